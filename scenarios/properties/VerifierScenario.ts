import type {
  CallName,
  CallerMode,
  Canonicalization,
  ContractCalls,
  DegradedPair,
  Jwks,
  ReassembleParams,
  ReassembledArtifact,
  StreamEvent,
  VerifierPolicy,
} from '../../harness/contract/types.ts';
import { applyCardMutation, type CardMutation } from '../../harness/generators/index.ts';
import { type JsonObject, isJsonObject } from '../../harness/json/JsonValue.ts';
import { signCard } from '../../harness/jws/index.ts';
import { BoundedCache } from '../../harness/cache/BoundedCache.ts';
import { type CaseContext, toBase64 } from '../core/CaseContext.ts';
import {
  type AppliedMutation,
  type ByteEdit,
  applyByteEdit,
} from '../../harness/mutation/index.ts';
import type { RelationName } from './RelationName.ts';
import { type ExtraEntry, withExtraEntries } from './extraEntries.ts';
import { signerKey } from '../contract/signature/signer/signerKeys.ts';
import { servedTrustedKeys } from './trustedKeys.ts';
import type { SignerAlg } from '../contract/signature/signer/SignScenario.ts';
import type { DelegateScenario } from './client/DelegateScenario.ts';
import type { SignScenario } from '../contract/signature/signer/SignScenario.ts';
import type { KeyMaterial } from '../contract/signature/keys/KeyMaterial.ts';
import { signWithMaterial } from '../contract/signature/keys/signWithMaterial.ts';

/** Stands for the first origin the run's policy allows for `jku`, resolved when the card is served. */
export const ALLOWED_JKU_ORIGIN = '{allowed-jku-origin}';

/** How the harness signs a card: with its case key (`ctx.signCard`), or a key of another alg. */
export interface SignRecipe {
  canonicalization: Canonicalization;
  /** Protected-header members added to `alg`, `kid`, `typ` (may override them). */
  header?: JsonObject;
  /** Sign with the harness's trusted key for this algorithm instead of the ES256 case key. */
  alg?: Exclude<SignerAlg, 'ES256'>;
  /** Entries that do not verify, placed among the card's own after signing. */
  extraEntries?: ExtraEntry[];
  /** Drop the card's own (valid) entry, keeping only `extraEntries`. */
  dropOwn?: boolean;
  /**
   * Sign with a generated key of this shape under this algorithm instead (`alg` and `header`
   * are then not read); its public half is trusted under its own kid.
   */
  material?: KeyMaterial;
}

/**
 * A served card as data: the unsigned card, how to sign it, and what happens after signing.
 * Signatures are randomized (ECDSA) and keys are per run, so scenarios and regression files
 * store this recipe and sign it again in each run (within one, once: {@link serveCardText}).
 */
export interface CardRecipe {
  card: JsonObject;
  /** `null`: served unsigned. */
  sign: SignRecipe | null;
  /** Members set in the unprotected `header` of the signature entry after signing (not covered by it). */
  unprotectedHeader?: JsonObject;
  /** An edit of the emitted card after signing. */
  mutation?: CardMutation;
  /** An edit of the served text below its JSON value (grammar, encoding, size, depth), made last. */
  bytes?: ByteEdit;
}

/** The delegation triple and routing memory of a `plan` scenario. */
export interface PlanInputs {
  peer: string;
  skillId: string;
  mediaType: string;
  callerMode: CallerMode;
  callerExtensions: string[];
  degraded: DegradedPair[];
  lastFailure?: { peer: string; skillId: string; code: number; taskState?: string };
  peers: { peer: string; card: CardRecipe }[];
}

/**
 * What the generic mutator did to an input, for the evidence and the reach counts:
 * the edits are already in the scenario's cards, plan and events, so serving ignores this.
 */
