import { FlattenedSign, flattenedVerify, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { makeKey, type TestKey } from './_fixtures/fixtures.ts';
import { encodeBase64url } from './base64url.ts';
import { highSTwin, p1363FromIntegers, P256_ORDER } from './ecdsaP256.ts';
import { signJwsFast, verifyJwsFast } from './fastJws.ts';

/**
 * The node:crypto path must give jose's answer wherever it answers at all: each JWS below is
 * judged by `verifyJwsFast` and by jose's `flattenedVerify`; where the fast path takes the case
 * (not `undefined`), the verdict and the error's name, code and message must be jose's.
 */
type Jws = { protected: string; signature: string; header?: JsonObject };

async function joseOutcome(jws: Jws, payload: string, jwk: object, algorithms: string[]) {
  try {
    await flattenedVerify({ ...jws, payload }, { ...jwk } as JWK, { algorithms });
    return { ok: true as const };
  } catch (e) {
    const err = e as Error & { code?: string };
    return { ok: false as const, error: `${err.name} ${err.code} ${err.message}` };
  }
}

function fastOutcome(jws: Jws, payload: string, jwk: object, algorithms: string[]) {
  const out = verifyJwsFast(jws, payload, jwk as Record<string, unknown>, algorithms);
  if (out === undefined || out.ok) return out;
  const err = out.error as Error & { code?: string };
  return { ok: false as const, error: `${err.name} ${err.code} ${err.message}` };
}

const payload = encodeBase64url('{"name":"Ledger Agent","version":"1.4.0"}');
const b64 = (o: unknown) => encodeBase64url(JSON.stringify(o));
let k256: TestKey;
let other: TestKey;
let k384: TestKey;
let good: Jws;

beforeAll(async () => {
  [k256, other, k384] = await Promise.all([makeKey('k1'), makeKey('k2'), makeKey('k3', 'ES384')]);
  const fast = signJwsFast(
    Buffer.from(payload, 'base64url'),
    { alg: 'ES256', kid: 'k1', typ: 'JOSE' },
    undefined,
    k256.privateJwk,
  )!;
  good = { protected: fast.protected, signature: fast.signature };
});

function flipLastByte(sig: string): string {
  const bytes = Buffer.from(sig, 'base64url');
  bytes[bytes.length - 1]! ^= 1;
  return bytes.toString('base64url');
}

describe('verifyJwsFast agrees with jose', () => {
  const cases: [string, () => { jws: Jws; jwk: object; algs?: string[] }, 'fast' | 'jose'][] = [
    ['a valid ES256 JWS', () => ({ jws: good, jwk: k256.publicJwk }), 'fast'],
    [
      'the high-S twin (C4)',
      () => ({
        jws: {
          ...good,
          signature: encodeBase64url(highSTwin(Buffer.from(good.signature, 'base64url'))),
        },
        jwk: k256.publicJwk,
      }),
      'fast',
    ],
    [
      'a flipped signature byte',
      () => ({ jws: { ...good, signature: flipLastByte(good.signature) }, jwk: k256.publicJwk }),
      'fast',
    ],
    [
      'r = 0, s = 0 (C3)',
      () => ({
        jws: { ...good, signature: encodeBase64url(p1363FromIntegers(0n, 0n)) },
        jwk: k256.publicJwk,
      }),
      'fast',
    ],
    [
      's = n (C3)',
      () => ({
        jws: { ...good, signature: encodeBase64url(p1363FromIntegers(1n, P256_ORDER)) },
        jwk: k256.publicJwk,
      }),
      'fast',
    ],
    ['another trusted key', () => ({ jws: good, jwk: other.publicJwk }), 'fast'],
    [
      'a key labelled alg ES256, use sig',
      () => ({ jws: good, jwk: { ...k256.publicJwk, alg: 'ES256', use: 'sig' } }),
      'fast',
    ],
    [
      'a signature one byte short',
      () => ({
        jws: {
          ...good,
          signature: Buffer.from(good.signature, 'base64url').subarray(1).toString('base64url'),
        },
        jwk: k256.publicJwk,
      }),
      'jose',
    ],
    [
      'a padded signature',
      () => ({ jws: { ...good, signature: `${good.signature}==` }, jwk: k256.publicJwk }),
      'jose',
    ],
    [
      'alg not in the list (A3)',
      () => ({ jws: good, jwk: k256.publicJwk, algs: ['ES384'] }),
      'jose',
    ],
    ['a P-384 key for ES256', () => ({ jws: good, jwk: k384.publicJwk }), 'jose'],
    ['a private JWK as the trusted key', () => ({ jws: good, jwk: k256.privateJwk }), 'jose'],
    ['a key with use enc', () => ({ jws: good, jwk: { ...k256.publicJwk, use: 'enc' } }), 'jose'],
    [
      'a key with key_ops',
      () => ({ jws: good, jwk: { ...k256.publicJwk, key_ops: ['sign'] } }),
      'jose',
    ],
    [
      'a key labelled another alg',
      () => ({ jws: good, jwk: { ...k256.publicJwk, alg: 'ES384' } }),
      'jose',
    ],
    [
      'a point off the curve',
      () => ({ jws: good, jwk: { ...k256.publicJwk, y: other.publicJwk.y } }),
      'jose',
    ],
    [
      'crit b64 false (RFC 7797)',
      () => ({
        jws: { ...good, protected: b64({ alg: 'ES256', kid: 'k1', crit: ['b64'], b64: false }) },
        jwk: k256.publicJwk,
      }),
      'jose',
    ],
    [
      'an unknown crit member',
      () => ({
        jws: { ...good, protected: b64({ alg: 'ES256', kid: 'k1', crit: ['exp'], exp: 1 }) },
        jwk: k256.publicJwk,
      }),
      'jose',
    ],
    [
      'headers not disjoint',
      () => ({ jws: { ...good, header: { kid: 'k1' } }, jwk: k256.publicJwk }),
      'jose',
    ],
    [
      'a disjoint unprotected header',
      () => ({ jws: { ...good, header: { note: 'x' } }, jwk: k256.publicJwk }),
      'fast',
    ],
    [
      'alg none',
      () => ({
        jws: { ...good, protected: b64({ alg: 'none', kid: 'k1' }) },
        jwk: k256.publicJwk,
        algs: ['none'],
      }),
      'jose',
    ],
    [
      'a header that is not JSON',
      () => ({ jws: { ...good, protected: encodeBase64url('{alg') }, jwk: k256.publicJwk }),
      'jose',
    ],
    [
      'a header that is an array',
      () => ({ jws: { ...good, protected: b64(['ES256']) }, jwk: k256.publicJwk }),
      'jose',
    ],
    [
      'another header, same signature',
      () => ({
        jws: { ...good, protected: b64({ alg: 'ES256', kid: 'k2' }) },
        jwk: k256.publicJwk,
      }),
      'fast',
    ],
  ];

  it.each(cases)('%s', async (_name, make, path) => {
    const { jws, jwk, algs = ['ES256'] } = make();
    const fast = fastOutcome(jws, payload, jwk, algs);
    const jose = await joseOutcome(jws, payload, jwk, algs);
    if (path === 'jose') {
      expect(fast).toBeUndefined();
    } else {
      expect(fast).toEqual(jose);
    }
  });

  it('accepts the valid JWS and refuses the flipped one (the table is not vacuous)', async () => {
    expect(fastOutcome(good, payload, k256.publicJwk, ['ES256'])).toEqual({ ok: true });
    expect(
      fastOutcome({ ...good, signature: flipLastByte(good.signature) }, payload, k256.publicJwk, [
        'ES256',
      ]),
    ).toEqual({
      ok: false,
      error:
        'JWSSignatureVerificationFailed ERR_JWS_SIGNATURE_VERIFICATION_FAILED signature verification failed',
    });
  });
});

describe('signJwsFast writes what jose writes', () => {
  it('the same protected header and header, and a signature jose verifies', async () => {
    const header = { alg: 'ES256', kid: 'k1', typ: 'JOSE', jku: 'https://agent.example/jwks.json' };
    const bytes = new TextEncoder().encode('{"a":1}');
    const fast = signJwsFast(bytes, header, { note: 'n' }, k256.privateJwk)!;
    const jose = await new FlattenedSign(bytes)
      .setProtectedHeader(header)
      .setUnprotectedHeader({ note: 'n' })
      .sign({ ...k256.privateJwk });
    expect(fast.protected).toBe(jose.protected);
    expect(fast.header).toEqual(jose.header);
    const verified = await flattenedVerify(
      { ...fast, payload: jose.payload },
      { ...k256.publicJwk } as JWK,
      { algorithms: ['ES256'] },
    );
    expect(new TextDecoder().decode(verified.payload)).toBe('{"a":1}');
  });

  it('leaves to jose what it does not handle', () => {
    const bytes = new Uint8Array([1]);
    const header = { alg: 'ES256', kid: 'k1' };
    // An RSA alg, a crit header, overlapping headers, a key for another curve, a JWK whose d is
    // another key's (node:crypto would take it, WebCrypto refuses it).
    expect(
      signJwsFast(bytes, { alg: 'RS256', kid: 'k' }, undefined, k256.privateJwk),
    ).toBeUndefined();
    expect(
      signJwsFast(bytes, { ...header, crit: ['b64'], b64: false }, undefined, k256.privateJwk),
    ).toBeUndefined();
    expect(signJwsFast(bytes, header, { kid: 'k1' }, k256.privateJwk)).toBeUndefined();
    expect(signJwsFast(bytes, header, undefined, k384.privateJwk)).toBeUndefined();
    expect(
      signJwsFast(bytes, header, undefined, { ...k256.privateJwk, d: other.privateJwk['d'] }),
    ).toBeUndefined();
    expect(signJwsFast(bytes, header, undefined, k256.privateJwk)).toBeDefined();
  });
});
