import { FlattenedSign, importJWK } from 'jose';
import type { JWK } from 'jose';
import { canonicalizeCard } from '../canon/canonicalizeCard.ts';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import type { JsonObject, JsonValue } from '../json/JsonValue.ts';
import { DEFAULT_JWS_TYP } from './defaults.ts';
import type { SignCardOptions } from './types.ts';
import { signJwsFast } from './fastJws.ts';

/**
 * Signs a card as A2A v1.0 §8.4.2 describes: a flattened JWS with a detached payload, the
 * payload being `canonicalizeCard(card, options.canonicalization)`. The protected header MUST
 * carry `alg` and `kid` (throws `SIG_HEADER_MISSING_ALG_OR_KID` otherwise) and gets
 * `typ: "JOSE"` unless the caller sets `typ`. Returns a new card with the entry
 * `{ protected, signature, header? }` appended to `signatures`; existing entries are kept and
 * the input is not modified. A bad key or header is a `USAGE` error (jose's error as `cause`).
 */
export async function signCard(card: JsonObject, options: SignCardOptions): Promise<JsonObject> {
  const { alg, kid } = options.protectedHeader;
  if (typeof alg !== 'string' || alg === '' || typeof kid !== 'string' || kid === '') {
    throw new CrosscheckError(
      'SIG_HEADER_MISSING_ALG_OR_KID',
      'Failed to sign the card: the protected header needs non-empty "alg" and "kid" (A2A §8.4.2). Pass both.',
    );
  }
  const existing = card['signatures'];
  if (existing !== undefined && existing !== null && !Array.isArray(existing)) {
    throw new CrosscheckError(
      'USAGE',
      'Failed to sign the card: its "signatures" member is not an array. Remove or fix it first.',
      {
        pointer: '/signatures',
      },
    );
  }
  const payload = new TextEncoder().encode(canonicalizeCard(card, options.canonicalization));
  const protectedHeader = {
    ...options.protectedHeader,
    typ: options.protectedHeader.typ ?? DEFAULT_JWS_TYP,
  };
  let entry: JsonObject;
  // The plain ECDSA case signs synchronously in node:crypto (fastJws.ts); jose does the rest,
  // and its errors, unchanged, for anything else.
  const fast = signJwsFast(payload, protectedHeader, options.unprotectedHeader, options.privateJwk);
  if (fast !== undefined) {
    entry = { protected: fast.protected, signature: fast.signature };
    if (fast.header !== undefined) entry['header'] = fast.header as JsonObject;
    return { ...card, signatures: [...(existing ?? []), entry] };
  }
  try {
    const key = await importSigningKey(options.privateJwk, alg);
    const signer = new FlattenedSign(payload).setProtectedHeader(protectedHeader);
    if (options.unprotectedHeader !== undefined)
      signer.setUnprotectedHeader(options.unprotectedHeader);
    const jws = await signer.sign(key);
    entry = { protected: jws.protected!, signature: jws.signature };
    if (jws.header !== undefined) entry['header'] = jws.header as JsonObject;
  } catch (cause) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to sign the card: ${(cause as Error).message}. Pass a private JWK that fits alg "${alg}".`,
      { cause },
    );
  }
  const signatures: JsonValue[] = [...(existing ?? []), entry];
  return { ...card, signatures };
}

/**
 * Importing a private JWK costs more than the ECDSA signature itself (about 0.27 ms of
 * main-thread work, BENCHMARKS.md §1), and callers sign many cards with one key object, so the
 * imported key is kept per (JWK object, alg). A WeakMap: the cache dies with the key object.
 */
type ImportedKey = Promise<CryptoKey | Uint8Array>;
const imported = new WeakMap<object, Map<string, ImportedKey>>();

function importSigningKey(jwk: Record<string, unknown>, alg: string): ImportedKey {
  let byAlg = imported.get(jwk);
  if (byAlg === undefined) imported.set(jwk, (byAlg = new Map<string, ImportedKey>()));
  let key = byAlg.get(alg);
  if (key === undefined) {
    const copy: JWK = { ...jwk };
    key = importJWK(copy, alg);
    // A failed import is not cached: the caller sees the error, and a later call may retry.
    key.catch(() => byAlg.delete(alg));
    byAlg.set(alg, key);
  }
  return key;
}
