import fc from 'fast-check';
import type { Canonicalization, VerifierPolicy } from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import type { CardRecipe, DiscoverScenario, PlanInputs, PlanScenario } from './VerifierScenario.ts';

/** The peer name plan scenarios give the card under test. */
export const CASE_PEER = 'case-peer';

/** Either canonicalization, `jcs-emitted` drawn `jcsWeight` times as often. */
export function canonicalizationArb(jcsWeight = 1): fc.Arbitrary<Canonicalization> {
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant<Canonicalization>('a2a-1.0'), weight: 1 },
    { arbitrary: fc.constant<Canonicalization>('jcs-emitted'), weight: jcsWeight },
  );
}

/** A card signed with the harness's case key under `canonicalization`. */
export function signed(
  card: JsonObject,
  canonicalization: Canonicalization,
  extra: Partial<CardRecipe> = {},
): CardRecipe {
  return { card, sign: { canonicalization }, ...extra };
}

/** A `discover` scenario; the policy's canonicalization follows the signature's unless overridden. */
export function discoverOf(
  recipe: CardRecipe,
  policy: Partial<VerifierPolicy> = {},
): DiscoverScenario {
  const canonicalization = recipe.sign?.canonicalization;
  return {
    call: 'discover',
    card: recipe,
    policy: { ...(canonicalization ? { canonicalization } : {}), ...policy },
  };
}

/** A `plan` scenario with a streaming caller, no extensions, no routing memory unless given. */
export function planOf(
  recipe: CardRecipe,
  plan: Partial<PlanInputs> & { skillId: string; mediaType: string },
  policy: Partial<VerifierPolicy> = {},
): PlanScenario {
  return {
    ...discoverOf(recipe, policy),
    call: 'plan',
    plan: {
      peer: CASE_PEER,
      callerMode: 'streaming',
      callerExtensions: [],
      degraded: [],
      peers: [],
      ...plan,
    },
  };
}
