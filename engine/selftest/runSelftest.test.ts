import { describe, expect, it } from 'vitest';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { MUTANTS } from '../mutants/index.ts';
import { runSelftest } from './index.ts';

describe('runSelftest', () => {
  // Every mutant at the default seed and budget: tests/properties/proofs/, one file per area.
  it('reports every rule that caught a mutant when run against the whole catalogue', async () => {
    // One mutant per rule of the filter: each is searched by every property of the catalogue, so
    // a second one per rule would only repeat the same question at twice the cost.
    const listed = [
      'ignores-enforce-input-modes',
      'ignores-undefined-schemes',
      'string-compares-versions',
    ];
    const mutants = MUTANTS.filter((m) => listed.includes(m.id));
    const result = await runSelftest({ seed: 7, runs: 30, rule: ['XV-DISC-00*'], mutants });
    // Other rules may catch a mutant too (a random signed card can trip it); its own rule must.
    expect(result.mutants.map((m) => [m.id, m.caughtBy])).toEqual([
      ['ignores-enforce-input-modes', expect.arrayContaining(['XV-DISC-001']) as unknown],
      ['ignores-undefined-schemes', expect.arrayContaining(['XV-DISC-002']) as unknown],
      ['string-compares-versions', expect.arrayContaining(['XV-DISC-003']) as unknown],
    ]);
    expect(result.mutants.every((m) => !m.caughtBy.includes('XV-NEG-001'))).toBe(true);
    expect(result.passed).toBe(true);
  });

  it('fails when a "mutant" has no bug: nothing catches it', async () => {
    const unbroken = {
      id: 'not-really-broken',
      brokenRule: 'XV-DEL-003',
      description: 'reference itself',
      site: { step: 'resolveInputModes' as const },
      adapter: referenceAdapter,
    };
    const result = await runSelftest({ seed: 1, runs: 20, scope: 'own-rule', mutants: [unbroken] });
    expect(result.mutants).toMatchObject([
      { id: 'not-really-broken', caughtBy: [], passed: false },
    ]);
    expect(result.passed).toBe(false);
  });
});
