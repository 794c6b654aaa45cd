import fc from 'fast-check';
import { canonicalizeCard } from '../../harness/canon/index.ts';
import { type JsonObject, type JsonValue, isJsonObject } from '../../harness/json/JsonValue.ts';
import {
  type AppliedMutation,
  type DocumentLayout,
  type MutationOperator,
  type MutationPick,
  type MutationPicksOptions,
  mutationPicksArb,
  resolveMutations,
} from '../../harness/mutation/index.ts';
import { relationArb } from './relations.ts';
import type { CardRecipe, ModelScenario, PlanInputs } from './VerifierScenario.ts';

/** Options of {@link withMutations}. */
export interface WithMutationsOptions extends MutationPicksOptions {
  /** One input in `1 + plainWeight` is mutated (default 2: a third of the budget). */
  plainWeight?: number;
}

/** The inputs of a scenario the mutator edits, as one JSON document, and what each part holds. */
function documentOf(s: ModelScenario): { doc: JsonObject; layout: DocumentLayout } {
  if (s.call === 'reassemble')
    return { doc: { events: s.events as unknown as JsonValue }, layout: { events: 'events' } };
  if (s.call === 'discover') return { doc: { card: s.card.card }, layout: { card: 'card' } };
  // The caller's mode is a closed enum of the contract: not edited.
  const { peers, callerMode, ...plan } = s.plan;
  void callerMode;
  return {
    doc: {
      card: s.card.card,
      plan: plan as unknown as JsonObject,
      peers: peers.map((p) => p.card.card),
    },
    layout: { card: 'card', plan: 'plan', peers: 'card' },
  };
}

function recipeWith(recipe: CardRecipe, card: JsonValue | undefined): CardRecipe {
  return isJsonObject(card) ? { ...recipe, card } : recipe;
}

/** The scenario with its inputs replaced by the mutated document. */
function withDocument(
  s: ModelScenario,
  doc: JsonObject,
  applied: AppliedMutation[],
): ModelScenario {
  if (s.call === 'reassemble') {
    // The artifacts known by construction no longer hold for edited events: the model judges.
    const { expected, ...rest } = s;
    void expected;
    return { ...rest, events: doc['events'] as unknown as typeof s.events, mutations: applied };
  }
  const card = recipeWith(s.card, doc['card']);
  if (s.call === 'discover') return { ...s, card, mutations: applied };
  const cards = Array.isArray(doc['peers']) ? doc['peers'] : [];
  const plan = {
    ...s.plan,
    ...(doc['plan'] as unknown as Partial<PlanInputs>),
    peers: s.plan.peers.map((p, i) => ({ ...p, card: recipeWith(p.card, cards[i]) })),
  };
  return { ...s, card, plan, mutations: applied };
}

/** Every card the harness must sign still canonicalizes, so serving it is no harness fault. */
function servable(s: ModelScenario, doc: JsonObject): boolean {
  if (s.call === 'reassemble') return true;
  const pairs: [CardRecipe, JsonValue | undefined][] = [[s.card, doc['card']]];
  if (s.call === 'plan') {
    const cards = Array.isArray(doc['peers']) ? doc['peers'] : [];
    s.plan.peers.forEach((p, i) => pairs.push([p.card, cards[i]]));
  }
  return pairs.every(([recipe, card]) => {
    if (!isJsonObject(card)) return false;
    try {
      // jcs-emitted is what XV-SIG-001's invariant compares, whatever the card is signed under.
      canonicalizeCard(card, 'jcs-emitted');
      if (recipe.sign !== null) canonicalizeCard(card, recipe.sign.canonicalization);
      return true;
    } catch {
      return false;
    }
  });
}

/** Applies drawn picks to a scenario's inputs (exported for the mutator's tests and reach counts). */
export function mutateScenario(
  s: ModelScenario,
  picks: readonly MutationPick[],
  operators?: readonly MutationOperator[],
): ModelScenario {
  const { doc, layout } = documentOf(s);
  const out = resolveMutations(doc, layout, picks, (d) => servable(s, d as JsonObject), operators);
  return withDocument(s, out.doc as JsonObject, out.applied);
}

/**
 * The generic mutator in front of a model property's generator (issue 21): most inputs as the
 * generator made them, the others edited by structure-aware mutations of their cards, plan
 * inputs and streams. Both branches come from the run's seed, and a mutated input shrinks towards
 * fewer mutations and towards the unmutated input, so it replays and shrinks like any other.
 */
export function withMutations<S extends ModelScenario>(
  arb: fc.Arbitrary<S>,
  options: WithMutationsOptions = {},
): fc.Arbitrary<S> {
  const mutated = fc
    .tuple(arb, mutationPicksArb(options))
    .map(([s, picks]) => mutateScenario(s, picks, options.operators) as S);
  // Plain inputs may carry a metamorphic relation (relations.ts); mutated ones do not: an edit can
  // make a set hold duplicates, whose order then rightly matters.
  const plain = fc
    .tuple(arb, relationArb())
    .map(([s, relation]) => (relation === undefined ? s : { ...s, relation }));
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: plain, weight: options.plainWeight ?? 2 },
    { arbitrary: mutated, weight: 1 },
  );
}
