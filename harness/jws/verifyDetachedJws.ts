import { createHash } from 'node:crypto';
import { flattenedVerify } from 'jose';
import { BoundedCache } from '../cache/BoundedCache.ts';
import type { JWK } from 'jose';
import type { PublicJwk } from '../vocabulary/index.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import type { StepOutcome } from './types.ts';
import { ecCoordinateProblem } from './ecCoordinateProblem.ts';
import { verifyJwsFast } from './fastJws.ts';

/**
 * A2A §8.4.3 step 6, the only step that runs crypto: `jose.flattenedVerify` over
 * `{ protected, signature, header?, payload }` with the payload supplied by the caller (the
 * recomputed canonical form, never a `payload` taken from the card: catalogue D2), the key
 * given as a JWK (never raw bytes, which jose would accept as an HMAC secret: A2), and an
 * explicit `algorithms` list (jose allows every alg the key fits otherwise: A3).
 *
 * Every throw counts as a failed signature (`SIG_INVALID`): jose raises `JOSEError`s, but key
 * import and WebCrypto raise `TypeError`, `DOMException` or `RangeError` too (catalogue §4).
 */
export function verifyDetachedJws(
  jws: { protected: string; signature: string; header?: JsonObject },
  payloadB64url: string,
  key: PublicJwk,
  algorithms: string[],
): Promise<StepOutcome<true>> {
  // A coordinate the import would read leniently is refused before it: one key, one spelling.
  const malformed = ecCoordinateProblem(key);
  if (malformed !== undefined)
    return Promise.resolve({
      ok: false,
      code: 'SIG_INVALID',
      message: `Failed to verify the signature: the key's ${malformed}. Publish the key with each coordinate at its full length in unpadded base64url.`,
    });
  const interned = internKey(key);
  // Verification is a pure function of these exact inputs, so its outcome is kept: the oracle of
  // a property judges the very bytes the IUT verified a moment before (BENCHMARKS.md §1), and a
  // client plans again over the same cards after a failure. The payload enters as its digest.
  const memoKey = [
    jws.protected,
    jws.signature,
    jws.header === undefined ? '' : JSON.stringify(jws.header),
    createHash('sha256').update(payloadB64url).digest('base64'),
    keyIds.get(interned),
    algorithms.join(','),
  ].join('|');
  return outcomes.getOrSet(memoKey, () => {
    // The plain ECDSA case runs synchronously in node:crypto (fastJws.ts); jose does the rest.
    const fast = verifyJwsFast(jws, payloadB64url, interned, algorithms);
    if (fast === undefined) return verifyOnce(jws, payloadB64url, interned, algorithms);
    return Promise.resolve(fast.ok ? { ok: true, value: true } : failure(fast.error));
  });
}

function failure(e: unknown): StepOutcome<true> & { ok: false } {
  const err = e as { name?: string; code?: string; message?: string };
  const label = [err.name, err.code].filter((x) => typeof x === 'string').join(' ');
  return {
    ok: false,
    code: 'SIG_INVALID',
    message: `Failed to verify the signature: ${label || 'error'}: ${err.message ?? String(e)}. Re-sign the canonical card with the trusted key.`,
  };
}

const outcomes = new BoundedCache<string, Promise<StepOutcome<true>>>(4096);

async function verifyOnce(
  jws: { protected: string; signature: string; header?: JsonObject },
  payloadB64url: string,
  key: PublicJwk,
  algorithms: string[],
): Promise<StepOutcome<true>> {
  try {
    await flattenedVerify(
      {
        protected: jws.protected,
        signature: jws.signature,
        payload: payloadB64url,
        ...(jws.header === undefined ? {} : { header: jws.header }),
      },
      key as JWK,
      { algorithms },
    );
    return { ok: true, value: true };
  } catch (e) {
    return failure(e);
  }
}

/**
 * jose caches the key it imports from a JWK per JWK *object*. A child-process IUT or a JWKS
 * parsed afresh for every call hands over equal keys as new objects, and each import costs more
 * than the verification (BENCHMARKS.md §2), so equal public keys are mapped to the first object
 * seen. Bounded: the oldest entry goes first.
 */
const INTERNED_KEYS_MAX = 256;
const interned = new Map<string, PublicJwk>();
/** The identity string of each interned key object. */
const keyIds = new WeakMap<PublicJwk, string>();

function internKey(key: PublicJwk): PublicJwk {
  // Every member name takes part (so a private JWK never stands in for its public half, nor the
  // reverse), with the values of the public ones; private values never become map keys.
  const id = JSON.stringify([
    Object.keys(key).sort(),
    key.kty,
    key.crv,
    key.x,
    key.y,
    key.n,
    key.e,
    key.alg,
    key.use,
    key['key_ops'],
  ]);
  const known = interned.get(id);
  if (known !== undefined) return known;
  if (interned.size >= INTERNED_KEYS_MAX) interned.delete(interned.keys().next().value!);
  interned.set(id, key);
  keyIds.set(key, id);
  return key;
}
