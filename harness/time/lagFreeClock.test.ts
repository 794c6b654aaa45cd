import { describe, expect, it } from 'vitest';
import { handClockSource } from './_fixtures/handClockSource.ts';
import { lagFreeClocks } from './lagFreeClock.ts';

/**
 * A hand-driven clock: `idle(ms)` is time passing with the event loop free (the ticker runs on
 * time); `blocked(ms)` is time passing with the loop busy (the ticker runs once, late, at the end).
 */
function manualSource() {
  const hand = handClockSource();
  hand.at(1_000);
  let ticks = 0;
  return {
    source: hand.source,
    idle(ms: number) {
      for (let i = 0; i < ms / 10; i++) {
        hand.advance(10);
        hand.tick();
        ticks++;
      }
    },
    blocked(ms: number) {
      hand.advance(ms);
      hand.tick();
    },
    /** Time passing with the loop busy, read before the late tick has run. */
    stillBlocked(ms: number) {
      hand.advance(ms);
    },
    running: hand.running,
    ticks: () => ticks,
  };
}

describe('lagFreeClock', () => {
  it('leaves out the time the event loop was blocked', () => {
    const m = manualSource();
    const clock = lagFreeClocks(m.source)();
    m.idle(30);
    m.blocked(300);
    m.idle(30);

    // 360 ms passed; 300 of them the loop was blocked: 288 of lag (one 10 ms tick and the 2 ms of
    // jitter allowance are not lag).
    expect(clock.elapsed()).toBe(72);
    clock.stop();
  });

  it('counts idle time as elapsed, to the millisecond', () => {
    const m = manualSource();
    const clock = lagFreeClocks(m.source)();
    m.idle(150);

    expect(clock.elapsed()).toBe(150);
    clock.stop();
  });

  it('leaves out a block still under way when read (the late tick has not run yet)', () => {
    const m = manualSource();
    const clock = lagFreeClocks(m.source)();
    m.idle(20);
    m.stillBlocked(300);

    expect(clock.elapsed()).toBe(20 + 300 - 288);
    clock.stop();
  });

  it('runs one ticker while any clock of the factory runs, and stops it with the last', () => {
    const m = manualSource();
    const start = lagFreeClocks(m.source);
    const a = start();
    const b = start();
    a.stop();
    a.stop();

    expect(m.running()).toBe(true);
    b.stop();
    expect(m.running()).toBe(false);
  });

  it('does not charge lag from before a clock started', () => {
    const m = manualSource();
    const start = lagFreeClocks(m.source);
    const first = start();
    m.blocked(500);
    const second = start();
    m.idle(40);

    expect(second.elapsed()).toBe(40);
    expect(first.elapsed()).toBe(540 - 488);
    first.stop();
    second.stop();
  });
});
