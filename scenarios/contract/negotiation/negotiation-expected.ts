import type { ExpectedVerdicts } from '../ContractArea.ts';

/**
 * What `naive` (a defaulting, signature-only SDK) concludes on the negotiation rules, written by hand
 * (`reference` passes them all).
 */
export const NEGOTIATION_EXPECTED: ExpectedVerdicts = {
  'XV-NEG-001': { naive: 'fail' },
  'XV-NEG-002': { naive: 'fail' },
  'XV-NEG-003': { naive: 'fail' },
  'XV-NEG-004': { naive: 'fail' },
  // A defaulting reader still admits a minimal card: the rule that absence is not fixed by
  // rejecting it holds for naive too.
  'XV-NEG-005': { naive: 'pass' },
  // Naive activates every extension a declared list allows, required ones included.
  'XV-NEG-006': { naive: 'pass', judgedOn: 'wire' },
};
