import { describe, expect, it } from 'vitest';
import type { SelftestOutcome } from '../engine.ts';
import { foldSelftestSeeds, seedRateLines } from './foldSelftestSeeds.ts';

/** A seed's outcome: one mutant caught (or not) by its rule, one twin rule proven (or not). */
function outcome(caught: boolean, proven: boolean): SelftestOutcome {
  return {
    mutants: [
      {
        id: 'first-signature-entry-only',
        brokenRule: 'XV-SIG-005',
        caughtBy: caught ? ['XV-SIG-005'] : [],
      },
    ],
    control: { caughtBy: [], errors: 0 },
    agentTwins: {
      proven: proven ? ['A2A-STREAM-003'] : [],
      unproven: proven
        ? []
        : [
            {
              rule: 'A2A-STREAM-003',
              fault: 'stream-first-chunk-appends',
              twin: 'pass',
              control: 'pass',
              why: ['the twin passed its rule'],
            },
          ],
      notViolable: [],
      durationMs: 0,
    },
  };
}

describe('a self-test folded over seeds', () => {
  it('counts a mutant and a twin only when they hold at every seed', () => {
    const folded = foldSelftestSeeds([
      { seed: 42, outcome: outcome(true, true) },
      { seed: 103, outcome: outcome(false, false) },
    ]);
    expect(folded.passed).toBe(false);
    expect(folded.mutants).toEqual([
      {
        id: 'first-signature-entry-only',
        brokenRule: 'XV-SIG-005',
        caughtAt: [42],
        missedAt: [103],
      },
    ]);
    expect(folded.twins[0]).toMatchObject({
      rule: 'A2A-STREAM-003',
      provenAt: [42],
      unprovenAt: [103],
    });
  });

  it('keeps why a twin did not prove its rule at each seed, in the JSON and the printed lines', () => {
    const folded = foldSelftestSeeds([
      { seed: 42, outcome: outcome(true, true) },
      { seed: 103, outcome: outcome(true, false) },
    ]);
    expect(folded.twins[0]!.unproven).toEqual([
      {
        seed: 103,
        fault: 'stream-first-chunk-appends',
        twin: 'pass',
        control: 'pass',
        why: ['the twin passed its rule'],
      },
    ]);
    expect(seedRateLines(folded, 100)).toContain(
      '      seed 103, stream-first-chunk-appends: twin pass, control pass; the twin passed its rule',
    );
  });

  it('passes when every seed catches and proves', () => {
    const folded = foldSelftestSeeds([
      { seed: 42, outcome: outcome(true, true) },
      { seed: 101, outcome: outcome(true, true) },
    ]);
    expect(folded.passed).toBe(true);
    expect(folded.twins[0]!.unproven).toEqual([]);
  });
});
