import type { Canonicalization } from '../../../../harness/contract/types.ts';
import type { JsonObject } from '../../../../harness/json/JsonValue.ts';

/** Signature algorithms the signer properties hand keys for (RFC 7518 §3, RFC 8037). */
export const SIGNER_ALGS = ['ES256', 'ES384', 'EdDSA', 'PS256'] as const;
export type SignerAlg = (typeof SIGNER_ALGS)[number];

/**
 * One generated input of a signer-role property, as plain JSON: the card the IUT is asked to
 * sign (vendor members, explicit defaults, empty lists, `signatures` already present), the
 * canonicalization, the algorithm of the harness's key, and protected-header members beyond
 * `alg` and `kid`.
 */
export interface SignScenario {
  call: 'sign';
  card: JsonObject;
  canonicalization: Canonicalization;
  alg: SignerAlg;
  /** Added to `{ alg, kid }` in the protected header the IUT is given. */
  header: JsonObject;
}
