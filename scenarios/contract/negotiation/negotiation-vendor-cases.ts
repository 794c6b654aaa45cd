import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase, planCase } from '../../core/contractCases.ts';
import { TRACING_EXTENSION } from '../../cases/cardFixtures.ts';
import { planOver } from '../../cases/caseParams.ts';
import { served } from '../../cases/vendorCards.ts';

/** The seed failures on the simulated vendors' own cards (DESIGN §4) that the negotiation rules judge, by contract. */
export const negotiationVendorCases: ConformanceCase[] = [
  discoverCase({
    id: 'vendor-a-extensions-undeclared',
    rule: 'XV-NEG-001',
    vendor: 'vendor-a',
    canonicalization: 'jcs-emitted',
    about: "vendor A's signed card omits extensions: a verifier must read UNDECLARED, not []",
    build: async (ctx) => served(ctx, 'vendor-a', 'jcs-emitted'),
    expect: {
      admitted: true,
      signature: 'valid',
      capabilities: { streaming: true, extensions: 'undeclared' },
      mayNegotiateExtensions: false,
    },
  }),
  planCase({
    id: 'vendor-a-no-tracing-activation',
    rule: 'XV-NEG-002',
    vendor: 'vendor-a',
    canonicalization: 'jcs-emitted',
    about: "the caller's tracing extension must not be activated toward vendor A (seed 000 stall)",
    build: async (ctx) =>
      planOver(served(ctx, 'vendor-a', 'jcs-emitted'), {
        peer: 'vendor-a',
        skillId: 'report.summarize',
        mediaType: 'text/plain',
        callerExtensions: [TRACING_EXTENSION],
      }),
    expect: { decision: 'send', peer: 'vendor-a', requestExtensions: [] },
  }),
  planCase({
    id: 'vendor-explicit-empty-tracing-allowed',
    rule: 'XV-NEG-002',
    vendor: 'vendor-explicit-empty',
    canonicalization: 'jcs-emitted',
    about: 'toward a vendor declaring extensions: [] the caller may request its tracing extension',
    build: async (ctx) =>
      planOver(served(ctx, 'vendor-explicit-empty', 'jcs-emitted'), {
        peer: 'vendor-explicit-empty',
        skillId: 'text.translate',
        mediaType: 'text/plain',
        callerExtensions: [TRACING_EXTENSION],
      }),
    expect: { decision: 'send', requestExtensions: [TRACING_EXTENSION] },
  }),
  discoverCase({
    id: 'vendor-minimal-admitted-undeclared',
    rule: 'XV-NEG-004',
    vendor: 'vendor-minimal',
    canonicalization: 'a2a-1.0',
    about:
      "the minimal vendor's card (no streaming, no extensions) is admitted with both UNDECLARED",
    build: async (ctx) => served(ctx, 'vendor-minimal', 'a2a-1.0'),
    expect: { admitted: true, capabilities: { streaming: 'undeclared', extensions: 'undeclared' } },
  }),
  discoverCase({
    id: 'vendor-minimal-admitted',
    rule: 'XV-NEG-005',
    vendor: 'vendor-minimal',
    canonicalization: 'a2a-1.0',
    about: 'a minimal valid card is admitted',
    build: async (ctx) => served(ctx, 'vendor-minimal', 'a2a-1.0'),
    expect: { admitted: true, signature: 'valid' },
  }),
];
