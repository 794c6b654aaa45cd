import type { ExpectedVerdicts } from '../ContractArea.ts';

/**
 * What `naive` (a defaulting, signature-only SDK) concludes on the discovery rules, written by hand
 * (`reference` passes them all).
 */
export const DISCOVERY_EXPECTED: ExpectedVerdicts = {
  'XV-DISC-001': { naive: 'fail' },
  'XV-DISC-002': { naive: 'fail' },
  'XV-DISC-003': { naive: 'fail' },
};
