import fc from 'fast-check';
import { isInputRefusal } from '../../harness/errors/index.ts';
import { canonicalizeCard } from '../../harness/canon/index.ts';
import type { Jwks, VerifierPolicy } from '../../harness/contract/types.ts';
import { type JsonObject, type JsonValue, isJsonObject } from '../../harness/json/JsonValue.ts';
import { parseCard } from '../../harness/card/index.ts';
import { referenceSteps } from '../../harness/model/index.ts';
import { casePolicy } from '../../harness/vocabulary/index.ts';
import {
  type AppliedMutation,
  type DocumentLayout,
  type InputType,
  type MutationOperator,
  type MutationPick,
  type MutationPicksOptions,
  mutationPicksArb,
  resolveMutations,
} from '../../harness/mutation/index.ts';
import { relationArb } from './relations.ts';
import { trustStandIn } from '../../scenarios/properties/trustedKeys.ts';
import type { ExtraEntry, ExtraEntryKind } from '../../scenarios/properties/extraEntries.ts';
import { CASE_SIGNING_KID } from '../../scenarios/core/caseSigningKid.ts';
import { signerKid } from '../../scenarios/contract/signature/signer/signerKeys.ts';
import {
  ALLOWED_JKU_ORIGIN,
  type CardRecipe,
  type SignRecipe,
  type DiscoverScenario,
  type ModelScenario,
  type PlanInputs,
  type PlanScenario,
} from '../../scenarios/properties/VerifierScenario.ts';

/** Options of {@link withMutations}. */
export interface WithMutationsOptions extends MutationPicksOptions {
  /** One input in `1 + plainWeight` is mutated (default 1: half the drawn inputs). */
  plainWeight?: number;
  /**
   * Where most mutated inputs are edited: the property's own ground. Default: none (every input
   * is edited anywhere).
   */
  focus?: MutationFocus;
}

/**
 * Where a rule's mutated inputs are edited: only the inputs its stages read (an edit
 * of the others can only move the input to another rule's ground), and, for a rule that does not
 * judge the schema stage, mostly so that every card still passes it (it parses and holds every
 * REQUIRED member). One mutated input in `1 + weight` may break the schema still, so the search
 * keeps meeting refusals, whose fixed members its rule owns.
 */
export interface MutationFocus {
  inputs: readonly InputType[];
  keepSchema: boolean;
  /** Inputs that keep the schema for every one that may break it (default 3). */
  weight?: number;
}

/** The policy a scenario's verifier is judged under, as a whole document the mutator edits. */
function policyOf(s: DiscoverScenario | PlanScenario): JsonObject {
  const whole = { ...casePolicy(), allowedJkuOrigins: [ALLOWED_JKU_ORIGIN], ...s.policy };
  return whole;
}

/** The keys a scenario's cards are verified with, as the document the mutator edits. */
function trustOf(s: DiscoverScenario | PlanScenario): JsonObject {
  const recipes = [s.card, ...(s.call === 'plan' ? s.plan.peers.map((p) => p.card) : [])];
  return (s.trust ?? trustStandIn(recipes)) as unknown as JsonObject;
}

/** A served card's signature entries in the order served, by kind (`own`: the valid one). */
type EntryKind = 'own' | ExtraEntryKind;

/** The kid a recipe's own entry is signed under: the case key's, or the signer key's of its alg. */
function signingKid(sign: SignRecipe): string {
  return sign.alg === undefined ? CASE_SIGNING_KID : signerKid(sign.alg);
}

/**
 * The signature entries a recipe serves, in order, as the document the mutator edits (with the
 * algorithm and kid the card's own entry is signed under): its own entry unless dropped, each extra one where it goes (as
 * `withExtraEntries` splices them).
 */
function signingOf(sign: SignRecipe): JsonObject {
  const kinds: EntryKind[] = sign.dropOwn === true ? [] : ['own'];
  for (const e of sign.extraEntries ?? []) kinds.splice(Math.min(e.at, kinds.length), 0, e.kind);
  const kid = signingKid(sign);
  return {
    alg: sign.alg ?? 'ES256',
    kid,
    entries: kinds.map((kind): JsonObject => {
      if (kind === 'own' || kind === 'own-copy') return { kind, kid };
      return { kind };
    }),
  };
}

