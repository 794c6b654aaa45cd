import fc from 'fast-check';
import { DRAWN_OPERATORS, type MutationOperator, isGuided } from './operators.ts';
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
 * towards fewer picks, the first candidate node and the first variant. One pick in three is guided
 * (they edit one place of a value the document holds in several, `crossReferences.ts`) when
 * both kinds are allowed: a document holds a handful of cross-references and fifty-odd schema
 * paths, and the places one reader compares with another are where most readers go wrong.
 */
export function mutationPicksArb(options: MutationPicksOptions = {}): fc.Arbitrary<MutationPick[]> {
  const operators = options.operators ?? DRAWN_OPERATORS;
  const plain = operators.filter((op) => !isGuided(op));
  const guided = operators.filter(isGuided);
  const families = [plain, guided].filter((f) => f.length > 0);
  const op: fc.Arbitrary<MutationOperator> =
    families.length === 1
      ? fc.constantFrom(...families[0]!)
      : fc.oneof(
          { arbitrary: fc.constantFrom(...plain), weight: 2 },
          { arbitrary: fc.constantFrom(...guided), weight: 1 },
        );
  const pick: fc.Arbitrary<MutationPick> = fc.record({
    op,
    // Unbiased: fast-check favours small integers, which would favour the first schema paths of
    // a document; both still shrink towards 0 (the first path, the first variant).
    node: fc.noBias(fc.nat({ max: 9_999 })),
    choice: fc.noBias(fc.nat({ max: 9_999 })),
  });
  return fc.array(pick, { minLength: 1, maxLength: options.maxPicks ?? 3 });
}
