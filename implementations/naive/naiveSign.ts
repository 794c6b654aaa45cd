import { FlattenedSign, importJWK, type JWK } from 'jose';
import { canonicalizeCard } from '../../harness/canon/index.ts';
import { signJwsFast } from '../../harness/jws/index.ts';
import type { SignParams, SignResult } from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';

/**
 * Signs the way the spec's §8.4.2 recipe reads to most SDK authors: always the `a2a-1.0`
 * canonical form, whatever canonicalization the caller asked for, then emits the card with
 * `JSON.stringify`.
 */
export async function naiveSign(params: SignParams): Promise<SignResult> {
  const header = params.protectedHeader as { alg: string };
  const payload = new TextEncoder().encode(canonicalizeCard(params.card as JsonObject, 'a2a-1.0'));
  // The plain ECDSA case in node:crypto, synchronously (what jose writes there); jose otherwise.
  const jws =
    signJwsFast(payload, header, undefined, params.privateJwk) ??
    (await new FlattenedSign(payload)
      .setProtectedHeader(header)
      .sign(await importJWK(params.privateJwk as JWK, header.alg)));
  const previous = Array.isArray(params.card['signatures'])
    ? (params.card['signatures'] as unknown[])
    : [];
  const card = {
    ...params.card,
    signatures: [...previous, { protected: jws.protected, signature: jws.signature }],
  };
  return { cardBase64: Buffer.from(JSON.stringify(card)).toString('base64') };
}
