import type { HeaderForm } from './HeaderForm.ts';

/** The JWS algorithms a generated entry's protected header may name (RFC 7518 §3.1, RFC 8037). */
export const MATERIAL_ALGS = ['ES256', 'ES384', 'ES512', 'PS256', 'RS256', 'EdDSA'] as const;

/** The keys an entry may be signed with: each curve, RSA below and at 2048 bits, Ed25519. */
export const MATERIAL_KEYS = [
  'P-256',
  'P-384',
  'P-521',
  'RSA-1024',
  'RSA-2048',
  'Ed25519',
] as const;

/**
 * How an ECDSA signature value is encoded (RFC 7518 §3.4 wants `r || s`, each left-padded to the
 * curve's size): as written, DER instead, the high-S twin `(r, n - s)` (valid: JWS sets no low-S
 * rule), or `r` and `s` without their leading zero bytes (made from a signature that has one).
 */
export const ECDSA_ENCODINGS = ['raw', 'der', 'high-s', 'unpadded'] as const;

/**
 * The key and signature material of a card's own signature entry, generated rather than listed:
 * the algorithm the header names crossed with the key that signs (a P-384 key under `ES256`, an
 * RSA key under `ES512`...), and the encoding of an ECDSA value. The trusted key set holds the
 * public half of the key under its own kid, with no `alg` member, so that only the key's shape
 * can refuse it (RFC 8725 §3.1: the algorithm comes from the verifier, the curve with it).
 */
export interface KeyMaterial {
  alg: (typeof MATERIAL_ALGS)[number];
  key: (typeof MATERIAL_KEYS)[number];
  encoding: (typeof ECDSA_ENCODINGS)[number];
  /** One member of the protected header spelt or typed oddly; absent: as a signer writes it. */
  header?: HeaderForm;
  /**
   * What the signature is computed over: absent, the card's canonical form (A2A §8.4.1);
   * `received-order`, the same members written by `JSON.stringify` in the order the card holds
   * them, as a signer that skips RFC 8785 signs (`receivedOrderPayload`).
   */
  payload?: 'received-order';
}
