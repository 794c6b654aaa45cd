import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LagFreeClock } from '../../harness/time/lagFreeClock.ts';
import { hold, type WaitEnd } from './waitFor.ts';

afterEach(() => void vi.useRealTimers());

/** A lag-free clock the test sets by hand. */
function handClock() {
  const state = { elapsed: 0 };
  const clock = (): LagFreeClock => ({ elapsed: () => state.elapsed, stop: () => undefined });
  return { state, clock };
}

describe('hold', () => {
  it('outlasts its limit of wall time while the process was not running (lag)', async () => {
    vi.useFakeTimers();
    const { state, clock } = handClock();
    const ended: WaitEnd[] = [];
    const ctx = { closed: new AbortController().signal, holdLimitMs: 30_000 };
    void hold(ctx, new AbortController().signal, clock).then((end) => ended.push(end));

    // 30 s of wall time, of which 25 s the process spent not running: 5 s of lag-free time.
    state.elapsed = 5_000;
    await vi.advanceTimersByTimeAsync(30_000);
    const atWallLimit = [...ended];
    state.elapsed = 30_000;
    await vi.advanceTimersByTimeAsync(25_000);

    expect({ atWallLimit, ended }).toEqual({ atWallLimit: [], ended: ['elapsed'] });
  });

  it('ends when the caller goes away or the fleet closes, whichever comes first', async () => {
    const caller = new AbortController();
    const fleet = new AbortController();
    const ctx = { closed: fleet.signal, holdLimitMs: 30_000 };
    const byCaller = hold(ctx, caller.signal);
    caller.abort();
    const byFleet = hold(ctx, new AbortController().signal);
    fleet.abort();

    expect([await byCaller, await byFleet]).toEqual(['caller-aborted', 'fleet-closed']);
  });
});
