import type { ExpectedVerdicts } from '../ContractArea.ts';

/**
 * What `naive` (a defaulting, signature-only SDK) concludes on the signature rules, written by hand
 * (`reference` passes them all).
 */
export const SIGNATURE_EXPECTED: ExpectedVerdicts = {
  // The attack catalogue (attacks/): duplicate card members read last-wins (D9).
  'A2A-SIG-001': { naive: 'fail' },
  'A2A-SIG-002': { naive: 'pass' },
  // alg/kid only in the unprotected header (A4), numeric kid (B1). Its JSON.parse header reader
  // is last-wins for lookup and verification alike, which RFC 7515 §4 allows (A8): it passes those.
  'A2A-SIG-003': { naive: 'fail' },
  'A2A-SIG-004': { naive: 'fail' },
  // naive writes JSON.stringify's output as UTF-8, as the reference does (prop-sign-emitted-bytes).
  'A2A-SIG-005': { naive: 'pass', judgedOn: 'property' },
  // naive signs ECDSA with node:crypto's ieee-p1363 form or jose, both padded (prop-sign-signature-encoding).
  'A2A-SIG-006': { naive: 'pass', judgedOn: 'property' },
  'XV-SIG-001': { naive: 'fail' },
  // No algorithm allow-list (A3), key hints taken from the unprotected header (A11), a foreign jku
  // not refused (B2), b64:false and non-canonical base64url accepted (A7, C5).
  'XV-SIG-002': { naive: 'fail' },
  'XV-SIG-003': { naive: 'fail' },
  'XV-SIG-004': { naive: 'fail' },
  'XV-SIG-005': { naive: 'fail' },
};
