import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase } from '../../core/contractCases.ts';
import { served } from '../../cases/vendorCards.ts';

/** The seed failures on the simulated vendors' own cards (DESIGN §4) that the discovery rules judge, by contract. */
export const discoveryVendorCases: ConformanceCase[] = [
  discoverCase({
    id: 'vendor-b-prime-rejected-at-discovery',
    rule: 'XV-DISC-001',
    vendor: 'vendor-b-prime',
    canonicalization: 'jcs-emitted',
    about:
      'B′ signs enforceInputModes: true yet its skill takes PDF beyond defaultInputModes: reject at discovery',
    build: async (ctx) => served(ctx, 'vendor-b-prime', 'jcs-emitted'),
    expect: {
      admitted: false,
      stage: 'consistency',
      code: 'DISC_ENFORCE_INPUT_MODES_INCONSISTENT',
    },
  }),
  discoverCase({
    id: 'vendor-b-true-card-admitted',
    rule: 'XV-DISC-001',
    vendor: 'vendor-b',
    canonicalization: 'a2a-1.0',
    about: "vendor B's card is true (no enforcement declared), so pre-flight discovery admits it",
    // The control: no `enforceInputModes` to cover, so only the card-shape condition is relied on.
    conditions: ['skill-override-or-streaming-or-schemes'],
    build: async (ctx) => served(ctx, 'vendor-b', 'a2a-1.0'),
    expect: { admitted: true, signature: 'valid' },
  }),
];
