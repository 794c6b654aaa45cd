import fc from 'fast-check';
import { MUTATION_OPERATORS, type MutationOperator } from './JsonMutation.ts';
import type { MutationPick } from './resolveMutations.ts';

/** Options of {@link mutationPicksArb}. */
export interface MutationPicksOptions {
  /** The operators drawn from (default: all of them). */
  operators?: readonly MutationOperator[];
  /** Most picks one input gets (default 3). */
  maxPicks?: number;
}

/**
 * One to `maxPicks` mutation picks, drawn from the run's seed like every other choice, shrinking
 * towards fewer picks, the first candidate node and the first variant.
 */
export function mutationPicksArb(options: MutationPicksOptions = {}): fc.Arbitrary<MutationPick[]> {
  const operators = options.operators ?? MUTATION_OPERATORS;
  const pick: fc.Arbitrary<MutationPick> = fc.record({
    op: fc.constantFrom(...operators),
    // Unbiased: fast-check favours small integers, which would favour the first schema paths of
    // a document; both still shrink towards 0 (the first path, the first variant).
    node: fc.noBias(fc.nat({ max: 9_999 })),
    choice: fc.noBias(fc.nat({ max: 9_999 })),
  });
  return fc.array(pick, { minLength: 1, maxLength: options.maxPicks ?? 3 });
}
