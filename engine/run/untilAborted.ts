/** What {@link untilAborted} resolves with when the signal won. */
export const ABORTED: unique symbol = Symbol('aborted');

/**
 * `work`, or {@link ABORTED} as soon as `signal` aborts, whichever comes first. An interrupted
 * run must not wait for an in-process case or a phase that hangs until its own deadline: what
 * was still running is dropped (its result never finished), and `work` is left to settle
 * unobserved. Without a signal, `work` itself.
 */
export function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | typeof ABORTED> {
  if (signal === undefined) return work;
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.resolve(ABORTED);
  }
  return new Promise((resolve, reject) => {
    const onAbort = (): void => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) resolve(ABORTED);
        else reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
