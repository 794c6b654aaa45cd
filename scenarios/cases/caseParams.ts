import type {
  Canonicalization,
  DiscoverParams,
  PlanParams,
  VerifierPolicy,
} from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { type CaseContext, toBase64 } from '../core/CaseContext.ts';

/** `discover` params for an ad-hoc card signed with the harness's case key. */
export async function signedDiscover(
  ctx: CaseContext,
  card: JsonObject,
  canonicalization: Canonicalization,
  policy: Partial<VerifierPolicy> = {},
): Promise<DiscoverParams> {
  const bytes = await ctx.signCard(card, canonicalization);
  return {
    cardBase64: toBase64(bytes),
    jwks: ctx.jwks,
    policy: ctx.policy({ canonicalization, ...policy }),
  };
}

/** `discover` params for a card served exactly as `text` (tampered, unsigned or hostile). */
export function rawDiscover(
  ctx: CaseContext,
  text: string | Uint8Array,
  policy: Partial<VerifierPolicy> = {},
): DiscoverParams {
  return { cardBase64: toBase64(text), jwks: ctx.jwks, policy: ctx.policy(policy) };
}

/** `plan` params over discover params, with the delegation triple and routing memory. */
export function planOver(
  discover: DiscoverParams,
  plan: Partial<Omit<PlanParams, keyof DiscoverParams>> & { skillId: string; mediaType: string },
): PlanParams {
  return {
    ...discover,
    peer: 'case-peer',
    callerMode: 'streaming',
    callerExtensions: [],
    degraded: [],
    peers: [],
    ...plan,
  };
}
