import { exportJWK, generateKeyPair } from 'jose';
import type { PublicJwk } from '../vocabulary/index.ts';
import { DEFAULT_SIGNING_ALG } from './defaults.ts';

export interface SigningKeyPair {
  /** Private JWK with `kid`, `alg: "ES256"`, `use: "sig"`; for `signCard`. */
  privateJwk: Record<string, unknown>;
  /** The matching public JWK, for a trusted key set or a served JWKS. */
  publicJwk: PublicJwk;
}

/**
 * A fresh ES256 (P-256) key pair labelled with `kid`. Randomness comes from WebCrypto: keys are
 * not part of a run's reproducible choices (signatures differ per run anyway, ECDSA being
 * randomized), so they need not flow from the run seed.
 */
export async function generateSigningKey(kid: string): Promise<SigningKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(DEFAULT_SIGNING_ALG, {
    extractable: true,
  });
  const label = { kid, alg: DEFAULT_SIGNING_ALG, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), ...label };
  const publicJwk = { ...(await exportJWK(publicKey)), ...label } as PublicJwk;
  return { privateJwk, publicJwk };
}
