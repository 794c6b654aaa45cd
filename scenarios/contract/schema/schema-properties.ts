import fc from 'fast-check';
import { cardArb } from '../../../harness/generators/index.ts';
import { byteEditArb, byteEditsInTurn } from '../../../harness/mutation/index.ts';
import { type PropertyDefinition, defineProperty } from '../../properties/PropertyDefinition.ts';
import type { CardRecipe, DiscoverScenario } from '../../properties/VerifierScenario.ts';
import { canonicalizationArb, discoverOf, signed } from '../../properties/scenarioBuilders.ts';

/** Share of the budget the byte stage takes: every kind of byte edit made once, in turn. */
const BYTE_STAGE_SHARE = 0.25;
/** Generated inputs the byte stage edits, taking turns (signed and unsigned alike). */
const BYTE_STAGE_INPUTS = 2;

/** A generated card, signed under either canonicalization or served unsigned. */
function recipeArb(): fc.Arbitrary<CardRecipe> {
  return fc
    .record({
      card: cardArb(),
      // Unsigned too: an edit that adds a member then still reaches the verdict it makes.
      canonicalization: fc.option(canonicalizationArb(), { nil: undefined }),
    })
    .map(({ card, canonicalization }) =>
      canonicalization === undefined ? { card, sign: null } : signed(card, canonicalization),
    );
}

/**
 * The inputs tried after the drawn ones: each kind of byte edit in turn on a few generated cards
 * (`byteEditsInTurn`), so that no kind waits for the draws to pick it: a size one byte past the
 * limit in two-byte characters is one draw in fifty. From the seed alone, so a replay makes them
 * again.
 */
function byteStage(seed: number, numRuns: number): Promise<DiscoverScenario[]> {
  const count = Math.floor(numRuns * BYTE_STAGE_SHARE);
  if (count === 0) return Promise.resolve([]);
  const recipes = fc.sample(recipeArb(), { seed, numRuns: BYTE_STAGE_INPUTS });
  const edits = byteEditsInTurn(count, (seed >>> 0) % 16);
  return Promise.resolve(
    edits.map((bytes, i) => discoverOf({ ...recipes[i % recipes.length]!, bytes })),
  );
}

/**
 * The card's bytes as served, below its JSON value. A verifier reads one I-JSON text: UTF-8 only
 * (RFC 8259 §8.1, RFC 7493 §2.1), the grammar of RFC 8259 §2-§7 and nothing more (no trailing
 * comma, comment, NaN, `+1`, raw control character, unknown escape, data after the value), within
 * the parser's limits in bytes and in nesting; and it reads an escape or whitespace spelt another
 * valid way as the same card, whose signature (over the parsed card, A2A §8.4.1) still verifies.
 * Everything else here is a refusal at the schema stage, before any signature is examined.
 */
export const schemaProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-card-bytes',
    rule: 'A2A-CARD-001',
    role: 'verifier',
    canonicalization: null,
    about:
      'the discovery verdict on a card served as bytes edited below its JSON value (grammar, encoding, size and depth at the limits) agrees with the reference model',
    projection: 'discover-verdict',
    arbitrary: fc
      .record({ recipe: recipeArb(), bytes: byteEditArb() })
      .map(({ recipe, bytes }) => discoverOf({ ...recipe, bytes })),
    examples: (seed, numRuns) => byteStage(seed, numRuns),
  }),
];