/** The recipe serving `entries` in that order (the inverse of {@link signingOf}). */
function signWithEntries(sign: SignRecipe, entries: readonly JsonValue[]): SignRecipe {
  const kinds = entries.flatMap((e) =>
    isJsonObject(e) && typeof e['kind'] === 'string' ? [e['kind'] as EntryKind] : [],
  );
  const ownAt = kinds.indexOf('own');
  const extraEntries: ExtraEntry[] = kinds.flatMap((kind, at) =>
    at === ownAt ? [] : [{ at, kind: kind === 'own' ? 'own-copy' : kind }],
  );
  const { extraEntries: _e, dropOwn: _d, ...rest } = sign;
  void _e;
  void _d;
  return { ...rest, extraEntries, ...(ownAt < 0 ? { dropOwn: true } : {}) };
}

/**
 * The inputs of a scenario the mutator edits, as one JSON document, and what each part holds:
 * the cards, the trusted keys and the policy they are judged under, the delegation params, the
 * stream (exported for the reach counts, which list what an input holds).
 */
export function documentOf(s: ModelScenario): { doc: JsonObject; layout: DocumentLayout } {
  if (s.call === 'reassemble')
    return { doc: { events: s.events as unknown as JsonValue }, layout: { events: 'events' } };
  const judged = { jwks: trustOf(s), policy: policyOf(s) };
  // The card's signature entries are made when it is served: their kinds and order stand in.
  const signing: JsonObject = s.card.sign === null ? {} : { signing: signingOf(s.card.sign) };
  const signingLayout: DocumentLayout = s.card.sign === null ? {} : { signing: 'signing' };
  if (s.call === 'discover')
    return {
      doc: { card: s.card.card, ...judged, ...signing },
      layout: { card: 'card', jwks: 'jwks', policy: 'policy', ...signingLayout },
    };
  // The caller's mode is a closed enum of the contract: not edited. The peers' names (the
  // caller's routing keys) sit in the plan, their cards beside it.
  const { peers, callerMode, ...plan } = s.plan;
  void callerMode;
  return {
    doc: {
      card: s.card.card,
      plan: { ...plan, peerNames: peers.map((p) => p.peer) } as unknown as JsonObject,
      peers: peers.map((p) => p.card.card),
      ...judged,
      ...signing,
    },
    layout: {
      card: 'card',
      plan: 'plan',
      peers: 'card',
      jwks: 'jwks',
      policy: 'policy',
      ...signingLayout,
    },
  };
}

function recipeWith(recipe: CardRecipe, card: JsonValue | undefined): CardRecipe {
  return isJsonObject(card) ? { ...recipe, card } : recipe;
}

/** The scenario with its inputs replaced by the mutated document. */
export function withDocument(
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
  // Keys, policy and entries are replaced only when edited: an unedited scenario is served as
  // generated.
  const edited = (input: string): boolean => applied.some((a) => a.input === input);
  const entries = isJsonObject(doc['signing']) ? doc['signing']['entries'] : undefined;
  const signed =
    edited('signing') && s.card.sign !== null && Array.isArray(entries)
      ? { ...s.card, sign: signWithEntries(s.card.sign, entries) }
      : s.card;
  const card = recipeWith(signed, doc['card']);
  const judged = {
    ...(edited('jwks') ? { trust: doc['jwks'] as unknown as Jwks } : {}),
    ...(edited('policy') ? { policy: doc['policy'] as unknown as VerifierPolicy } : {}),
  };
  if (s.call === 'discover') return { ...s, card, ...judged, mutations: applied };
  const cards = Array.isArray(doc['peers']) ? doc['peers'] : [];
  const { peerNames, ...planDoc } = isJsonObject(doc['plan']) ? doc['plan'] : {};
  const names = Array.isArray(peerNames) ? peerNames : [];
  const plan = {
    ...s.plan,
    ...(planDoc as unknown as Partial<PlanInputs>),
    peers: s.plan.peers.map((p, i) => {
      const name = names[i];
      return {
        ...p,
        ...(typeof name === 'string' ? { peer: name } : {}),
        card: recipeWith(p.card, cards[i]),
      };
    }),
  };
  return { ...s, card, plan, ...judged, mutations: applied };
}

