import { describe, expect, it } from 'vitest';
import { MUTANTS } from '../../../engine/mutants/index.ts';
import { runSelftest } from '../../../engine/selftest/index.ts';
import { CONTRACT_AREAS } from '../../../scenarios/contract/index.ts';

/**
 * Declares the test that proves one contract area's mutants (`scenarios/contract/<area>/`):
 * each is caught by the rule it breaks at the default seed and budget (42, 100 runs), and
 * `reference` unmutated (the control) is caught by nothing. Each area has a file of its own under
 * `tests/properties/proofs/`, so the areas run in separate workers: all of them in one test took
 * the longest of the suite (45 s on an idle 2-core machine, 450 s beside six busy loops).
 */
export function describeAreaProofs(areaName: string): void {
  describe(`the ${areaName} area's mutants`, () => {
    it('are each caught by the rule it breaks within the default budget (seed 42, 100 runs), and the control is clean', async () => {
      // Arrange
      const area = CONTRACT_AREAS.find((a) => a.name === areaName);
      if (area === undefined) throw new Error(`describeAreaProofs: no contract area ${areaName}`);
      const ids = new Set(area.mutants.map((spec) => spec.id));
      const mutants = MUTANTS.filter((m) => ids.has(m.id));
      expect(mutants.map((m) => m.id)).toEqual(area.mutants.map((spec) => spec.id));
      // Act
      const result = await runSelftest({ seed: 42, runs: 100, scope: 'own-rule', mutants });
      // Assert
      const escaped = result.mutants
        .filter((m) => !m.passed)
        .map((m) => `${m.id} (${m.brokenRule}): caught by [${m.caughtBy.join(', ')}]`);
      expect(escaped).toEqual([]);
      expect(result.mutants.map((m) => m.id)).toEqual(mutants.map((m) => m.id));
      expect(result.control).toMatchObject({ caughtBy: [], errors: [] });
      expect(result.passed).toBe(true);
      expect(result.mutants.every((m) => m.durationMs >= 0)).toBe(true);
    });
  });
}
