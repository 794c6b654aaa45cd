import type { ClockSource } from '../lagFreeClock.ts';

/**
 * A clock source a test moves by hand: `at(t)` sets what `performance.now()` reads, `advance(ms)`
 * moves it on, and `tick()` runs the clocks' ticker when the test says so (on time, or late, as on
 * a loaded machine). `running()` says whether a clock keeps the ticker going.
 */
export function handClockSource() {
  let now = 0;
  let ticker: (() => void) | undefined;
  const source: ClockSource = {
    now: () => now,
    every(_ms, fn) {
      ticker = fn;
      return () => (ticker = undefined);
    },
  };
  return {
    source,
    at: (t: number) => void (now = t),
    advance: (ms: number) => void (now += ms),
    tick: () => ticker?.(),
    running: () => ticker !== undefined,
  };
}
