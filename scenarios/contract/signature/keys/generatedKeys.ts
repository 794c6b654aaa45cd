import { type KeyObject, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import type { PublicJwk } from '../../../../harness/contract/types.ts';
import { signerKey } from '../signer/signerKeys.ts';
import type { KeyMaterial } from './KeyMaterial.ts';

/** One generated key: its kid, private key object and public JWK (no `alg`: see KeyMaterial). */
export interface GeneratedKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicJwk;
}

const made = new Map<KeyMaterial['key'], Promise<GeneratedKey>>();

/** The kid of the generated key `key`. */
export function generatedKid(key: KeyMaterial['key']): string {
  return `crosscheck-gen-${key.toLowerCase()}`;
}

/**
 * The process's key of shape `key`, made once. No verdict depends on the key's bytes, only on
 * its shape, so one per process serves every run and seed; the 2048-bit RSA key is the signer
 * role's PS256 key (making one takes most of a second), under this key's own kid and without
 * its `alg`.
 */
export function generatedKey(key: KeyMaterial['key']): Promise<GeneratedKey> {
  let out = made.get(key);
  if (out === undefined) {
    out = make(key);
    made.set(key, out);
  }
  return out;
}

async function make(key: KeyMaterial['key']): Promise<GeneratedKey> {
  const kid = generatedKid(key);
  if (key === 'RSA-2048') {
    const { privateJwk, publicJwk } = await signerKey('PS256');
    const unbound: PublicJwk = { ...publicJwk, kid, use: 'sig' };
    delete unbound.alg;
    return {
      kid,
      privateKey: createPrivateKey({ key: privateJwk as never, format: 'jwk' }),
      publicJwk: unbound,
    };
  }
  const pair = generate(key);
  return {
    kid,
    privateKey: pair.privateKey,
    publicJwk: { ...pair.publicKey.export({ format: 'jwk' }), kid, use: 'sig' } as PublicJwk,
  };
}

function generate(key: Exclude<KeyMaterial['key'], 'RSA-2048'>): {
  privateKey: KeyObject;
  publicKey: KeyObject;
} {
  switch (key) {
    case 'P-256':
    case 'P-384':
    case 'P-521':
      return generateKeyPairSync('ec', { namedCurve: key });
    case 'RSA-1024':
      return generateKeyPairSync('rsa', { modulusLength: 1024 });
    case 'Ed25519':
      return generateKeyPairSync('ed25519');
  }
}
