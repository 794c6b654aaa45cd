import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMinimalCard, cardIdentityArb } from '../../../../harness/generators/index.ts';
import { createModel } from '../../../../harness/model/index.ts';
import type { VerifierPolicy } from '../../../../harness/contract/types.ts';
import type { KeyMaterial } from './KeyMaterial.ts';
import { MATERIAL_ALGS } from './KeyMaterial.ts';
import { generatedKey } from './generatedKeys.ts';
import { keyMaterialsInTurn } from './keyMaterialArb.ts';
import { signWithMaterial } from './signWithMaterial.ts';

const POLICY: VerifierPolicy = {
  floorVersion: '1.0',
  requiredNoDefault: [],
  canonicalization: 'a2a-1.0',
  algorithms: [...MATERIAL_ALGS],
  allowedJkuOrigins: [],
  revokedKids: [],
  crossVendor: true,
};
const card = buildMinimalCard(fc.sample(cardIdentityArb(), { seed: 1, numRuns: 1 })[0]!);

/** The reference's verdict on the card signed with `m`, its generated key trusted. */
async function verdict(m: KeyMaterial): Promise<string> {
  const signed = await signWithMaterial(card, 'a2a-1.0', m);
  const answer = await createModel().discover({
    cardBase64: Buffer.from(JSON.stringify(signed)).toString('base64'),
    jwks: { keys: [(await generatedKey(m.key)).publicJwk] },
    policy: POLICY,
  });
  return answer.admitted ? 'valid' : String(answer.code);
}

describe('signWithMaterial', () => {
  // RFC 7518 §3.3-3.5 and RFC 8037: each algorithm with the key it is defined for verifies;
  // a foreign curve or key type is not a key for it; RSA below 2048 bits is refused (jose
  // enforces §3.3 in the crypto step); ECDSA only as r || s at the curve's length, high S valid.
  const rows: [KeyMaterial, string][] = [
    [{ alg: 'ES256', key: 'P-256', encoding: 'raw' }, 'valid'],
    [{ alg: 'ES384', key: 'P-384', encoding: 'raw' }, 'valid'],
    [{ alg: 'ES512', key: 'P-521', encoding: 'raw' }, 'valid'],
    [{ alg: 'PS256', key: 'RSA-2048', encoding: 'raw' }, 'valid'],
    [{ alg: 'RS256', key: 'RSA-2048', encoding: 'raw' }, 'valid'],
    [{ alg: 'EdDSA', key: 'Ed25519', encoding: 'raw' }, 'valid'],
    [{ alg: 'ES256', key: 'P-256', encoding: 'high-s' }, 'valid'],
    [{ alg: 'ES512', key: 'P-521', encoding: 'high-s' }, 'valid'],
    [{ alg: 'ES256', key: 'P-256', encoding: 'der' }, 'SIG_INVALID'],
    [{ alg: 'ES512', key: 'P-521', encoding: 'unpadded' }, 'SIG_INVALID'],
    [{ alg: 'ES256', key: 'P-384', encoding: 'raw' }, 'SIG_KEY_NOT_TRUSTED'],
    [{ alg: 'ES384', key: 'P-256', encoding: 'raw' }, 'SIG_KEY_NOT_TRUSTED'],
    [{ alg: 'PS256', key: 'P-256', encoding: 'raw' }, 'SIG_KEY_NOT_TRUSTED'],
    [{ alg: 'PS256', key: 'RSA-1024', encoding: 'raw' }, 'SIG_INVALID'],
    [{ alg: 'RS256', key: 'RSA-1024', encoding: 'raw' }, 'SIG_INVALID'],
  ];
  it.each(rows)('%j: %s', async (m, expected) => {
    expect(await verdict(m)).toBe(expected);
  });

  it('leaves r and s unpadded where one had a leading zero', async () => {
    const entry = async (m: KeyMaterial) =>
      ((await signWithMaterial(card, 'a2a-1.0', m))['signatures'] as { signature: string }[])[0]!;
    const raw = Buffer.from(
      (await entry({ alg: 'ES512', key: 'P-521', encoding: 'raw' })).signature,
      'base64url',
    );
    const cut = Buffer.from(
      (await entry({ alg: 'ES512', key: 'P-521', encoding: 'unpadded' })).signature,
      'base64url',
    );
    expect(raw.length).toBe(132);
    // Three P-521 values in four have a leading zero in r or s: twenty tries all miss 1 in 2^40.
    expect(cut.length).toBeLessThan(132);
  });
});

describe('the high-S encoding', () => {
  // Group orders (SEC 2 §2.4.2, §2.6.1), written here from the standard, not from the code.
  const orders = {
    'P-256': BigInt('0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551'),
    'P-521': BigInt(
      '0x01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA51868783BF2F966B7FCC0148F709A5D03BB5C9B8899C47AEBB6FB71E91386409',
    ),
  } as const;
  it.each([
    ['ES256', 'P-256'],
    ['ES512', 'P-521'],
  ] as const)(
    '%s: serves s above half the order in every signing, whichever s the signer drew',
    async (alg, key) => {
      const n = orders[key];
      const sOf = async (): Promise<bigint> => {
        const signed = await signWithMaterial(card, 'a2a-1.0', { alg, key, encoding: 'high-s' });
        const value = Buffer.from(
          (signed['signatures'] as { signature: string }[])[0]!.signature,
          'base64url',
        );
        return BigInt(`0x${value.subarray(value.length / 2).toString('hex')}`);
      };
      // Twenty signings: the signer's own s is low in about half of them.
      const values = await Promise.all(Array.from({ length: 20 }, sOf));
      expect(values.filter((v) => v <= n / 2n || v >= n)).toEqual([]);
    },
  );
});

describe('keyMaterialsInTurn', () => {
  it('makes each algorithm with its own key in every encoding, then crosses them', () => {
    const first = keyMaterialsInTurn(25);
    expect(first.slice(0, 4).map((m) => m.encoding)).toEqual(['raw', 'der', 'high-s', 'unpadded']);
    expect(first).toContainEqual({ alg: 'ES256', key: 'P-384', encoding: 'raw' });
    expect(first).toContainEqual({ alg: 'PS256', key: 'RSA-1024', encoding: 'raw' });
  });
});
