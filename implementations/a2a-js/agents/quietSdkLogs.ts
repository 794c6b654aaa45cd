import { silenceConsole } from '../silenceConsole.ts';

/**
 * Runs `work` with the console silenced. The SDK servers log every error they answer with (with
 * a stack) and every push notification they send, which would bury the harness's own output;
 * what they did reaches the report through the wire.
 */
export function quietSdkLogs<T>(work: () => Promise<T>): Promise<T> {
  return silenceConsole(['log', 'info', 'warn', 'error', 'debug'], work);
}
