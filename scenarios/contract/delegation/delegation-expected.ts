import type { ExpectedVerdicts } from '../ContractArea.ts';

/**
 * What `naive` (a defaulting, signature-only SDK) concludes on the delegation rules, written by hand
 * (`reference` passes them all).
 */
export const DELEGATION_EXPECTED: ExpectedVerdicts = {
  'XV-DEL-001': { naive: 'fail' },
  'XV-DEL-002': { naive: 'fail' },
  'XV-DEL-003': { naive: 'fail' },
  'XV-DEL-004': { naive: 'fail' },
  'XV-DEL-005': { naive: 'fail' },
  // Naive reports a silent peer as stalled.
  'XV-DEL-006': { naive: 'pass', judgedOn: 'wire' },
};
