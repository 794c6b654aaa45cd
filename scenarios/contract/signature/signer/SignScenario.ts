import type { Canonicalization } from '../../../../harness/contract/types.ts';
import type { JsonObject } from '../../../../harness/json/JsonValue.ts';

/** Signature algorithms the harness has signer keys for (RFC 7518 §3, RFC 8037). */
export const SIGNER_KEY_ALGS = ['ES256', 'ES384', 'ES512', 'EdDSA', 'PS256'] as const;
export type SignerAlg = (typeof SIGNER_KEY_ALGS)[number];

/**
 * Signature algorithms the signer properties hand keys for unless a property names its own
 * (the signature encoding's property adds ES512, whose 66-byte `r` and `s` start with a zero
 * byte one time in two).
 */
export const SIGNER_ALGS: readonly SignerAlg[] = ['ES256', 'ES384', 'EdDSA', 'PS256'];

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
  /**
   * Sign again, each time with the description numbered, until an ECDSA value's `r` or `s` has
   * a leading zero byte (the signer has then shown that it pads it), at most this many times;
   * absent: once. Only the signature encoding's property sets it.
   */
  repeatUntilPadded?: number;
}
