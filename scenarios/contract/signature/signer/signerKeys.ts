import { exportJWK, generateKeyPair } from 'jose';
import type { PublicJwk } from '../../../../harness/contract/types.ts';
import type { SignerAlg } from './SignScenario.ts';

/** A key pair the harness hands a signer IUT, labelled with its `kid` and `alg`. */
export interface SignerKey {
  kid: string;
  privateJwk: Record<string, unknown>;
  publicJwk: PublicJwk;
}

const keys = new Map<SignerAlg, Promise<SignerKey>>();

/** The kid of the harness's key for `alg`. */
export function signerKid(alg: SignerAlg): string {
  return `crosscheck-signer-${alg.toLowerCase()}`;
}

/**
 * The process's key for `alg`, made once (an RSA key takes tens of milliseconds). Key material
 * comes from WebCrypto, like the harness's case key: signatures are randomized or keyed per run
 * anyway, and no verdict depends on the key's bytes.
 */
export function signerKey(alg: SignerAlg): Promise<SignerKey> {
  let key = keys.get(alg);
  if (key === undefined) {
    key = make(alg);
    keys.set(alg, key);
  }
  return key;
}

async function make(alg: SignerAlg): Promise<SignerKey> {
  const pair = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}),
  });
  const kid = signerKid(alg);
  const label = { kid, alg, use: 'sig' };
  return {
    kid,
    privateJwk: { ...(await exportJWK(pair.privateKey)), ...label },
    publicJwk: { ...(await exportJWK(pair.publicKey)), ...label } as PublicJwk,
  };
}
