import { exportJWK, generateKeyPair } from 'jose';
import type { PublicJwk } from '../../../../../harness/contract/types.ts';

/** A key pair an attack case signs with; `publicJwk` goes into the params' `jwks` when trusted. */
export interface AttackKey {
  kid: string;
  alg: 'ES256' | 'ES384';
  privateJwk: Record<string, unknown>;
  publicJwk: PublicJwk;
}

/**
 * The keys of the attack catalogue, beyond the harness's case key (whose private half the case
 * context keeps to itself):
 * - `trusted`: ES256, put into the trusted set by the cases that need a raw-signed, trusted entry;
 * - `untrusted`: ES256, never trusted (the attacker's own key: B2, B3, E2);
 * - `p384`: ES384 on P-384, trusted, so only the allow-list can refuse it (A3);
 * - `retired`: ES256, trusted but listed as revoked (B7).
 */
export interface AttackKeys {
  trusted: AttackKey;
  untrusted: AttackKey;
  p384: AttackKey;
  retired: AttackKey;
}

let cached: Promise<AttackKeys> | undefined;

/**
 * The attack keys, generated once per process. Like the case key (harness/jws
 * `generateSigningKey`), they are not part of a run's reproducible choices: ECDSA signatures
 * differ per run anyway, and no verdict depends on the key material.
 */
export function attackKeys(): Promise<AttackKeys> {
  cached ??= (async () => {
    const [trusted, untrusted, p384, retired] = await Promise.all([
      makeKey('attack-trusted', 'ES256'),
      makeKey('attack-untrusted', 'ES256'),
      makeKey('attack-p384', 'ES384'),
      makeKey('attack-retired', 'ES256'),
    ]);
    return { trusted, untrusted, p384, retired };
  })();
  return cached;
}

async function makeKey(kid: string, alg: 'ES256' | 'ES384'): Promise<AttackKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const label = { kid, alg, use: 'sig' };
  return {
    kid,
    alg,
    privateJwk: { ...(await exportJWK(privateKey)), ...label },
    publicJwk: { ...(await exportJWK(publicKey)), ...label } as PublicJwk,
  };
}
