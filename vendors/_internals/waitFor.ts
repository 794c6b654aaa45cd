import { lagFreeClock, type LagFreeClock } from '../../harness/time/lagFreeClock.ts';
import { lagFreeTimeout } from '../../harness/time/lagFreeTimeout.ts';

/** Why a wait ended. */
export type WaitEnd = 'elapsed' | 'caller-aborted' | 'fleet-closed';

/**
 * Waits `ms` on the lag-free clock, or less if the caller goes away or the fleet closes. Every
 * wait in a vendor goes through here, so nothing a vendor does outlives its caller or the fleet.
 * The lag-free clock is the one the harness's deadlines and linger steps run on: a task asked to
 * linger 5 s keeps running for 5 s of that clock, so on a loaded machine a check still finds it
 * running when its next request arrives, and a held exchange outlasts every caller's deadline.
 * On the wall clock neither held beside six busy loops on 2 cores: tasks finished before the
 * checks' follow-ups arrived, and a 4.8 s deadline (lag left out) outlasted a 30 s hold.
 */
export function waitFor(
  ctx: { readonly closed: AbortSignal },
  ms: number,
  callerSignal: AbortSignal,
  clock: () => LagFreeClock = lagFreeClock,
): Promise<WaitEnd> {
  if (ctx.closed.aborted) return Promise.resolve('fleet-closed');
  if (callerSignal.aborted) return Promise.resolve('caller-aborted');
  // Already due: yield once (a timer would add at least a millisecond, which generated fleets
  // with sub-millisecond timelines would pay on every step of thousands of tasks).
  if (ms <= 0) return new Promise((resolve) => setImmediate(() => resolve('elapsed')));
  return new Promise((resolve) => {
    const finish = (end: WaitEnd): void => {
      timer.cancel();
      callerSignal.removeEventListener('abort', onCaller);
      ctx.closed.removeEventListener('abort', onClosed);
      resolve(end);
    };
    const onCaller = (): void => finish('caller-aborted');
    const onClosed = (): void => finish('fleet-closed');
    const timer = lagFreeTimeout(ms, () => finish('elapsed'), clock);
    callerSignal.addEventListener('abort', onCaller, { once: true });
    ctx.closed.addEventListener('abort', onClosed, { once: true });
  });
}

/**
 * Waits until `task` reads at least `age` on its own clock, or less if the caller goes away or the
 * fleet closes. A {@link waitFor} of `age - task.age()` is not enough on its own: it measures on a
 * clock of its own, and on a loaded machine the lag-free clock stands still between late ticks
 * and moves a tick's worth at each, so the wait's clock and the task's reach the settling moment
 * exactly together, and the two different subtractions behind their readings can round that
 * moment one last bit apart. Beside six busy loops a blocking SendMessage was answered so, its
 * task at age 59.99999999999818 of a COMPLETED due at 60: WORKING with every chunk. So the wait
 * goes on (until the clock next moves) while the task itself reads short of `age`.
 */
export async function waitUntilAge(
  ctx: { readonly closed: AbortSignal },
  task: { age(): number },
  age: number,
  callerSignal: AbortSignal,
  clock: () => LagFreeClock = lagFreeClock,
): Promise<WaitEnd> {
  for (;;) {
    const end = await waitFor(ctx, age - task.age(), callerSignal, clock);
    if (end !== 'elapsed' || task.age() >= age) return end;
  }
}

/** Holds an exchange that will never progress, for at most `holdLimitMs` (see {@link waitFor}). */
export function hold(
  ctx: { readonly closed: AbortSignal; readonly holdLimitMs: number },
  callerSignal: AbortSignal,
  clock: () => LagFreeClock = lagFreeClock,
): Promise<WaitEnd> {
  return waitFor(ctx, ctx.holdLimitMs, callerSignal, clock);
}
