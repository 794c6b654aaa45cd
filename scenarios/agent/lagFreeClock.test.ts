import { describe, expect, it } from 'vitest';
import { lagFreeClock } from './lagFreeClock.ts';

const busy = (ms: number): void => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* the event loop does not run */
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('lagFreeClock', () => {
  it('leaves out the time the event loop was blocked', async () => {
    const clock = lagFreeClock();
    await sleep(30);
    busy(300);
    await sleep(30);
    const elapsed = clock.elapsed();
    clock.stop();

    expect(elapsed).toBeLessThan(200);
    expect(elapsed).toBeGreaterThan(40);
  });

  it('counts idle time as elapsed', async () => {
    const clock = lagFreeClock();
    const started = performance.now();
    await sleep(150);
    const elapsed = clock.elapsed();
    const wall = performance.now() - started;
    clock.stop();
    clock.stop();

    expect(elapsed).toBeGreaterThan(wall * 0.6);
    expect(elapsed).toBeLessThanOrEqual(wall + 1);
  });
});
