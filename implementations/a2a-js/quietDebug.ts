import { silenceConsole } from './silenceConsole.ts';

/**
 * Runs `work` with `console.debug` silenced. The SDK's signature verifier logs every entry that
 * fails to verify with `console.debug` (the whole entry and the jose error), which would flood
 * the harness's output; the outcome itself reaches the report as the verdict.
 */
export function quietDebug<T>(work: () => Promise<T>): Promise<T> {
  return silenceConsole(['debug'], work);
}
