import { lagFreeClock, type LagFreeClock } from './lagFreeClock.ts';
import { lagFreeTimeout } from './lagFreeTimeout.ts';

/** An abort signal that fires after a time on the lag-free clock, and how to stop it. */
export interface LagFreeSignal {
  readonly signal: AbortSignal;
  /** Stops the timer and its clock (idempotent; harmless after it fired). */
  cancel(): void;
}

/**
 * `AbortSignal.timeout(ms)` on the lag-free clock: aborted with a `TimeoutError` once `ms`
 * milliseconds have passed without this process's event-loop lag, so a deadline handed to code
 * running in the harness's process (an in-process client or SDK, a simulated vendor) is not
 * spent by a loaded machine. Cancel it when the wait is over: a pending one keeps its ticker.
 */
export function lagFreeSignal(ms: number, clock: () => LagFreeClock = lagFreeClock): LagFreeSignal {
  const controller = new AbortController();
  const timer = lagFreeTimeout(
    ms,
    () => controller.abort(new DOMException(`the ${ms} ms deadline passed`, 'TimeoutError')),
    clock,
  );
  return { signal: controller.signal, cancel: () => timer.cancel() };
}
