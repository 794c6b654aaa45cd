import { describe, expect, it } from 'vitest';
import type { Role } from '../../harness/vocabulary/index.ts';
import { ruleRegistry } from '../catalogue.ts';
import { contractCases } from '../contractSuite.ts';
import { PLAIN_PROPERTY_DEFINITIONS } from '../properties/allProperties.ts';
import { clientProperties } from '../properties/client/client-properties.ts';
import { wireCases } from '../wire/wire-cases.ts';
import { REACH_CATALOGUE } from '../properties/reach/reachCatalogue.ts';
import { CONTRACT_AREAS, type ContractArea, type MutantSpec } from './index.ts';

/** The roles a contract IUT takes: every role but the live agent's. */
const CONTRACT_ROLES: readonly Role[] = ['verifier', 'signer', 'consumer', 'client'];

/**
 * The roles of a rule a mutant breaks: a mutant of the signer breaks the signer role; one of a
 * model step or of a discover, plan or reassemble answer breaks every other contract role the
 * rule binds, since the reference verifier, consumer and client all run the model.
 */
function rolesBroken(spec: MutantSpec): readonly Role[] {
  return 'call' in spec && spec.call === 'sign' ? ['signer'] : ['verifier', 'consumer', 'client'];
}

/** The places of an area with no proof: `<area>: <rule> (<role>)` for each rule role no mutant breaks. */
function emptyPlaces(area: ContractArea): string[] {
  return area.rules.flatMap(({ id, roles }) =>
    roles
      .filter((role) => CONTRACT_ROLES.includes(role))
      .filter(
        (role) => !area.mutants.some((m) => m.brokenRule === id && rolesBroken(m).includes(role)),
      )
      .map((role) => `${area.name}: ${id} (${role})`),
  );
}

describe('the contract rule areas', () => {
  const contractRules = ruleRegistry
    .select({ profile: 'all' })
    .filter((r) => r.roles.some((role) => CONTRACT_ROLES.includes(role)))
    .map((r) => r.id);

  it('hold every contract rule of the catalogue, each in exactly one area', () => {
    const held = CONTRACT_AREAS.flatMap((a) => a.rules.map((r) => r.id));
    expect([...held].sort()).toEqual([...contractRules].sort());
  });

  it('have a proof for every rule in every contract role it binds: a mutant of reference in its area', () => {
    expect(CONTRACT_AREAS.flatMap(emptyPlaces)).toEqual([]);
  });

  it('report an area whose rule lost its proofs as an empty place of that area', () => {
    const negotiation = CONTRACT_AREAS.find((a) => a.name === 'negotiation');
    if (negotiation === undefined) throw new Error('no negotiation area');
    const withoutNeg001 = {
      ...negotiation,
      mutants: negotiation.mutants.filter((m) => m.brokenRule !== 'XV-NEG-001'),
    };
    expect(emptyPlaces(withoutNeg001)).toEqual(['negotiation: XV-NEG-001 (verifier)']);
  });

  it.each(CONTRACT_AREAS.map((a) => [a.name, a] as const))(
    '%s lists only judges and proofs of its own rules',
    (_, area) => {
      const own = (rule: string) => area.rules.some((r) => r.id === rule);
      expect(area.cases.filter((c) => !own(c.rule)).map((c) => c.id)).toEqual([]);
      expect(area.properties.filter((p) => !own(p.rule)).map((p) => p.id)).toEqual([]);
      expect(area.clientProperties.filter((p) => !own(p.rule)).map((p) => p.id)).toEqual([]);
      expect(area.wireCases.filter((c) => !own(c.rule)).map((c) => c.id)).toEqual([]);
      expect(area.reach.filter((r) => !own(r.rule)).map((r) => r.rule)).toEqual([]);
      expect(area.mutants.filter((m) => !own(m.brokenRule)).map((m) => m.id)).toEqual([]);
      const projections = new Set(['discover-verdict', ...Object.keys(area.projections)]);
      expect(
        area.properties
          .filter((p) => p.projection !== undefined && !projections.has(p.projection))
          .map((p) => p.id),
      ).toEqual([]);
    },
  );

  it.each(CONTRACT_AREAS.map((a) => [a.name, a] as const))(
    '%s writes the expected verdict of naive for each of its rules',
    (_, area) => {
      expect(Object.keys(area.expected).sort()).toEqual(area.rules.map((r) => r.id).sort());
    },
  );

  it('list every contract property, client property, wire case and reach entry there is, and every case but the cross-area ones', () => {
    const properties = CONTRACT_AREAS.flatMap((a) => a.properties.map((p) => p.id));
    const plainContract = PLAIN_PROPERTY_DEFINITIONS.filter((p) => p.role !== 'client');
    expect([...properties].sort()).toEqual(plainContract.map((p) => p.id).sort());
    expect(CONTRACT_AREAS.flatMap((a) => a.reach).length).toBe(REACH_CATALOGUE.length);
    const listed = new Set(CONTRACT_AREAS.flatMap((a) => a.cases.map((c) => c.id)));
    expect(contractCases.filter((c) => !listed.has(c.id)).length).toBe(0);
    const client = CONTRACT_AREAS.flatMap((a) => a.clientProperties.map((p) => p.id));
    expect([...client].sort()).toEqual(clientProperties.map((p) => p.id).sort());
    const wire = new Set(CONTRACT_AREAS.flatMap((a) => a.wireCases.map((c) => c.id)));
    expect(wireCases.filter((c) => !wire.has(c.id)).map((c) => c.id)).toEqual([]);
  });
});
