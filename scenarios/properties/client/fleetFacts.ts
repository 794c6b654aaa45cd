import type {
  DelegateParams,
  ExtensionsState,
  SignatureState,
  TriState,
} from '../../../harness/contract/types.ts';
import { readRequiredExtensions } from '../../../harness/card/index.ts';
import { parseServedCard, referenceSteps } from '../../../harness/model/index.ts';
import { ORACLE } from '../oracle.ts';
import type { DelegationObservation } from './observeDelegation.ts';

/**
 * What the reference model reads from one vendor's served card, for the task at hand: the facts
 * the judges hold a client's wire behaviour against. Computed from the exact bytes the client
 * fetched, under the client's own policy and trusted keys.
 */
export interface VendorFacts {
  id: string;
  /** Discovery admitted the card (schema, signature, consistency, version). */
  admitted: boolean;
  signature: SignatureState;
  /** `null` when the card was not admitted. */
  extensions: ExtensionsState | null;
  /** XV-NEG-006: the URIs of declared extensions the card marks `required: true`. */
  requiredExtensions: string[];
  streaming: TriState | null;
  /** XV-DEL-005: the signature verified, or the peer is inside the trust domain. */
  trusted: boolean;
  /** XV-DEL-003: the card declares the task's skill id, spelled exactly. */
  hasSkill: boolean;
  /** XV-DEL-001: the skill's resolved input modes (empty without the skill). */
  resolvedModes: string[];
  /** XV-DEL-001: every payload part's media type is accepted by `resolvedModes`. */
  acceptsParts: boolean;
  /** XV-DEL-002: not a streaming peer for a blocking-only caller across a trust boundary. */
  streamingCompatible: boolean;
  /** All of the above: a conforming client may send the task here. */
  suitable: boolean;
}

/** The media types of the payload parts: every part that names one (bare text is instruction). */
export function payloadMediaTypes(parts: readonly Record<string, unknown>[]): string[] {
  return parts
    .map((p) => p['mediaType'])
    .filter((m): m is string => typeof m === 'string' && m !== '');
}

/** The facts of every vendor of an observed delegation, by vendor id. */
export async function fleetFacts(seen: DelegationObservation): Promise<Map<string, VendorFacts>> {
  const out = new Map<string, VendorFacts>();
  for (const [id, cardBase64] of Object.entries(seen.cards)) {
    out.set(id, await vendorFacts(id, cardBase64, seen.params));
  }
  return out;
}

async function vendorFacts(
  id: string,
  cardBase64: string,
  params: DelegateParams,
): Promise<VendorFacts> {
  const found = await ORACLE.discover({ cardBase64, jwks: params.jwks, policy: params.policy });
  const caps = found.capabilities;
  // Contract 1.1 omits the signature state of a card refused at the schema stage: not examined.
  const signature = found.signature ?? 'absent';
  const trusted =
    referenceSteps.requireVerifiedForDelegation({
      signature,
      crossVendor: params.policy.crossVendor,
    }) === undefined;
  const parsed = parseServedCard(cardBase64);
  const requiredExtensions = 'card' in parsed ? readRequiredExtensions(parsed.card) : [];
  const modes =
    'card' in parsed ? referenceSteps.resolveInputModes(parsed.card, params.skillId) : undefined;
  const types = payloadMediaTypes(params.parts);
  const acceptsParts =
    modes !== undefined &&
    (types.length === 0 ? ['text/plain'] : types).every((t) =>
      referenceSteps.matchMediaType(modes, t),
    );
  const streaming = caps?.streaming ?? null;
  const streamingCompatible =
    referenceSteps.checkStreamingMode({
      streaming: streaming ?? 'undeclared',
      callerMode: params.callerMode,
      crossVendor: params.policy.crossVendor,
    }) === undefined;
  const hasSkill = modes !== undefined;
  return {
    id,
    admitted: found.admitted,
    signature,
    extensions: caps?.extensions ?? null,
    requiredExtensions,
    streaming,
    trusted,
    hasSkill,
    resolvedModes: modes ?? [],
    acceptsParts,
    streamingCompatible,
    suitable: found.admitted && trusted && hasSkill && acceptsParts && streamingCompatible,
  };
}
