import type { AgentCard } from '@a2a-js/sdk';
import { ClientFactory, DefaultAgentCardResolver } from '@a2a-js/sdk/client';
import { verifiesWithTrustedKeys } from './a2aJsTrust.ts';
import type {
  DiscoverParams,
  DiscoverResult,
  Stage,
  TriState,
} from '../../harness/contract/types.ts';

/** Where the resolver thinks the card came from; nothing is fetched (see `fetchImpl`). */
const CARD_ORIGIN = 'http://card.invalid/';

/**
 * Discovery as an application built on @a2a-js/sdk does it, with the SDK's own pieces only:
 * 1. `DefaultAgentCardResolver.resolve()` reads the served bytes (its `fetchImpl` hands it the
 *    bytes as a `Response`): `response.json()`, then its own normalization;
 * 2. `ClientFactory.createFromAgentCard()` builds a client, which fails when the card has no
 *    interface of a binding the SDK speaks: the SDK's one structural check;
 * 3. when the card carries signatures, `verifyAgentCardSignature()` with a key lookup by `kid` in
 *    the trusted key set (the retriever every SDK user writes; `jku` is never fetched).
 *
 * The SDK has no schema, consistency, version, revocation, algorithm or canonicalization
 * policy, so none is applied: the policy beyond the key set is not consulted.
 */
export async function a2aJsDiscover(params: DiscoverParams): Promise<DiscoverResult> {
  const bytes = Buffer.from(params.cardBase64, 'base64');
  const resolver = new DefaultAgentCardResolver({
    fetchImpl: async () =>
      new Response(bytes, { status: 200, headers: { 'content-type': 'application/json' } }),
  });
  let card: AgentCard;
  try {
    card = await resolver.resolve(CARD_ORIGIN);
  } catch {
    return rejected('schema', 'CARD_MALFORMED_JSON', 'absent');
  }
  if (typeof card !== 'object' || card === null || Array.isArray(card))
    return rejected('schema', 'CARD_NOT_OBJECT', 'absent');
  try {
    await new ClientFactory().createFromAgentCard(card);
  } catch {
    // "No compatible transport found": no interface the SDK can talk to.
    return rejected('schema', 'CARD_MISSING_REQUIRED', 'absent');
  }
  let signature: DiscoverResult['signature'] = 'absent';
  if (Array.isArray(card.signatures) && card.signatures.length > 0) {
    if (!(await verifiesWithTrustedKeys(card, params.jwks)))
      return rejected('signature', 'SIG_INVALID', 'invalid');
    signature = 'valid';
  }
  const caps = (card.capabilities ?? {}) as unknown as Record<string, unknown>;
  const extensions = Array.isArray(caps['extensions'])
    ? (caps['extensions'] as { uri?: unknown }[])
    : [];
  return {
    admitted: true,
    signature,
    capabilities: {
      streaming: readFlag(caps['streaming']),
      pushNotifications: readFlag(caps['pushNotifications']),
      extendedAgentCard: readFlag(caps['extendedAgentCard']),
      // `AgentCapabilities.extensions` is a plain repeated field in the SDK's types: absent is [].
      extensions: extensions.map((e) => (typeof e?.uri === 'string' ? e.uri : '')),
    },
    // The SDK sends whatever extensions the application activates; the card never gates it.
    mayNegotiateExtensions: true,
  };
}

/**
 * The SDK's flags are `optional bool` (`streaming?: boolean`): unset stays unset, which the
 * contract calls undeclared (`null` too, as the SDK's `fromJSON` reads it). Anything else is
 * read by truthiness, as the SDK's `if (!card.capabilities?.streaming)` checks do.
 */
function readFlag(value: unknown): TriState {
  if (value === undefined || value === null) return 'undeclared';
  return Boolean(value);
}

function rejected(
  stage: Stage,
  code: string,
  signature: DiscoverResult['signature'],
): DiscoverResult {
  return { admitted: false, stage, code, signature, mayNegotiateExtensions: false };
}
