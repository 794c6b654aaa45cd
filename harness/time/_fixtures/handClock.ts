import type { LagFreeClock } from '../lagFreeClock.ts';

/** A lag-free clock whose reading a test sets by hand; `stops` counts stop() calls. */
export function handClock() {
  const state = { elapsed: 0, stops: 0 };
  const clock = (): LagFreeClock => ({
    elapsed: () => state.elapsed,
    stop: () => void (state.stops += 1),
  });
  return { state, clock };
}
