import type { Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../harness/options/index.ts';
import { DRAWN_OPERATORS, type MutationOperator } from '../../harness/mutation/index.ts';
import { withMutations } from './mutatedScenarioArb.ts';
import { PROPERTY_DEFINITIONS } from './searchedProperties.ts';
import { measureMutationReach } from './mutationReach.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import type { ModelScenario } from '../../scenarios/properties/VerifierScenario.ts';
import { discoveryProperties } from '../../scenarios/contract/discovery/discovery-properties.ts';
import { negotiationProperties } from '../../scenarios/contract/negotiation/negotiation-properties.ts';
import { delegationProperties } from '../../scenarios/contract/delegation/delegation-properties.ts';
import { signatureProperties } from '../../scenarios/contract/signature/signature-properties.ts';
import { streamProperties } from '../../scenarios/contract/stream/stream-properties.ts';

/**
 * What the generic mutator reaches, measured, not listed: over the default
 * budget of every property compared with the reference model, at five seeds, every operator
 * fires and every schema path of every input type (down to the member of a member:
 * `/skills/*\/inputModes`) that the generators produce and some operator can edit is edited at
 * least once. Five, not three: a path one property holds gets about two edits per search, so
 * three searches missed one by chance about once in a hundred paths (the keys and the policy
 * brought more paths), five about once in two thousand.
 */
const SEEDS = [DEFAULTS.seed, 1, 2, 3, 4];

/** Schema paths are compared down to three segments (`card:/securitySchemes/*\/httpAuth…`). */
function coarse(path: string): string {
  const [input, p = ''] = path.split(':');
  return `${input}:${p.split('/').slice(0, 4).join('/')}`;
}

const UNMUTATED = [
  ...negotiationProperties,
  ...discoveryProperties,
  ...delegationProperties,
  ...signatureProperties,
  ...streamProperties,
];

/** The model properties, their generators behind a mutator limited to `operators`. */
function definitions(operators?: readonly MutationOperator[]): PropertyDefinition[] {
  if (operators === undefined) return PROPERTY_DEFINITIONS.filter((d) => d.judge === undefined);
  return UNMUTATED.map((d) => ({
    ...d,
    arbitrary: withMutations(d.arbitrary as Arbitrary<ModelScenario>, {
      operators,
    }),
  }));
}

/**
 * A path held by fewer than this share of an input type's plain inputs is the generator's reach
 * to improve (the reach catalogue's business), not the mutator's.
 */
const LEAST_SHARE = 0.05;

/** Schema paths present but never mutated, and operators that never fired, over the seeds. */
function unreached(
  defs: readonly PropertyDefinition[],
  seeds: readonly number[] = SEEDS,
): { paths: string[]; operators: string[] } {
  const present = new Map<string, number>();
  const plain = new Map<string, number>();
  const mutated = new Set<string>();
  const fired = new Set<string>();
  for (const seed of seeds)
    for (const def of defs) {
      const reach = measureMutationReach(def, seed, DEFAULTS.runs);
      for (const [p, n] of reach.presentPaths)
        present.set(coarse(p), (present.get(coarse(p)) ?? 0) + n);
      for (const [input, n] of Object.entries(reach.plainInputs))
        plain.set(input, (plain.get(input) ?? 0) + n);
      for (const p of reach.mutatedPaths.keys()) mutated.add(coarse(p));
      for (const op of Object.keys(reach.operators)) fired.add(op);
    }
  const common = (p: string, n: number): boolean =>
    n >= LEAST_SHARE * (plain.get(p.split(':')[0] ?? '') ?? 0);
  return {
    paths: [...present]
      .filter(([p, n]) => common(p, n) && !mutated.has(p))
      .map(([p]) => p)
      .sort(),
    operators: DRAWN_OPERATORS.filter((op) => !fired.has(op)),
  };
}

describe('generic mutation reach', () => {
  it('mutates every schema path of every input type and fires every operator in the default budget', () => {
    expect(unreached(definitions())).toEqual({ paths: [], operators: [] });
  });

  it('complains when an operator is taken away: without edge-number the plan numbers go unmutated', () => {
    // The plan's numbers (`lastFailure.code`) are contract params: only edge-number edits them.
    const without = DRAWN_OPERATORS.filter((op) => op !== 'edge-number');
    // One seed is enough: what an operator that never runs misses does not depend on the seed.
    const missed = unreached(definitions(without), [DEFAULTS.seed]);
    expect(missed.operators).toEqual(['edge-number']);
    expect(missed.paths).toContain('plan:/lastFailure/code');
  });

  it('counts per property which operators fired and which paths they edited', () => {
    const def = PROPERTY_DEFINITIONS.find((d) => d.id === 'prop-del-unknown-skill')!;
    const reach = measureMutationReach(def, DEFAULTS.seed, DEFAULTS.runs);
    expect(reach.inputs).toBe(DEFAULTS.runs);
    // About a third of the budget is mutated (one input in three).
    expect(reach.mutated).toBeGreaterThan(DEFAULTS.runs / 6);
    expect(reach.mutated).toBeLessThan(DEFAULTS.runs / 2);
    const counted = Object.values(reach.operators).reduce((a, b) => a + (b ?? 0), 0);
    const edits = [...reach.mutatedPaths.values()].reduce((a, b) => a + b, 0);
    expect(edits).toBe(counted);
  });
});
