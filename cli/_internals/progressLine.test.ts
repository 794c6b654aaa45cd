import { describe, expect, it } from 'vitest';
import { testIo } from '../_fixtures/testIo.ts';
import { completeIo } from '../Io.ts';
import { progressLine, type Ticker } from './progressLine.ts';

/** A ticker the test fires by hand. */
function manualTicker(): Ticker & { fire(): void; stopped: () => boolean } {
  let tick: (() => void) | undefined;
  let stopped = false;
  return {
    every: (_ms, fn) => {
      tick = fn;
      return { stop: () => (stopped = true) };
    },
    fire: () => tick?.(),
    stopped: () => stopped,
  };
}

describe('progressLine', () => {
  it('keeps the clock moving while a long agent check reports nothing', () => {
    const t = testIo({ tty: true, tick: 1500 });
    const ticker = manualTicker();
    const line = progressLine(completeIo(t.io), ticker);
    line.update({ done: 40, total: 40, label: 'agent checks of http://127.0.0.1:9999' });
    ticker.fire();
    ticker.fire();
    line.clear();
    const frames = t.stderr().split('\r\x1b[2K').filter(Boolean);
    expect(frames).toEqual([
      '[40/40 100%] 2s agent checks of http://127.0.0.1:9999',
      '[40/40 100%] 3s agent checks of http://127.0.0.1:9999',
      '[40/40 100%] 5s agent checks of http://127.0.0.1:9999',
    ]);
    expect(ticker.stopped()).toBe(true);
  });

  it('does not tick when stderr is not a terminal', () => {
    const t = testIo({ tty: false, tick: 1500 });
    const ticker = manualTicker();
    const line = progressLine(completeIo(t.io), ticker);
    line.update({ done: 1, total: 2 });
    ticker.fire();
    line.clear();
    expect(t.stderr()).toBe('');
  });
});
