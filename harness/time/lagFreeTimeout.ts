import { lagFreeClock, type LagFreeClock } from './lagFreeClock.ts';

/** The longest delay `setTimeout` honours. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A pending {@link lagFreeTimeout}. */
export interface LagFreeTimeout {
  /** Stops the timer and its clock before it fires (idempotent; harmless after it fired). */
  cancel(): void;
}

/**
 * Calls `onExpire` once `ms` milliseconds have passed on a lag-free clock: time this process
 * spent not running is added back, so a loaded machine delays the call by as much as it delayed
 * everything else, and an idle one calls it on time. The timer is re-armed for what is left each
 * time the underlying `setTimeout` fires early by that measure, so it never fires before `ms`. A pending timeout keeps the
 * process alive (issue 38): it is a deadline someone waits on, and a process that runs out of
 * other work while a read it awaits never settles must still reach the deadline, not exit 13
 * with nothing written; cancel it when the wait is over. Timers come from the global
 * `setTimeout`, so tests drive it with fake timers.
 */
export function lagFreeTimeout(
  ms: number,
  onExpire: () => void,
  clock: () => LagFreeClock = lagFreeClock,
): LagFreeTimeout {
  const watch = clock();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (wait: number): void => {
    timer = setTimeout(
      () => {
        const left = ms - watch.elapsed();
        // Never early on the lag-free clock: a waiter told the time is up reads it as up (a
        // vendor's task step due at the end of the wait has been reached).
        if (left > 0) return arm(left);
        watch.stop();
        onExpire();
      },
      // Node fires a timer longer than 2^31-1 ms after 1 ms: wait that long at most, then re-arm.
      Math.min(MAX_TIMER_MS, Math.max(1, Math.ceil(wait))),
    );
  };
  arm(ms);
  return {
    cancel() {
      clearTimeout(timer);
      watch.stop();
    },
  };
}
