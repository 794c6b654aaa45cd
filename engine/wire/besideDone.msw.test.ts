import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { type RunPhase, labelPhase } from '../run/RunPhase.ts';
import { resolveInProcessIut } from '../run/resolveIuts.ts';
import { runConformance } from '../run/runConformance.ts';
import { allCases } from '../run/suiteCases.ts';
import { wirePhase } from './wirePhase.ts';

/**
 * The wire phase starts once the cases are done, beside the phases that ran with them; msw
 * patches this thread's `fetch`, which those phases' agent checks use, so it serves its fleet
 * only after they end (`besideDone`).
 */
describe('the wire phase beside the agent phases', () => {
  it('leaves this thread unpatched while a phase beside the cases still runs, and serves after it', async () => {
    // Arrange: a phase beside the cases that watches `fetch` for 400 ms after the cases end.
    const original = globalThis.fetch;
    const seen: string[] = [];
    let casesDone!: () => void;
    const cases = new Promise<void>((resolve) => (casesDone = resolve));
    const watcher: RunPhase = async () => {
      await cases;
      for (let t = 0; t < 40; t++) {
        if (globalThis.fetch !== original) seen.push(`patched at ${t}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      seen.push('watcher ends');
      return [];
    };
    watcher.besideCases = true;
    const options = resolveOptions({
      seed: 42,
      runs: 3,
      rule: ['XV-NEG-002'],
      transports: ['msw'],
      workers: 1,
    });
    // Act
    const outcome = await runConformance({
      options,
      iuts: [await resolveInProcessIut('reference', options.deadlines.callMs)],
      cases: allCases,
      phases: [
        labelPhase('cases done', async () => {
          casesDone();
          return [];
        }),
        wirePhase(allCases),
        labelPhase('watcher', watcher),
      ],
    });
    // Assert: nothing patched `fetch` while the watcher ran, and the wire cases ran over msw.
    expect(seen).toEqual(['watcher ends']);
    const wire = outcome.records.filter((r) => r.transport === 'msw');
    expect(wire.length).toBeGreaterThan(0);
    expect(wire.every((r) => r.verdict === 'pass' || r.verdict === 'not-applicable')).toBe(true);
    expect(globalThis.fetch).toBe(original);
  });
});
