import canonicalize from 'canonicalize';
import { flattenedVerify, importJWK, type JWK } from 'jose';
import { toTypedCard } from '../../harness/card/index.ts';
import { canonicalizeCard } from '../../harness/canon/index.ts';
import { verifyJwsFast } from '../../harness/jws/index.ts';
import type { DiscoverParams, DiscoverResult } from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';

/**
 * What a typical SDK does on discovery, written the way real ones are: `JSON.parse` (last
 * duplicate wins), a proto-style defaulting reader, and signature-only trust through `jose`
 * (which already refuses `alg: none`). Of the verifier policy it reads the key set and the
 * canonicalization the caller configured (the §8.4.1 form, or RFC 8785 over the parsed card
 * minus `signatures` with the `canonicalize` package); no consistency or version checks, no
 * algorithm allow-list, no revocation.
 */
export async function naiveDiscover(params: DiscoverParams): Promise<DiscoverResult> {
  const text = Buffer.from(params.cardBase64, 'base64').toString('utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return rejected('schema', 'CARD_MALFORMED_JSON', 'absent');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return rejected('schema', 'CARD_NOT_OBJECT', 'absent');
  }
  const card = toTypedCard(raw as JsonObject);
  let signature: DiscoverResult['signature'] = 'absent';
  let verifiedKid: string | undefined;
  if (card.signatures.length > 0) {
    const payload = Buffer.from(canonicalForm(raw as JsonObject, params)).toString('base64url');
    for (const entry of card.signatures) {
      const kid = await verifyEntry(entry, payload, params);
      if (kid !== undefined) {
        verifiedKid = kid;
        break;
      }
    }
    if (verifiedKid === undefined) return rejected('signature', 'SIG_INVALID', 'invalid');
    signature = 'valid';
  }
  const caps = card.capabilities;
  return {
    admitted: true,
    signature,
    ...(verifiedKid !== undefined ? { verifiedKid } : {}),
    // The defaulting reader cannot tell absent from false or from []: it reports its defaults.
    capabilities: {
      streaming: caps.streaming,
      pushNotifications: caps.pushNotifications,
      extendedAgentCard: caps.extendedAgentCard,
      extensions: caps.extensions.map((e) => e.uri),
    },
    // A list, even an empty one, reads as "negotiation supported" (seed 000's framework B).
    mayNegotiateExtensions: true,
  };
}

function canonicalForm(raw: JsonObject, params: DiscoverParams): string {
  if (params.policy.canonicalization === 'a2a-1.0') return canonicalizeCard(raw, 'a2a-1.0');
  const rest: JsonObject = { ...raw };
  delete rest['signatures'];
  return canonicalize(rest) ?? '';
}

async function verifyEntry(
  entry: { protected: string; signature: string; header?: JsonObject | undefined },
  payload: string,
  params: DiscoverParams,
): Promise<string | undefined> {
  try {
    const protectedHeader = JSON.parse(
      Buffer.from(entry.protected, 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    // Like jose's JWKS resolvers, the header seen for key lookup merges both headers.
    const header = { ...protectedHeader, ...(entry.header ?? {}) };
    const kid = typeof header['kid'] === 'string' ? header['kid'] : undefined;
    const alg = typeof header['alg'] === 'string' ? header['alg'] : undefined;
    const jwk = params.jwks.keys.find((k) => kid === undefined || k.kid === kid);
    if (!jwk || !alg) return undefined;
    // The plain ECDSA case in node:crypto, synchronously; jose's answer there is the same.
    const fast = verifyJwsFast(entry, payload, jwk, [alg]);
    if (fast !== undefined) return fast.ok ? (kid ?? '') : undefined;
    const key = await importJWK(jwk as JWK, alg);
    await flattenedVerify(
      {
        protected: entry.protected,
        signature: entry.signature,
        payload,
        ...(entry.header ? { header: entry.header } : {}),
      },
      key,
    );
    return kid ?? '';
  } catch {
    return undefined;
  }
}

function rejected(
  stage: 'schema' | 'signature',
  code: string,
  signature: DiscoverResult['signature'],
): DiscoverResult {
  return { admitted: false, stage, code, signature, mayNegotiateExtensions: false };
}
