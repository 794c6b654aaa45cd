import { describe, expect, it } from 'vitest';
import { ruleRegistry } from '../rules.ts';
import { caseCountsByRule } from './caseCounts.ts';

/** Rules with no case yet: none. A rule added without a case fails here until it has one. */
const KNOWN_GAPS: string[] = [];

describe('caseCountsByRule', () => {
  const counts = caseCountsByRule();

  it('gives every rule of the catalogue at least one case', () => {
    const none = ruleRegistry
      .select({ profile: 'all' })
      .map((r) => r.id)
      .filter((id) => (counts[id] ?? 0) === 0);
    expect(none).toEqual(KNOWN_GAPS);
  });

  it('counts only rules the catalogue has', () => {
    expect(Object.keys(counts).filter((id) => !ruleRegistry.has(id))).toEqual([]);
  });
});
