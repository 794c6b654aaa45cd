import { describe, expect, it } from 'vitest';
import { ruleRegistry } from '../../scenarios/catalogue.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { propertyCases } from '../../engine/properties/index.ts';

describe('property suite', () => {
  it('has unique prop- ids that clash with no contract case', () => {
    const ids = propertyCases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^prop-[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
    expect(ids.filter((id) => contractCases.some((c) => c.id === id))).toEqual([]);
  });

  it('binds every property to a catalogue rule whose roles include the case role', () => {
    expect(
      propertyCases
        .filter((c) => !ruleRegistry.get(c.rule).roles.includes(c.role))
        .map((c) => c.id),
    ).toEqual([]);
  });

  it('has a property for every seed rule a verifier or consumer can be judged on', () => {
    const rules = new Set(propertyCases.map((c) => c.rule));
    const seedRules = [
      'XV-NEG-001',
      'XV-NEG-002',
      'XV-NEG-003',
      'XV-NEG-004',
      'XV-NEG-005',
      'XV-DISC-001',
      'XV-DISC-002',
      'XV-DISC-003',
    ];
    const more = [
      'XV-DEL-001',
      'XV-DEL-002',
      'XV-DEL-003',
      'XV-DEL-004',
      'XV-DEL-005',
      'XV-SIG-001',
      'XV-STR-001',
    ];
    expect([...seedRules, ...more].filter((r) => !rules.has(r))).toEqual([]);
  });
});
