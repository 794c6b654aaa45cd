import { describe, expect, it } from 'vitest';
import { ruleRegistry } from './catalogue.ts';
import { contractCases } from './contractSuite.ts';

describe('contract suite', () => {
  it('has unique case ids', () => {
    const ids = contractCases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('binds every case to a catalogue rule whose roles include the case role', () => {
    const unbound = contractCases
      .filter((c) => !ruleRegistry.get(c.rule).roles.includes(c.role))
      .map((c) => c.id);
    expect(unbound).toEqual([]);
  });
});
