import { describe, expect, it } from 'vitest';
import { testIo } from '../_fixtures/testIo.ts';
import { completeIo } from '../Io.ts';
import { progressLine, type Ticker } from './progressLine.ts';

/** A ticker the test fires by hand. */
function manualTicker(): Ticker & { fire(): void; stopped: () => boolean; started: () => boolean } {
  let tick: (() => void) | undefined;
  let stopped = false;
  return {
    every: (_ms, fn) => {
      tick = fn;
      return { stop: () => (stopped = true) };
    },
    fire: () => tick?.(),
    stopped: () => stopped,
    started: () => tick !== undefined,
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

  it('prints a plain line at most every ten seconds when stderr is a log, never redrawing', () => {
    // Each clock reading advances 4 s: start, then one reading per event.
    const t = testIo({ tty: false, tick: 4000 });
    const ticker = manualTicker();
    const line = progressLine(completeIo(t.io), ticker);
    line.update({ done: 1, total: 4 }); // 4 s
    line.update({ done: 2, total: 4 }); // 8 s
    line.update({ done: 3, total: 4, label: 'contract cases of naive\x1b[2J' }); // 12 s: a line
    line.update({ done: 3, total: 4 }); // 16 s
    line.update({ done: 3, total: 4 }); // 20 s
    line.update({ done: 4, total: 4, label: 'wire scenarios' }); // 24 s: a line
    ticker.fire();
    line.clear();
    expect(t.stderr()).toBe(
      'a2a-crosscheck: [3/4 75%] 12s contract cases of naive\\x1b[2J\na2a-crosscheck: [4/4 100%] 24s wire scenarios\n',
    );
    // No timer runs beside the run on a log.
    expect(ticker.started()).toBe(false);
  });

  it('under CI, logs too, whatever stderr is', () => {
    const t = testIo({ tty: true, tick: 11_000, env: { CI: 'true' } });
    const line = progressLine(completeIo(t.io), manualTicker());
    line.update({ done: 2, total: 2 });
    line.clear();
    expect(t.stderr()).toBe('a2a-crosscheck: [2/2 100%] 11s\n');
  });
});
