/**
 * Defaults of the card-signature code, in one place.
 */

/**
 * Entries of `signatures` examined per card (security catalogue F3). Key rotation (A2A §8.4.3
 * "multiple signatures MAY be present") needs two or three; 16 leaves room and bounds the work
 * an attacker can force per card.
 */
export const DEFAULT_MAX_SIGNATURE_ENTRIES = 16;

/** `typ` written into protected headers when the caller gives none (A2A §8.4.2: SHOULD be "JOSE"). */
export const DEFAULT_JWS_TYP = 'JOSE';

/** The algorithm `generateSigningKey` produces keys for. */
export const DEFAULT_SIGNING_ALG = 'ES256';
