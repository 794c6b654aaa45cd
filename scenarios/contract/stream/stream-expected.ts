import type { ExpectedVerdicts } from '../ContractArea.ts';

/**
 * What `naive` (a defaulting, signature-only SDK) concludes on the stream rules, written by hand
 * (`reference` passes them all).
 */
export const STREAM_EXPECTED: ExpectedVerdicts = {
  'XV-STR-001': { naive: 'fail' },
};
