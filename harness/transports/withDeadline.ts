import { CrosscheckError, type CrosscheckErrorCode } from '../errors/CrosscheckError.ts';
import { lagFreeClock, type LagFreeClock } from '../time/lagFreeClock.ts';
import { lagFreeTimeout } from '../time/lagFreeTimeout.ts';

/**
 * Races `work` against a deadline on the lag-free clock, as every other deadline of the harness:
 * an in-process IUT runs in the harness's process, so on a loaded machine its call is slowed by
 * the same event-loop lag as the harness, and a wall-clock deadline charged that lag to the IUT
 * (a verdict that moved with load). A call that never settles still reaches its deadline: an idle
 * event loop counts no lag. The timer is always cancelled, so a settled call leaves nothing
 * behind; a call that never settles is abandoned (its promise is left to the garbage collector).
 */
export async function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  describe: () => string,
  code: CrosscheckErrorCode = 'IUT_TIMEOUT',
  clock: () => LagFreeClock = lagFreeClock,
): Promise<T> {
  let cancel: (() => void) | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // lagFreeTimeout arms at most 2^31-1 ms at a time; the options refuse longer deadlines.
    const timer = lagFreeTimeout(ms, () => reject(new CrosscheckError(code, describe())), clock);
    cancel = () => timer.cancel();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    cancel?.();
  }
}
