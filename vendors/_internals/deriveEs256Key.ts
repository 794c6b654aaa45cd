import { createECDH, createHash } from 'node:crypto';
import type { PublicJwk } from '../../harness/vocabulary/index.ts';

/** Order n of the P-256 group (SEC 2 §2.4.2); a private scalar must lie in [1, n-1]. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * An ES256 key pair derived from a seed, so a vendor's JWKS and `kid` are the same on every run
 * with the same run seed (signatures still differ: ECDSA draws a fresh nonce per signature).
 * Test keys only: the scalar is a hash of public data.
 */
export function deriveEs256Key(
  seed: number,
  purpose: string,
  kid: string,
): { privateJwk: Record<string, unknown>; publicJwk: PublicJwk } {
  const key = `${seed}/${purpose}/${kid}`;
  let pair = derived.get(key);
  if (pair === undefined) {
    pair = derive(seed, purpose, kid);
    if (derived.size >= DERIVED_MAX) derived.delete(derived.keys().next().value!);
    derived.set(key, pair);
  }
  return pair;
}

/**
 * Pairs already derived. Returning the same JWK objects for the same inputs also lets
 * `signCard` reuse its imported key (it caches per JWK object), which costs more than the
 * signature. Bounded: the oldest entry goes first.
 */
const DERIVED_MAX = 512;
const derived = new Map<string, { privateJwk: Record<string, unknown>; publicJwk: PublicJwk }>();

function derive(
  seed: number,
  purpose: string,
  kid: string,
): { privateJwk: Record<string, unknown>; publicJwk: PublicJwk } {
  let d: Buffer;
  let round = 0;
  do {
    d = createHash('sha256').update(`${seed}/es256/${purpose}/${round++}`).digest();
    // Retry the (about 2^-32 likely) scalars outside [1, n-1].
  } while (
    BigInt(`0x${d.toString('hex')}`) === 0n ||
    BigInt(`0x${d.toString('hex')}`) >= P256_ORDER
  );
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey(); // 0x04 || X || Y, uncompressed (SEC 1 §2.3.3)
  const publicJwk: PublicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x: b64url(point.subarray(1, 33)),
    y: b64url(point.subarray(33, 65)),
    kid,
    alg: 'ES256',
    use: 'sig',
  };
  return Object.freeze({
    privateJwk: Object.freeze({ ...publicJwk, d: b64url(d) }),
    publicJwk: Object.freeze(publicJwk),
  });
}

function b64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}
