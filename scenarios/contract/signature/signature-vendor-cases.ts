import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase } from '../../core/contractCases.ts';
import { editedCapabilities } from '../../cases/vendorCards.ts';

/** The seed failures on the simulated vendors' own cards (DESIGN §4) that the signature rules judge, by contract. */
export const signatureVendorCases: ConformanceCase[] = [
  discoverCase({
    id: 'vendor-a-empty-extensions-breaks-emitted-signature',
    rule: 'XV-SIG-001',
    vendor: 'vendor-a',
    canonicalization: 'jcs-emitted',
    about:
      "adding extensions: [] to vendor A's card after signing must invalidate it under jcs-emitted",
    build: async (ctx) => editedCapabilities(ctx, 'vendor-a', { extensions: [] }, 'jcs-emitted'),
    expect: { admitted: false, stage: 'signature', signature: 'invalid' },
  }),
];
