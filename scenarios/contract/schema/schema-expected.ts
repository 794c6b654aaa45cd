import type { ExpectedVerdicts } from '../ContractArea.ts';

/**
 * What `naive` (a defaulting, signature-only SDK) concludes on the schema rules, written by hand
 * (`reference` passes them all).
 */
export const SCHEMA_EXPECTED: ExpectedVerdicts = {
  // naive admits a card missing a REQUIRED member ("description" absent, "name" null).
  'A2A-CARD-001': { naive: 'fail' },
};
