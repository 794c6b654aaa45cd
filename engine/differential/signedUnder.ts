import type { Canonicalization } from '../../harness/vocabulary/index.ts';
import type { CardRecipe, Scenario } from '../../scenarios/properties/VerifierScenario.ts';

/** The canonicalizations the cards of a generated input are signed under (none for a stream). */
export function signedUnder(scenario: Scenario): Canonicalization[] {
  const recipes: CardRecipe[] = [];
  if (scenario.call === 'discover') recipes.push(scenario.card);
  if (scenario.call === 'plan')
    recipes.push(scenario.card, ...scenario.plan.peers.map((p) => p.card));
  const used = new Set<Canonicalization>();
  for (const r of recipes) if (r.sign !== null) used.add(r.sign.canonicalization);
  return [...used].sort();
}