interface Mutated {
  mutations?: AppliedMutation[];
  /**
   * The trusted keys as the mutator left them, key material as stand-ins (`trustedKeys.ts`);
   * absent: the run's keys, unedited.
   */
  trust?: Jwks;
  /** A metamorphic relation checked on this input too: the IUT also answers its transform. */
  relation?: RelationName;
  /** The generator's input the mutations edited (present with `mutations`). */
  unmutated?: ModelScenario;
}

export interface DiscoverScenario extends Mutated {
  call: 'discover';
  card: CardRecipe;
  /** Overrides of the run's default policy. */
  policy: Partial<VerifierPolicy>;
}

export interface PlanScenario extends Mutated {
  call: 'plan';
  card: CardRecipe;
  policy: Partial<VerifierPolicy>;
  plan: PlanInputs;
}

export interface ReassembleScenario extends Mutated {
  call: 'reassemble';
  events: StreamEvent[];
  /** The artifacts the events must reassemble into, when known by construction. */
  expected?: ReassembledArtifact[];
}

/** A scenario the reference model answers directly, compared through a projection. */
export type ModelScenario = DiscoverScenario | PlanScenario | ReassembleScenario;

/**
 * One generated input of a property, or one stored regression input: plain JSON. Client-role
 * (`delegate`) and signer-role (`sign`) scenarios are judged, not compared with a model answer.
 */
export type Scenario = ModelScenario | DelegateScenario | SignScenario;

/** Call names a model scenario can drive. */
export type ScenarioCall = ModelScenario['call'] & CallName;

function resolveTemplates(value: JsonObject, origin: string): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = typeof v === 'string' ? v.replace(ALLOWED_JKU_ORIGIN, origin) : v;
  }
  return out;
}

/** Most served card texts remembered per case context, and the longest recipe remembered. */
const SERVED_CARDS = 1024;
const LONGEST_REMEMBERED = 64 * 1024;
const served = new WeakMap<CaseContext, BoundedCache<string, Promise<string>>>();

/**
 * Signs (or not), edits and serializes a recipe: the exact card text the IUT is given. The same
 * recipe under the same case context is served the same text (an ECDSA signature differs at each
 * signing): an input judged again (the stage asking the model, then each IUT, then the model)
 * is signed once, and the verifier's memo of signatures it checked applies to it.
 */
export function serveCardText(recipe: CardRecipe, ctx: CaseContext): Promise<string> {
  let texts = served.get(ctx);
  if (texts === undefined) {
    texts = new BoundedCache(SERVED_CARDS);
    served.set(ctx, texts);
  }
  // Member order is part of the key, as it is of the text (`jcs-emitted` signs it as written);
  // numbers JSON cannot tell apart (-0, NaN, the infinities) are spelt out.
  const key = JSON.stringify(recipe, exactNumbers);
  if (key.length > LONGEST_REMEMBERED) return servedText(recipe, ctx);
  return texts.getOrSet(key, () => {
    const text = servedText(recipe, ctx);
    // A failure is not remembered: the next call tries again.
    text.catch(() => texts.get(key) === text && texts.delete(key));
    return text;
  });
}

function exactNumbers(_key: string, value: unknown): unknown {
  return typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))
    ? `\u0000number:${Object.is(value, -0) ? '-0' : String(value)}`
    : value;
}

async function servedText(recipe: CardRecipe, ctx: CaseContext): Promise<string> {
  let emitted: JsonObject = recipe.card;
  if (recipe.sign !== null) {
    const origin = ctx.policy().allowedJkuOrigins[0] ?? 'http://127.0.0.1';
    const { canonicalization, alg, extraEntries, dropOwn } = recipe.sign;
    const header = resolveTemplates(recipe.sign.header ?? {}, origin);
    if (recipe.sign.material !== undefined) {
      emitted = await signWithMaterial(recipe.card, canonicalization, recipe.sign.material);
    } else if (alg === undefined) {
      const bytes = await ctx.signCard(recipe.card, canonicalization, header);
      emitted = JSON.parse(new TextDecoder().decode(bytes)) as JsonObject;
    } else {
      const key = await signerKey(alg);
      emitted = await signCard(recipe.card, {
        privateJwk: key.privateJwk,
        protectedHeader: { alg, kid: key.kid, typ: 'JOSE', ...header },
        canonicalization,
      });
    }
    if (extraEntries !== undefined || dropOwn === true)
      emitted = await withExtraEntries(
        emitted,
        recipe.card,
        canonicalization,
        extraEntries ?? [],
        dropOwn === true,
      );
  }
  if (recipe.unprotectedHeader !== undefined)
    emitted = withUnprotectedHeader(emitted, recipe.unprotectedHeader);
  if (recipe.mutation !== undefined) emitted = applyCardMutation(emitted, recipe.mutation);
  return JSON.stringify(emitted);
}

