import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { labelPhase, type RunProgress } from './RunPhase.ts';
import { runConformance } from './runConformance.ts';
import { untilAborted } from './untilAborted.ts';

describe('runConformance', () => {
  it('says which phase runs, so the progress line covers long agent checks', async () => {
    const events: RunProgress[] = [];
    const ran: string[] = [];
    await runConformance({
      options: resolveOptions({ iut: ['reference'], rule: ['XV-NEG-005'] }),
      iuts: [],
      cases: [],
      phases: [
        labelPhase('agent checks of http://127.0.0.1:9', async () => {
          ran.push('agent');
          return [];
        }),
      ],
      onProgress: (e) => events.push(e),
    });
    expect(ran).toEqual(['agent']);
    expect(events).toEqual([{ done: 0, total: 0, label: 'agent checks of http://127.0.0.1:9' }]);
  });

  it('lets 50 waits share the run signal without a listener-leak warning, and leaves none', async () => {
    // Arrange
    const warnings: string[] = [];
    const onWarning = (w: Error): void => void warnings.push(`${w.name}: ${w.message}`);
    const interrupt = new AbortController();
    const settled: number[] = [];
    process.on('warning', onWarning);
    // Act
    try {
      await runConformance({
        options: resolveOptions({ iut: ['reference'], rule: ['XV-NEG-005'] }),
        iuts: [],
        cases: [],
        phases: [
          labelPhase('50 waits on the run signal', async () => {
            const waits = Array.from({ length: 50 }, (_, i) =>
              untilAborted(Promise.resolve(i), interrupt.signal),
            );
            for (const v of await Promise.all(waits)) if (typeof v === 'number') settled.push(v);
            return [];
          }),
        ],
        signal: interrupt.signal,
      });
      // process.emitWarning emits on a later tick: let it come before listening stops.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    // Assert
    expect(warnings).toEqual([]);
    expect(settled).toHaveLength(50);
    expect(getEventListeners(interrupt.signal, 'abort')).toEqual([]);
  });
});
