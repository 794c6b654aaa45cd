import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../harness/options/index.ts';
import { labelPhase, type RunProgress } from '../scenarios/core/RunPhase.ts';
import { runConformance } from './runConformance.ts';

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
});
