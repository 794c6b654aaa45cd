import { createECDH, createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { BoundedCache } from '../cache/BoundedCache.ts';

/**
 * The ECDSA algorithms of RFC 7518 §3.4 that the hot path runs through `node:crypto`: the
 * curve the key must be on (JWK and OpenSSL names), the digest, and the byte length of each of
 * `r` and `s` (also the length of a coordinate, RFC 7518 §6.2.1.2).
 */
export const EC_ALGS = {
  ES256: { crv: 'P-256', curve: 'prime256v1', hash: 'sha256', size: 32 },
  ES384: { crv: 'P-384', curve: 'secp384r1', hash: 'sha384', size: 48 },
  ES512: { crv: 'P-521', curve: 'secp521r1', hash: 'sha512', size: 66 },
} as const;
export type EcAlg = keyof typeof EC_ALGS;

export function isEcAlg(alg: unknown): alg is EcAlg {
  return typeof alg === 'string' && Object.hasOwn(EC_ALGS, alg);
}

/** Exactly the base64url alphabet, no padding: every decoder reads such text the same way. */
const B64URL = /^[A-Za-z0-9_-]*$/;

/** `value` is unpadded base64url text that decodes to exactly `bytes` bytes. */
export function isB64urlOfLength(value: unknown, bytes: number): value is string {
  return (
    typeof value === 'string' && value.length === Math.ceil((bytes * 4) / 3) && B64URL.test(value)
  );
}

/**
 * Members a JWK may carry and still take the fast path. Anything else (`key_ops`, `ext`, `x5c`,
 * an RSA member…) sends the call to jose, whose import rules then decide: the fast path only
 * ever handles keys on which jose would reach the signature step.
 */
const PUBLIC_MEMBERS = new Set(['kty', 'crv', 'x', 'y', 'kid', 'alg', 'use']);
const PRIVATE_MEMBERS = new Set([...PUBLIC_MEMBERS, 'd']);

/**
 * Whether jose would accept `jwk` for `alg` without a remark (RFC 7517 §4.2 `use` "sig", §4.4
 * `alg` equal to the header's when present) and its coordinates have the curve's length.
 */
function plainEcJwk(jwk: Record<string, unknown>, alg: EcAlg, priv: boolean): boolean {
  const { crv, size } = EC_ALGS[alg];
  const allowed = priv ? PRIVATE_MEMBERS : PUBLIC_MEMBERS;
  for (const name of Object.keys(jwk)) if (!allowed.has(name)) return false;
  return (
    jwk['kty'] === 'EC' &&
    jwk['crv'] === crv &&
    (jwk['alg'] === undefined || jwk['alg'] === alg) &&
    (jwk['use'] === undefined || jwk['use'] === 'sig') &&
    (jwk['kid'] === undefined || typeof jwk['kid'] === 'string') &&
    isB64urlOfLength(jwk['x'], size) &&
    isB64urlOfLength(jwk['y'], size) &&
    (!priv || isB64urlOfLength(jwk['d'], size))
  );
}

/** RFC 7638 §3.2: the thumbprint input of an EC key is `{crv, kty, x, y}`, members in that order. */
function thumbprint(jwk: Record<string, unknown>): string {
  const input = JSON.stringify({ crv: jwk['crv'], kty: 'EC', x: jwk['x'], y: jwk['y'] });
  return createHash('sha256').update(input).digest('base64url');
}

/**
 * Imported keys, bounded (the oldest go first). A public key is keyed by its RFC 7638
 * thumbprint and the algorithm; a private one also by a digest of `d`, since a JWK could pair
 * one key's `d` with another's coordinates and must not borrow an import of the honest pair.
 * `null` records a key `node:crypto` refused (off the curve, say): jose decides those.
 */
const KEY_CACHE_MAX = 512;
const keyObjects = new BoundedCache<string, KeyObject | null>(KEY_CACHE_MAX);

/** The `KeyObject` for a plain public EC JWK fit for `alg`, or `undefined` for jose to handle. */
export function publicEcKey(jwk: Record<string, unknown>, alg: EcAlg): KeyObject | undefined {
  if (!plainEcJwk(jwk, alg, false)) return undefined;
  const id = `pub|${alg}|${thumbprint(jwk)}`;
  const known = keyObjects.get(id);
  if (known !== undefined) return known ?? undefined;
  let key: KeyObject | null = null;
  try {
    key = createPublicKey({
      key: { kty: 'EC', crv: jwk['crv'] as string, x: jwk['x'] as string, y: jwk['y'] as string },
      format: 'jwk',
    });
  } catch {
    key = null;
  }
  keyObjects.set(id, key);
  return key ?? undefined;
}

/** The `KeyObject` for a plain private EC JWK fit for `alg`, or `undefined` for jose to handle. */
export function privateEcKey(jwk: Record<string, unknown>, alg: EcAlg): KeyObject | undefined {
  if (!plainEcJwk(jwk, alg, true)) return undefined;
  const secret = createHash('sha256')
    .update(jwk['d'] as string)
    .digest('base64url');
  const id = `priv|${alg}|${thumbprint(jwk)}|${secret}`;
  const known = keyObjects.get(id);
  if (known !== undefined) return known ?? undefined;
  let key: KeyObject | null = null;
  try {
    key = createPrivateKey({
      key: {
        kty: 'EC',
        crv: jwk['crv'] as string,
        x: jwk['x'] as string,
        y: jwk['y'] as string,
        d: jwk['d'] as string,
      },
      format: 'jwk',
    });
    // node:crypto takes `d` without checking it against `x` and `y`; WebCrypto (so jose) refuses
    // such a JWK, so only a pair whose public half is the one given takes the fast path
    // (a KeyObject keeps the point it was given), so the point is derived from `d` here.
    const ecdh = createECDH(EC_ALGS[alg].curve);
    ecdh.setPrivateKey(Buffer.from(jwk['d'] as string, 'base64url'));
    const point = ecdh.getPublicKey();
    const given = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(jwk['x'] as string, 'base64url'),
      Buffer.from(jwk['y'] as string, 'base64url'),
    ]);
    if (!point.equals(given)) key = null;
  } catch {
    key = null;
  }
  keyObjects.set(id, key);
  return key ?? undefined;
}
