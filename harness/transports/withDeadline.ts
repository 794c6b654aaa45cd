import { CrosscheckError, type CrosscheckErrorCode } from '../errors/CrosscheckError.ts';

/**
 * Races `work` against a timer. The timer is always cleared, so a settled call leaves nothing
 * behind; a call that never settles is abandoned (its promise is left to the garbage collector).
 */
export async function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  describe: () => string,
  code: CrosscheckErrorCode = 'IUT_TIMEOUT',
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        reject(new CrosscheckError(code, describe()));
        // Node fires a timer longer than 2^31-1 ms after 1 ms; the options refuse such deadlines.
      },
      Math.min(ms, 2 ** 31 - 1),
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