/** Whether a card passes the schema stage: it parses, and holds every REQUIRED member. */
function passesSchema(card: JsonObject): boolean {
  try {
    return (
      referenceSteps.checkRequired(parseCard(new TextEncoder().encode(JSON.stringify(card)))) ===
      undefined
    );
  } catch (cause) {
    if (!isInputRefusal(cause)) throw cause;
    return false;
  }
}

/**
 * Every card the harness must sign still canonicalizes, so serving it is no harness fault; with
 * `keepSchema`, every card still passes the schema stage.
 */
export function servable(s: ModelScenario, doc: JsonObject, keepSchema: boolean): boolean {
  if (s.call === 'reassemble') return true;
  const pairs: [CardRecipe, JsonValue | undefined][] = [[s.card, doc['card']]];
  if (s.call === 'plan') {
    const cards = Array.isArray(doc['peers']) ? doc['peers'] : [];
    s.plan.peers.forEach((p, i) => pairs.push([p.card, cards[i]]));
  }
  return pairs.every(([recipe, card]) => {
    if (!isJsonObject(card)) return false;
    if (keepSchema && !passesSchema(card)) return false;
    try {
      // jcs-emitted is what XV-SIG-001's invariant compares, whatever the card is signed under.
      canonicalizeCard(card, 'jcs-emitted');
      if (recipe.sign !== null) canonicalizeCard(card, recipe.sign.canonicalization);
      return true;
    } catch (cause) {
      if (!isInputRefusal(cause)) throw cause;
      return false;
    }
  });
}

/** Applies drawn picks to a scenario's inputs (exported for the mutator's tests and reach counts). */
export function mutateScenario(
  s: ModelScenario,
  picks: readonly MutationPick[],
  operators?: readonly MutationOperator[],
  focus?: MutationFocus,
): ModelScenario {
  const { doc, layout } = documentOf(s);
  const keepSchema = focus?.keepSchema ?? false;
  const accept = (d: JsonValue): boolean => servable(s, d as JsonObject, keepSchema);
  const out = resolveMutations(doc, layoutWithin(layout, focus), picks, accept, operators);
  if (out.applied.length === 0) return s;
  return { ...withDocument(s, out.doc as JsonObject, out.applied), unmutated: s };
}

/**
 * The generic mutator in front of a model property's generator: half the drawn inputs
 * as the generator made them, the others edited by structure-aware mutations of their cards,
 * keys, policy, signature entries, plan inputs and streams. Both branches come from the run's seed, and a mutated input shrinks towards
 * fewer mutations and towards the unmutated input, so it replays and shrinks like any other.
 */
export function withMutations<S extends ModelScenario>(
  arb: fc.Arbitrary<S>,
  options: WithMutationsOptions = {},
): fc.Arbitrary<S> {
  const { focus } = options;
  const within = (f: MutationFocus | undefined): fc.Arbitrary<S> =>
    fc
      .tuple(arb, mutationPicksArb(options))
      .map(([s, picks]) => mutateScenario(s, picks, options.operators, f) as S);
  const mutated =
    focus === undefined || !focus.keepSchema
      ? within(focus)
      : fc.oneof(
          { withCrossShrink: true },
          { arbitrary: within(focus), weight: focus.weight ?? 3 },
          { arbitrary: within({ ...focus, keepSchema: false }), weight: 1 },
        );
  // Plain inputs may carry a metamorphic relation (relations.ts); mutated ones do not: an edit can
  // make a set hold duplicates, whose order then rightly matters.
  const plain = fc
    .tuple(arb, relationArb())
    .map(([s, relation]) => (relation === undefined ? s : { ...s, relation }));
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: plain, weight: options.plainWeight ?? 1 },
    { arbitrary: mutated, weight: 1 },
  );
}

/** The layout of a scenario's document, within a focus. */
export function layoutWithin(
  layout: DocumentLayout,
  focus: MutationFocus | undefined,
): DocumentLayout {
  return focus === undefined
    ? layout
    : Object.fromEntries(Object.entries(layout).filter(([, t]) => focus.inputs.includes(t)));
}
