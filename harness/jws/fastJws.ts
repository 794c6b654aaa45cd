import { sign, verify } from 'node:crypto';
import { TextDecoder } from 'node:util';
import { JWSSignatureVerificationFailed } from 'jose/errors';
import type { JsonObject } from '../json/JsonValue.ts';
import { EC_ALGS, isB64urlOfLength, isEcAlg, privateEcKey, publicEcKey } from './ecKeyObjects.ts';

/**
 * ECDSA JWS signing and verification through `node:crypto`, synchronously, with keys imported
 * once as `KeyObject`s (BENCHMARKS.md §1: jose's WebCrypto pair costs about 2.7 times a
 * `node:crypto` pair). Only the plain case takes this path: an ES256/ES384/ES512 header with no
 * `crit` (so no `b64`, RFC 7797 §3), headers disjoint, a plain EC JWK of the header's curve, a
 * signature of the algorithm's exact length. There jose would run the same checks and reach the
 * ECDSA step, so the outcome is the same; everything else returns `undefined` and goes to jose.
 */

const B64URL = /^[A-Za-z0-9_-]*$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The protected header as jose reads it (RFC 7515 §5.2 steps 2–4), or `undefined`. */
function parseProtected(encoded: string): Record<string, unknown> | undefined {
  if (!B64URL.test(encoded) || encoded.length % 4 === 1) return undefined;
  try {
    const parsed: unknown = JSON.parse(strictUtf8.decode(Buffer.from(encoded, 'base64url')));
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function disjoint(a: Record<string, unknown>, b: Record<string, unknown> | undefined): boolean {
  if (b === undefined) return true;
  for (const name of Object.keys(b)) if (Object.hasOwn(a, name)) return false;
  return true;
}

/** `crit` anywhere sends the call to jose, which owns the extension rules (RFC 7515 §4.1.11). */
function plainHeaders(
  protectedHeader: Record<string, unknown>,
  header: Record<string, unknown> | undefined,
): boolean {
  return (
    protectedHeader['crit'] === undefined &&
    (header === undefined || (isPlainObject(header) && header['crit'] === undefined)) &&
    disjoint(protectedHeader, header)
  );
}

export type FastVerify = { ok: true } | { ok: false; error: Error };

/**
 * RFC 7515 §5.2 for a flattened JWS whose payload is `payloadB64url`, or `undefined` when the
 * case is not the plain one. A signature that does not verify yields jose's own error, so a
 * caller reports it exactly as it reported jose's.
 */
export function verifyJwsFast(
  jws: { protected: string; signature: string; header?: JsonObject },
  payloadB64url: string,
  jwk: Record<string, unknown>,
  algorithms: readonly string[],
): FastVerify | undefined {
  if (typeof jws.protected !== 'string' || typeof jws.signature !== 'string') return undefined;
  if (!B64URL.test(payloadB64url)) return undefined;
  const protectedHeader = parseProtected(jws.protected);
  if (protectedHeader === undefined) return undefined;
  if (!plainHeaders(protectedHeader, jws.header)) return undefined;
  const alg = jws.header?.['alg'] ?? protectedHeader['alg'];
  if (!isEcAlg(alg) || !algorithms.includes(alg)) return undefined;
  if (!isB64urlOfLength(jws.signature, 2 * EC_ALGS[alg].size)) return undefined;
  const key = publicEcKey(jwk, alg);
  if (key === undefined) return undefined;
  const ok = verify(
    EC_ALGS[alg].hash,
    Buffer.from(`${jws.protected}.${payloadB64url}`, 'latin1'),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(jws.signature, 'base64url'),
  );
  return ok ? { ok: true } : { ok: false, error: new JWSSignatureVerificationFailed() };
}

/**
 * RFC 7515 §5.1 for a flattened JWS over `payload`, as jose's `FlattenedSign` writes it (the
 * protected header is `JSON.stringify` of the object given, then base64url), or `undefined` when
 * the case is not the plain one.
 */
export function signJwsFast(
  payload: Uint8Array,
  protectedHeader: Record<string, unknown>,
  unprotectedHeader: Record<string, unknown> | undefined,
  privateJwk: Record<string, unknown>,
): { protected: string; signature: string; header?: Record<string, unknown> } | undefined {
  // jose serializes each header and judges the re-read copy (a toJSON, an undefined member): so
  // does this, and the copy of the unprotected header is what the entry carries.
  let text: string;
  let parsed: unknown;
  let header: unknown;
  try {
    text = JSON.stringify(protectedHeader);
    parsed = JSON.parse(text);
    header =
      unprotectedHeader === undefined ? undefined : JSON.parse(JSON.stringify(unprotectedHeader));
  } catch {
    return undefined;
  }
  if (!isPlainObject(parsed) || (header !== undefined && !isPlainObject(header))) return undefined;
  if (!plainHeaders(parsed, header)) return undefined;
  const alg = header?.['alg'] ?? parsed['alg'];
  if (!isEcAlg(alg)) return undefined;
  const key = privateEcKey(privateJwk, alg);
  if (key === undefined) return undefined;
  const encodedHeader = Buffer.from(text, 'utf8').toString('base64url');
  const input = Buffer.from(`${encodedHeader}.${Buffer.from(payload).toString('base64url')}`);
  const signature = sign(EC_ALGS[alg].hash, input, { key, dsaEncoding: 'ieee-p1363' });
  return {
    protected: encodedHeader,
    signature: signature.toString('base64url'),
    ...(header === undefined ? {} : { header }),
  };
}
