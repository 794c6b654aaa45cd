import { describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import { createRuleRegistry } from './createRuleRegistry.ts';
import type { Rule } from './Rule.ts';

function rule(id: string, profile: Rule['profile'], roles: Rule['roles']): Rule {
  return {
    id,
    title: `title of ${id}`,
    level: 'MUST',
    source: [{ doc: 'test', section: '§0' }],
    roles,
    profile,
    appliesWhen: [],
    stages: [],
    rationale: 'test rule',
    seeAlso: [],
  };
}

const sample: Rule[] = [
  rule('A2A-SIG-001', 'spec', ['signer', 'verifier']),
  rule('A2A-CAP-001', 'spec', ['agent']),
  rule('XV-DEL-001', 'cross-vendor', ['verifier', 'client']),
  rule('XV-DEL-002', 'cross-vendor', ['verifier']),
  rule('XV-STR-001', 'cross-vendor', ['consumer']),
];

describe('createRuleRegistry', () => {
  it('throws RULE_DUPLICATE_ID at load when an id repeats', () => {
    // Arrange
    const rules = [...sample, rule('XV-DEL-002', 'spec', ['agent'])];
    // Act
    let caught: unknown;
    try {
      createRuleRegistry(rules);
    } catch (error) {
      caught = error;
    }
    // Assert
    expect(isCrosscheckError(caught, 'RULE_DUPLICATE_ID')).toBe(true);
    expect((caught as Error).message).toContain('"XV-DEL-002"');
  });

  it('returns a rule by id and throws RULE_UNKNOWN for an unknown id', () => {
    const registry = createRuleRegistry(sample);
    expect(registry.get('XV-STR-001').roles).toEqual(['consumer']);
    expect(registry.has('XV-NOPE-001')).toBe(false);
    expect(() => registry.get('XV-NOPE-001')).toThrow(
      expect.objectContaining({ code: 'RULE_UNKNOWN' }),
    );
  });

  it('keeps catalogue order in all()', () => {
    expect(
      createRuleRegistry(sample)
        .all()
        .map((r) => r.id),
    ).toEqual(['A2A-SIG-001', 'A2A-CAP-001', 'XV-DEL-001', 'XV-DEL-002', 'XV-STR-001']);
  });

  const selections: {
    name: string;
    selection: Parameters<ReturnType<typeof createRuleRegistry>['select']>[0];
    ids: string[];
  }[] = [
    {
      name: 'no criteria',
      selection: {},
      ids: ['A2A-SIG-001', 'A2A-CAP-001', 'XV-DEL-001', 'XV-DEL-002', 'XV-STR-001'],
    },
    {
      name: 'profile all',
      selection: { profile: 'all' },
      ids: ['A2A-SIG-001', 'A2A-CAP-001', 'XV-DEL-001', 'XV-DEL-002', 'XV-STR-001'],
    },
    { name: 'profile spec', selection: { profile: 'spec' }, ids: ['A2A-SIG-001', 'A2A-CAP-001'] },
    {
      name: 'profile cross-vendor',
      selection: { profile: 'cross-vendor' },
      ids: ['XV-DEL-001', 'XV-DEL-002', 'XV-STR-001'],
    },
    { name: 'glob XV-DEL-*', selection: { ids: ['XV-DEL-*'] }, ids: ['XV-DEL-001', 'XV-DEL-002'] },
    {
      name: 'glob and exact id',
      selection: { ids: ['*-CAP-*', 'XV-STR-001'] },
      ids: ['A2A-CAP-001', 'XV-STR-001'],
    },
    { name: 'glob is anchored', selection: { ids: ['DEL-*'] }, ids: [] },
    { name: 'dot is literal', selection: { ids: ['XV.DEL-001'] }, ids: [] },
    { name: 'profile and glob together', selection: { profile: 'spec', ids: ['XV-*'] }, ids: [] },
    {
      name: 'roles',
      selection: { roles: ['verifier'] },
      ids: ['A2A-SIG-001', 'XV-DEL-001', 'XV-DEL-002'],
    },
    {
      name: 'roles and profile',
      selection: { roles: ['client', 'agent'], profile: 'cross-vendor' },
      ids: ['XV-DEL-001'],
    },
  ];

  it.each(selections)('select: $name', ({ selection, ids }) => {
    const registry = createRuleRegistry(sample);
    expect(registry.select(selection).map((r) => r.id)).toEqual(ids);
  });

  it('selects with a glob of many stars without backtracking (issue 38: 24 stars never ended)', () => {
    const registry = createRuleRegistry(sample);

    const miss = registry.select({ ids: [`${'*'.repeat(64)}!`] });
    const hit = registry.select({ ids: [`${'*'.repeat(64)}X*V*-*D*E*L*-*0*0*2${'*'.repeat(64)}`] });

    expect({ miss: miss.map((r) => r.id), hit: hit.map((r) => r.id) }).toEqual({
      miss: [],
      hit: ['XV-DEL-002'],
    });
  });
});
