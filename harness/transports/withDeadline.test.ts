import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LagFreeClock } from '../time/lagFreeClock.ts';
import { withDeadline } from './withDeadline.ts';

/** A clock whose lag-free reading the test sets by hand. */
function handClock() {
  const state = { elapsed: 0 };
  const clock = (): LagFreeClock => ({ elapsed: () => state.elapsed, stop: () => undefined });
  return { state, clock };
}

afterEach(() => void vi.useRealTimers());

describe('withDeadline', () => {
  it('does not time a call out while the process lagged, and does once the lag-free time is up', async () => {
    // Arrange
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const outcome: string[] = [];
    const never = new Promise<never>(() => undefined);
    // Act: the wall-clock deadline comes, but 40 ms of it were event-loop lag.
    const call = withDeadline(never, 100, () => 'no answer', 'IUT_TIMEOUT', clock).catch(
      (e: { code: string }) => void outcome.push(e.code),
    );
    state.elapsed = 60;
    await vi.advanceTimersByTimeAsync(100);
    const atWallDeadline = [...outcome];
    state.elapsed = 100;
    await vi.advanceTimersByTimeAsync(40);
    await call;
    // Assert
    expect({ atWallDeadline, outcome }).toEqual({ atWallDeadline: [], outcome: ['IUT_TIMEOUT'] });
  });

  it('answers with the work when it settles first, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const { clock } = handClock();

    const got = await withDeadline(
      Promise.resolve('done'),
      100,
      () => 'no answer',
      'IUT_TIMEOUT',
      clock,
    );

    expect({ got, timers: vi.getTimerCount() }).toEqual({ got: 'done', timers: 0 });
  });
});
