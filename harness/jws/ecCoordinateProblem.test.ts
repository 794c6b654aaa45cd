import { FlattenedSign, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import type { PublicJwk } from '../vocabulary/index.ts';
import { ecCoordinateProblem } from './ecCoordinateProblem.ts';
import { verifyDetachedJws } from './verifyDetachedJws.ts';

const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
const jwk = (await exportJWK(publicKey)) as PublicJwk & { x: string; y: string };
const payload = Buffer.from('{"name":"card"}').toString('base64url');
const jws = await new FlattenedSign(Buffer.from('{"name":"card"}'))
  .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
  .sign(privateKey);
const leadingZero = (b64: string) =>
  Buffer.concat([Buffer.from([0]), Buffer.from(b64, 'base64url')]).toString('base64url');

const verify = (key: PublicJwk) =>
  verifyDetachedJws({ protected: jws.protected!, signature: jws.signature }, payload, key, [
    'ES256',
  ]);

describe('EC key coordinates have one spelling (RFC 7518 §6.2.1.2, issue 38)', () => {
  it('the honest key verifies', async () => {
    expect(await verify(jwk)).toEqual({ ok: true, value: true });
  });

  // Each verified before: WebCrypto's import reads them as the same point.
  it.each([
    [
      'x with a leading zero byte (33 bytes)',
      { x: leadingZero(jwk.x) },
      '"x" is 33 bytes, not the 32 of a P-256 coordinate (RFC 7518 §6.2.1.2)',
    ],
    [
      'y with a leading zero byte (33 bytes)',
      { y: leadingZero(jwk.y) },
      '"y" is 33 bytes, not the 32 of a P-256 coordinate (RFC 7518 §6.2.1.2)',
    ],
    ['x with a junk suffix', { x: `${jwk.x}!!` }, '"x" is not canonical unpadded base64url'],
    ['x padded', { x: `${jwk.x}=` }, '"x" is not canonical unpadded base64url'],
  ])('%s is refused as SIG_INVALID, naming the member', async (_, change, why) => {
    const outcome = await verify({ ...jwk, ...change });

    expect(outcome).toEqual({
      ok: false,
      code: 'SIG_INVALID',
      message: `Failed to verify the signature: the key's ${why}. Publish the key with each coordinate at its full length in unpadded base64url.`,
    });
  });

  it('leaves keys of other types and curves to the import', () => {
    expect(ecCoordinateProblem({ kty: 'RSA', n: 'AQAB', e: 'AQAB' })).toBeUndefined();
    expect(ecCoordinateProblem({ kty: 'EC', crv: 'secp256k1', x: 'AA', y: 'AA' })).toBeUndefined();
  });
});
