import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../harness/contract/types.ts';
import { MUTANTS, type Mutant } from '../../engine/mutants/index.ts';
import { ruleRegistry } from '../../scenarios/catalogue.ts';
import { AGENT_TWINS } from '../../scenarios/index.ts';
import { CONTRACT_AREAS } from '../../scenarios/contract/index.ts';

/**
 * The roles of a rule a mutant breaks: a mutant of the signer breaks the signer role; one of a
 * model step or of a discover, plan or reassemble answer breaks every other contract role the
 * rule binds, since the reference verifier, consumer and client all run the model.
 */
function rolesBroken(m: Mutant): Role[] {
  return 'call' in m.site && m.site.call === 'sign'
    ? ['signer']
    : ['verifier', 'consumer', 'client'];
}

/**
 * Every rule of the catalogue, in every role it binds, has a proof that the harness can fail
 * it: a mutant of `reference` breaking it in that role (contract roles), or a broken twin or a
 * stated reason it cannot be broken (the agent role). The list is derived from the catalogue,
 * so a rule added without a proof fails here, named by the place it is missing from: its contract
 * area's folder (`scenarios/contract/<area>/`) or the agent rules'; the self-test shows each
 * mutant caught.
 */
describe('every rule is proven able to fail', () => {
  const rules = ruleRegistry.select({ profile: 'all' });
  const unproven = (rule: string, role: Role): boolean =>
    role === 'agent'
      ? !AGENT_TWINS.some((t) => t.rule === rule)
      : !MUTANTS.some((m) => m.brokenRule === rule && rolesBroken(m).includes(role));

  it('derives its list from the catalogue', () => {
    expect(rules.length).toBeGreaterThan(100);
    expect(rules.map((r) => r.id)).toContain('A2A-CARD-001');
  });

  /** The folder a rule's proofs go in, for a role: its contract area's, or the agent rules'. */
  const placeOf = (rule: string, role: Role): string =>
    role === 'agent'
      ? 'agent'
      : `contract/${CONTRACT_AREAS.find((a) => a.rules.some((r) => r.id === rule))?.name ?? '(no area)'}`;

  it('has a mutant or twin for every rule in every role, signer and client included', () => {
    const missing = rules.flatMap((r) =>
      r.roles
        .filter((role) => unproven(r.id, role))
        .map((role) => `${placeOf(r.id, role)}: ${r.id} (${role})`),
    );
    expect(missing).toEqual([]);
  });
});

describe("every contract area's mutants", () => {
  it('are run at the default seed and budget by a proof file of the area (tests/properties/proofs/)', () => {
    // One file per area, so that the areas spread over the workers (describeAreaProofs).
    const proofFiles = readdirSync(new URL('./proofs/', import.meta.url))
      .filter((name) => name.endsWith('.proofs.test.ts'))
      .map((name) => name.replace(/\.proofs\.test\.ts$/, ''))
      .sort();
    expect(proofFiles).toEqual(CONTRACT_AREAS.map((a) => a.name).sort());
    expect(CONTRACT_AREAS.flatMap((a) => a.mutants.map((m) => m.id))).toEqual(
      MUTANTS.map((m) => m.id),
    );
  });
});
