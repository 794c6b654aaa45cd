import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalizeCard } from '../canon/canonicalizeCard.ts';
import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import { type TestKey, baseCard, makeKey, optionsFor } from './_fixtures/fixtures.ts';
import { decodeBase64urlStrict } from './base64url.ts';
import { generateSigningKey } from './generateSigningKey.ts';
import { signCard } from './signCard.ts';
import { verifyCardSignatures } from './verifyCardSignatures.ts';
import { verifyDetachedJws } from './verifyDetachedJws.ts';
import { encodeBase64url } from './base64url.ts';

let k1: TestKey;
beforeAll(async () => {
  k1 = await makeKey('k1');
});

const header = (entry: JsonObject) =>
  parseStrictJson(decodeBase64urlStrict(entry['protected'] as string)!) as JsonObject;

describe('signCard (A2A §8.4.2)', () => {
  it('appends a detached flattened JWS over the canonical form, with typ JOSE by default', async () => {
    // Arrange
    const card = baseCard();
    // Act
    const signed = await signCard(card, {
      privateJwk: k1.privateJwk,
      protectedHeader: { alg: 'ES256', kid: 'k1' },
      canonicalization: 'a2a-1.0',
    });
    // Assert
    const entries = signed['signatures'] as JsonObject[];
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!).sort()).toEqual(['protected', 'signature']);
    expect(header(entries[0]!)).toEqual({ alg: 'ES256', kid: 'k1', typ: 'JOSE' });
    const payload = encodeBase64url(canonicalizeCard(card, 'a2a-1.0'));
    expect(
      await verifyDetachedJws(
        entries[0] as { protected: string; signature: string },
        payload,
        k1.publicJwk,
        ['ES256'],
      ),
    ).toEqual({ ok: true, value: true });
    expect(card['signatures']).toBeUndefined();
  });

  it('keeps existing entries and a caller typ, and writes the unprotected header', async () => {
    const card = { ...baseCard(), signatures: [{ protected: 'eyJ9', signature: 'AA' }] };
    const signed = await signCard(card, {
      privateJwk: k1.privateJwk,
      protectedHeader: {
        alg: 'ES256',
        kid: 'k1',
        typ: 'application/a2a-card+jose',
        jku: 'https://agent.example/jwks.json',
      },
      unprotectedHeader: { note: 'rotation-2' },
      canonicalization: 'jcs-emitted',
    });
    const entries = signed['signatures'] as JsonObject[];
    expect(entries[0]).toEqual({ protected: 'eyJ9', signature: 'AA' });
    expect(header(entries[1]!)).toEqual({
      alg: 'ES256',
      kid: 'k1',
      typ: 'application/a2a-card+jose',
      jku: 'https://agent.example/jwks.json',
    });
    expect(entries[1]!['header']).toEqual({ note: 'rotation-2' });
  });

  it.each([
    ['alg missing', { kid: 'k1' }],
    ['kid missing', { alg: 'ES256' }],
    ['kid empty', { alg: 'ES256', kid: '' }],
  ])('throws SIG_HEADER_MISSING_ALG_OR_KID when %s', async (_t, protectedHeader) => {
    const err = await signCard(baseCard(), {
      privateJwk: k1.privateJwk,
      protectedHeader: protectedHeader as { alg: string; kid: string },
      canonicalization: 'a2a-1.0',
    }).catch((e: unknown) => e);
    expect(isCrosscheckError(err, 'SIG_HEADER_MISSING_ALG_OR_KID')).toBe(true);
  });

  it('throws USAGE for a key that does not fit the alg', async () => {
    const err = await signCard(baseCard(), {
      privateJwk: k1.privateJwk,
      protectedHeader: { alg: 'RS256', kid: 'k1' },
      canonicalization: 'a2a-1.0',
    }).catch((e: unknown) => e);
    expect(isCrosscheckError(err, 'USAGE')).toBe(true);
  });

  it('generateSigningKey yields an ES256 pair that signs and verifies', async () => {
    // Arrange
    const { privateJwk, publicJwk } = await generateSigningKey('vendor-a-2026');
    // Act
    const signed = await signCard(baseCard(), {
      privateJwk,
      protectedHeader: { alg: 'ES256', kid: 'vendor-a-2026' },
      canonicalization: 'a2a-1.0',
    });
    const verdict = await verifyCardSignatures(
      signed,
      optionsFor([publicJwk], { canonicalization: 'a2a-1.0' }),
    );
    // Assert
    expect(publicJwk).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      kid: 'vendor-a-2026',
      alg: 'ES256',
      use: 'sig',
    });
    expect(publicJwk['d']).toBeUndefined();
    expect(verdict).toMatchObject({ state: 'valid', verifiedKid: 'vendor-a-2026' });
  });
});
