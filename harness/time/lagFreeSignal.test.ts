import { afterEach, describe, expect, it, vi } from 'vitest';
import { lagFreeSignal } from './lagFreeSignal.ts';
import { handClock } from './_fixtures/handClock.ts';

afterEach(() => void vi.useRealTimers());

describe('lagFreeSignal', () => {
  it('aborts with a TimeoutError once its time has passed on the lag-free clock', () => {
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const deadline = lagFreeSignal(100, clock);

    state.elapsed = 99;
    vi.advanceTimersByTime(99);
    const early = deadline.signal.aborted;
    state.elapsed = 100;
    vi.advanceTimersByTime(1);

    expect({ early, aborted: deadline.signal.aborted }).toEqual({ early: false, aborted: true });
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('does not abort when the wall-clock time is up but part of it was the process not running', () => {
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const deadline = lagFreeSignal(100, clock);

    // 100 ms on the wall clock, of which 40 ms were event-loop lag (AbortSignal.timeout would fire).
    state.elapsed = 60;
    vi.advanceTimersByTime(100);
    const atDue = deadline.signal.aborted;
    state.elapsed = 100;
    vi.advanceTimersByTime(40);

    expect({ atDue, aborted: deadline.signal.aborted }).toEqual({ atDue: false, aborted: true });
  });

  it('never aborts once cancelled, and stops its clock', () => {
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const deadline = lagFreeSignal(50, clock);

    deadline.cancel();
    state.elapsed = 1_000;
    vi.advanceTimersByTime(1_000);

    expect({ aborted: deadline.signal.aborted, stops: state.stops }).toEqual({
      aborted: false,
      stops: 1,
    });
  });
});
