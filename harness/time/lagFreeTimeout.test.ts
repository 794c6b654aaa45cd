import { afterEach, describe, expect, it, vi } from 'vitest';
import { lagFreeTimeout } from './lagFreeTimeout.ts';
import { handClock } from './_fixtures/handClock.ts';

afterEach(() => void vi.useRealTimers());

describe('lagFreeTimeout', () => {
  it('fires once when the lag-free clock has run the whole time, and stops its clock', () => {
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const fired = vi.fn();

    lagFreeTimeout(100, fired, clock);
    state.elapsed = 99;
    vi.advanceTimersByTime(99);
    const early = fired.mock.calls.length;
    state.elapsed = 100;
    vi.advanceTimersByTime(1);

    expect({ early, calls: fired.mock.calls.length, stops: state.stops }).toEqual({
      early: 0,
      calls: 1,
      stops: 1,
    });
  });

  it('waits on for the time the process did not run when its timer comes due', () => {
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const fired = vi.fn();

    lagFreeTimeout(100, fired, clock);
    // The timer comes due, but 40 ms of it were event-loop lag: 60 ms of lag-free time passed.
    state.elapsed = 60;
    vi.advanceTimersByTime(100);
    const atDue = fired.mock.calls.length;
    state.elapsed = 100;
    vi.advanceTimersByTime(40);

    expect({ atDue, calls: fired.mock.calls.length }).toEqual({ atDue: 0, calls: 1 });
  });

  it('never fires once cancelled', () => {
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const fired = vi.fn();

    const timer = lagFreeTimeout(100, fired, clock);
    timer.cancel();
    state.elapsed = 1_000;
    vi.advanceTimersByTime(1_000);

    expect({ calls: fired.mock.calls.length, stops: state.stops }).toEqual({ calls: 0, stops: 1 });
  });

  it('never fires before the whole time has passed, even by a fraction of a millisecond', () => {
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const fired = vi.fn();

    lagFreeTimeout(100, fired, clock);
    state.elapsed = 99.5;
    vi.advanceTimersByTime(100);
    const early = fired.mock.calls.length;
    state.elapsed = 100;
    vi.advanceTimersByTime(1);

    expect({ early, calls: fired.mock.calls.length }).toEqual({ early: 0, calls: 1 });
  });
});
