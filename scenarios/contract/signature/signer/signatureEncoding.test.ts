import { sign } from 'node:crypto';
import { createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signerKey } from './signerKeys.ts';
import { hasPaddedHalf, signatureEncodingProblem, signingsToPad } from './signatureEncoding.ts';
import { SIGNER_KEY_ALGS, type SignerAlg } from './SignScenario.ts';

const HASH: Record<SignerAlg, string | null> = {
  ES256: 'sha256',
  ES384: 'sha384',
  ES512: 'sha512',
  EdDSA: null,
  PS256: 'sha256',
};

/** A value the harness's key for `alg` signs, as a JWS writes it (ECDSA as r || s). */
async function value(alg: SignerAlg): Promise<Buffer> {
  const key = createPrivateKey({ key: (await signerKey(alg)).privateJwk as never, format: 'jwk' });
  return sign(HASH[alg], Buffer.from('payload'), { key, dsaEncoding: 'ieee-p1363' });
}

const problem = async (alg: SignerAlg, bytes: Buffer): Promise<string | undefined> =>
  signatureEncodingProblem(alg, bytes.toString('base64url'), (await signerKey(alg)).publicJwk);

describe('signatureEncodingProblem', () => {
  it.each(SIGNER_KEY_ALGS)('finds nothing in a value %s writes', async (alg) => {
    expect(await problem(alg, await value(alg))).toBeUndefined();
  });

  it('refuses an ES256 value one octet short, as a signer that drops a leading zero writes it', async () => {
    expect(await problem('ES256', (await value('ES256')).subarray(1))).toBe(
      'the ES256 signature value is 63 octets, not 64 (r || s, each left-padded to 32 octets, RFC 7518 §3.4)',
    );
  });

  it('refuses DER, an RSA value one octet short and an r of zero', async () => {
    const key = createPrivateKey({
      key: (await signerKey('ES384')).privateJwk as never,
      format: 'jwk',
    });
    const der = sign('sha384', Buffer.from('payload'), { key, dsaEncoding: 'der' });
    expect(await problem('ES384', der)).toMatch(/^the ES384 signature value is \d+ octets, not 96/);
    expect(await problem('PS256', (await value('PS256')).subarray(1))).toBe(
      'the PS256 signature value is 255 octets, not 256',
    );
    const zeroR = Buffer.concat([Buffer.alloc(32), (await value('ES256')).subarray(32)]);
    expect(await problem('ES256', zeroR)).toBe("the ES256 signature's r is not in 1..n-1");
  });

  it('refuses base64url that is not canonical', async () => {
    const key = (await signerKey('EdDSA')).publicJwk;
    expect(signatureEncodingProblem('EdDSA', 'AAAA=', key)).toBe(
      'the signature value is not canonical base64url (RFC 7515 §2)',
    );
  });
});

describe('hasPaddedHalf', () => {
  it('sees a leading zero octet of r or of s, and nothing in other algorithms', () => {
    const half = (first: number) => Buffer.from([first, ...Buffer.alloc(31, 7)]);
    const b64 = (r: Buffer, s: Buffer) => Buffer.concat([r, s]).toString('base64url');
    expect(hasPaddedHalf('ES256', b64(half(0), half(1)))).toBe(true);
    expect(hasPaddedHalf('ES256', b64(half(1), half(0)))).toBe(true);
    expect(hasPaddedHalf('ES256', b64(half(1), half(1)))).toBe(false);
    expect(hasPaddedHalf('EdDSA', b64(half(0), half(0)))).toBe(false);
  });
});

describe('signingsToPad', () => {
  // About 1 in 128 signings on P-256 and P-384 has r or s with a leading zero octet, 3 in 4 on
  // P-521: the bounds that miss one as rarely as 2^-30.
  it('bounds each algorithm by its chance of a leading zero octet', () => {
    expect(SIGNER_KEY_ALGS.map((alg) => [alg, signingsToPad(alg)])).toEqual([
      ['ES256', 2657],
      ['ES384', 2657],
      ['ES512', 15],
      ['EdDSA', 1],
      ['PS256', 1],
    ]);
  });
});
