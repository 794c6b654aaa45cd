import type { CrosscheckErrorCode } from '../errors/CrosscheckError.ts';

/**
 * The rule a signature-stage refusal code charges (docs/adapter-protocol.md §4): the policy's
 * algorithm allow-list, key hints, `jku` origins and revocation each have a rule of their own;
 * every other way an entry fails to verify with a trusted key (no such key, several under one
 * kid, a key whose use or operations forbid it, a malformed or tampered entry) is an untrusted
 * signature (XV-SIG-005).
 */
const SIGNATURE_CODE_RULES: Partial<Record<CrosscheckErrorCode, string>> = {
  SIG_ALG_NOT_ALLOWED: 'XV-SIG-002',
  SIG_UNPROTECTED_KEY_HINT: 'XV-SIG-003',
  SIG_JKU_NOT_ALLOWED: 'XV-SIG-004',
  SIG_HEADER_MISSING_ALG_OR_KID: 'A2A-SIG-003',
  SIG_KEY_REVOKED: 'A2A-SIG-004',
};

/** The rule a signature-stage refusal with `code` belongs to. */
export function ruleOfSignatureCode(code: CrosscheckErrorCode | undefined): string {
  return (code === undefined ? undefined : SIGNATURE_CODE_RULES[code]) ?? 'XV-SIG-005';
}
