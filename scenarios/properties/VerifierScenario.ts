import type {
  CallName,
  CallerMode,
  Canonicalization,
  ContractCalls,
  DegradedPair,
  ReassembleParams,
  ReassembledArtifact,
  StreamEvent,
  VerifierPolicy,
} from '../../harness/contract/types.ts';
import { applyCardMutation, type CardMutation } from '../../harness/generators/index.ts';
import { type JsonObject, isJsonObject } from '../../harness/json/JsonValue.ts';
import { type CaseContext, toBase64 } from '../core/CaseContext.ts';

/** Stands for the first origin the run's policy allows for `jku`, resolved when the card is served. */
export const ALLOWED_JKU_ORIGIN = '{allowed-jku-origin}';

/** How the harness signs a card with its case key (`ctx.signCard`). */
export interface SignRecipe {
  canonicalization: Canonicalization;
  /** Protected-header members added to `alg`, `kid`, `typ` (may override them). */
  header?: JsonObject;
}

/**
 * A served card as data: the unsigned card, how to sign it, and what happens after signing.
 * Signatures are randomized (ECDSA) and keys are per run, so scenarios and regression files
 * store this recipe and sign again whenever the card is served.
 */
export interface CardRecipe {
  card: JsonObject;
  /** `null`: served unsigned. */
  sign: SignRecipe | null;
  /** Members set in the unprotected `header` of the signature entry after signing (not covered by it). */
  unprotectedHeader?: JsonObject;
  /** An edit of the emitted card after signing. */
  mutation?: CardMutation;
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

export interface DiscoverScenario {
  call: 'discover';
  card: CardRecipe;
  /** Overrides of the run's default policy. */
  policy: Partial<VerifierPolicy>;
}

export interface PlanScenario {
  call: 'plan';
  card: CardRecipe;
  policy: Partial<VerifierPolicy>;
  plan: PlanInputs;
}

export interface ReassembleScenario {
  call: 'reassemble';
  events: StreamEvent[];
  /** The artifacts the events must reassemble into, when known by construction. */
  expected?: ReassembledArtifact[];
}

/** One generated input of a property, or one stored regression input: plain JSON. */
export type Scenario = DiscoverScenario | PlanScenario | ReassembleScenario;

/** Call names a scenario can drive. */
export type ScenarioCall = Scenario['call'] & CallName;

function resolveTemplates(value: JsonObject, origin: string): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = typeof v === 'string' ? v.replace(ALLOWED_JKU_ORIGIN, origin) : v;
  }
  return out;
}

/** Signs (or not), edits and serializes a recipe: the exact card text the IUT is given. */
export async function serveCardText(recipe: CardRecipe, ctx: CaseContext): Promise<string> {
  let emitted: JsonObject = recipe.card;
  if (recipe.sign !== null) {
    const origin = ctx.policy().allowedJkuOrigins[0] ?? 'http://127.0.0.1';
    const header = resolveTemplates(recipe.sign.header ?? {}, origin);
    const bytes = await ctx.signCard(recipe.card, recipe.sign.canonicalization, header);
    emitted = JSON.parse(new TextDecoder().decode(bytes)) as JsonObject;
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
  scenario: Scenario & { call: K },
  ctx: CaseContext,
): Promise<ContractCalls[K]['params']>;
export async function scenarioParams(scenario: Scenario, ctx: CaseContext): Promise<unknown> {
  if (scenario.call === 'reassemble') return { events: scenario.events } satisfies ReassembleParams;
  const discover = {
    cardBase64: toBase64(await serveCardText(scenario.card, ctx)),
    jwks: ctx.jwks,
    policy: ctx.policy(scenario.policy),
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
        cardBase64: toBase64(await serveCardText(p.card, ctx)),
      })),
    ),
  };
}

/** The card text a scenario serves (for evidence); `undefined` for streams. */
export function scenarioCard(params: unknown): string | undefined {
  const b64 = (params as { cardBase64?: unknown }).cardBase64;
  return typeof b64 === 'string' ? Buffer.from(b64, 'base64').toString('utf8') : undefined;
}
