const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
let depth = 0;
let saved: Pick<Console, (typeof METHODS)[number]> | undefined;

/**
 * Runs `work` with the console silenced. The SDK servers log every error they answer with (with
 * a stack) and every push notification they send, which would bury the harness's own output;
 * what they did reaches the report through the wire. Reference-counted, like `quietDebug`.
 */
export async function quietSdkLogs<T>(work: () => Promise<T>): Promise<T> {
  if (depth++ === 0) {
    saved = {
      log: console.log,
      info: console.info,
      warn: console.warn,
      error: console.error,
      debug: console.debug,
    };
    for (const m of METHODS) console[m] = () => undefined;
  }
  try {
    return await work();
  } finally {
    if (--depth === 0 && saved !== undefined) for (const m of METHODS) console[m] = saved[m];
  }
}