function withUnprotectedHeader(card: JsonObject, header: JsonObject): JsonObject {
  const signatures = card['signatures'];
  if (!Array.isArray(signatures) || signatures.length === 0) return card;
  const last = signatures[signatures.length - 1];
  if (!isJsonObject(last)) return card;
  const entry = {
    ...last,
    header: { ...(isJsonObject(last['header']) ? last['header'] : {}), ...header },
  };
  return { ...card, signatures: [...signatures.slice(0, -1), entry] };
}

/** The contract params of a scenario, signed with the run's case key and policy. */
export async function scenarioParams<K extends ScenarioCall>(
  scenario: ModelScenario & { call: K },
  ctx: CaseContext,
): Promise<ContractCalls[K]['params']>;
export async function scenarioParams(scenario: ModelScenario, ctx: CaseContext): Promise<unknown> {
  if (scenario.call === 'reassemble') return { events: scenario.events } satisfies ReassembleParams;
  const discover = {
    cardBase64: await servedBase64(scenario.card, ctx),
    jwks: await trustedKeys(scenario, ctx),
    policy: resolvedPolicy(scenario.policy, ctx),
  };
  if (scenario.call === 'discover') return discover;
  const { peers, lastFailure, ...plan } = scenario.plan;
  return {
    ...discover,
    ...plan,
    ...(lastFailure === undefined ? {} : { lastFailure }),
    peers: await Promise.all(
      peers.map(async (p) => ({
        peer: p.peer,
        cardBase64: await servedBase64(p.card, ctx),
      })),
    ),
  };
}

/** The exact bytes a recipe is served as, base64: its text, then its byte-level edit. */
async function servedBase64(recipe: CardRecipe, ctx: CaseContext): Promise<string> {
  // Signed without its byte edit: every edit of one card is the same signing, made once.
  const { bytes, ...signedPart } = recipe;
  const text = await serveCardText(signedPart, ctx);
  return toBase64(bytes === undefined ? text : applyByteEdit(text, bytes));
}

/** The run's policy with the scenario's overrides, `{allowed-jku-origin}` resolved. */
function resolvedPolicy(overrides: Partial<VerifierPolicy>, ctx: CaseContext): VerifierPolicy {
  const origin = ctx.policy().allowedJkuOrigins[0] ?? 'http://127.0.0.1';
  const allowed = overrides.allowedJkuOrigins?.map((o) => o.replace(ALLOWED_JKU_ORIGIN, origin));
  return ctx.policy({
    ...overrides,
    ...(allowed === undefined ? {} : { allowedJkuOrigins: allowed }),
  });
}

/** The key set the scenario's cards are verified with (the mutator's edits included). */
function trustedKeys(scenario: DiscoverScenario | PlanScenario, ctx: CaseContext): Promise<Jwks> {
  const recipes = [
    scenario.card,
    ...(scenario.call === 'plan' ? scenario.plan.peers.map((p) => p.card) : []),
  ];
  return servedTrustedKeys(recipes, scenario.trust, ctx);
}

/** The card text a scenario serves (for evidence); `undefined` for streams. */
export function scenarioCard(params: unknown): string | undefined {
  const b64 = (params as { cardBase64?: unknown }).cardBase64;
  return typeof b64 === 'string' ? Buffer.from(b64, 'base64').toString('utf8') : undefined;
}
