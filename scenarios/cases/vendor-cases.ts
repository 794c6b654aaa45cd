import type { Canonicalization, VerifierPolicy } from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { type CaseContext, toBase64, vendorOf } from '../core/CaseContext.ts';
import type { ConformanceCase } from '../core/ConformanceCase.ts';
import { discoverCase, planCase } from '../core/contractCases.ts';
import { TRACING_EXTENSION } from './cardFixtures.ts';
import { planOver, rawDiscover } from './caseParams.ts';

/** `discover` params for a simulated vendor's card exactly as it serves it. */
function served(
  ctx: CaseContext,
  vendor: string,
  canonicalization: Canonicalization,
  policy: Partial<VerifierPolicy> = {},
) {
  const v = vendorOf(ctx, vendor);
  return {
    cardBase64: toBase64(v.cardBytes),
    jwks: ctx.jwks,
    policy: ctx.policy({ canonicalization, ...policy }),
  };
}

/** The vendor's served card with its `capabilities` edited after signing. */
function editedCapabilities(
  ctx: CaseContext,
  vendor: string,
  extra: JsonObject,
  canonicalization: Canonicalization,
) {
  const card = vendorOf(ctx, vendor).card;
  const edited = { ...card, capabilities: { ...(card['capabilities'] as JsonObject), ...extra } };
  return rawDiscover(ctx, JSON.stringify(edited), { canonicalization });
}

const invoice = (mediaType: string, extra: Partial<Parameters<typeof planOver>[1]> = {}) => ({
  skillId: 'invoice.extract',
  mediaType,
  ...extra,
});

/** The seed failures on the simulated vendors' own cards (DESIGN §4), judged by contract. */
export const vendorCases: ConformanceCase[] = [
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
  planCase({
    id: 'vendor-b-pdf-sent',
    rule: 'XV-DEL-001',
    vendor: 'vendor-b',
    canonicalization: 'a2a-1.0',
    about: "a PDF for vendor B's invoice.extract resolves through the skill's inputModes",
    build: async (ctx) =>
      planOver(
        served(ctx, 'vendor-b', 'a2a-1.0'),
        invoice('application/pdf', { peer: 'vendor-b' }),
      ),
    expect: { decision: 'send', peer: 'vendor-b' },
  }),
  planCase({
    id: 'vendor-b-json-refused-for-pdf-skill',
    rule: 'XV-DEL-001',
    vendor: 'vendor-b',
    canonicalization: 'a2a-1.0',
    about:
      'a JSON part for invoice.extract (skill inputModes override the defaults) is refused before SendMessage',
    build: async (ctx) =>
      planOver(
        served(ctx, 'vendor-b', 'a2a-1.0'),
        invoice('application/json', { peer: 'vendor-b' }),
      ),
    expect: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED' },
    },
  }),
  planCase({
    id: 'vendor-b-blocking-caller-refused',
    rule: 'XV-DEL-002',
    vendor: 'vendor-b',
    canonicalization: 'a2a-1.0',
    about:
      'a blocking-only caller must not delegate to streaming vendor B (silent truncation, seed 002)',
    build: async (ctx) =>
      planOver(
        served(ctx, 'vendor-b', 'a2a-1.0'),
        invoice('application/pdf', { peer: 'vendor-b', callerMode: 'blocking' }),
      ),
    expect: { decision: 'reject', error: { code: 'DEL_STREAMING_BLOCKING_MISMATCH' } },
  }),
  planCase({
    id: 'vendor-b-unknown-skill-refused',
    rule: 'XV-DEL-003',
    vendor: 'vendor-b',
    canonicalization: 'a2a-1.0',
    about: 'vendor B declares no invoice.summarize skill',
    build: async (ctx) =>
      planOver(served(ctx, 'vendor-b', 'a2a-1.0'), {
        peer: 'vendor-b',
        skillId: 'invoice.summarize',
        mediaType: 'application/pdf',
      }),
    expect: { decision: 'reject', error: { code: 'DEL_UNKNOWN_SKILL' } },
  }),
  planCase({
    id: 'vendor-b-failure-falls-back-to-c',
    rule: 'XV-DEL-004',
    vendor: 'vendor-b',
    canonicalization: 'a2a-1.0',
    about:
      'after B fails the PDF task with -32602, (B, invoice.extract) is degraded and C takes the task',
    build: async (ctx) =>
      planOver(
        served(ctx, 'vendor-b', 'a2a-1.0'),
        invoice('application/pdf', {
          peer: 'vendor-b',
          lastFailure: {
            peer: 'vendor-b',
            skillId: 'invoice.extract',
            code: -32602,
            taskState: 'TASK_STATE_FAILED',
          },
          peers: [{ peer: 'vendor-c', cardBase64: toBase64(vendorOf(ctx, 'vendor-c').cardBytes) }],
        }),
      ),
    expect: {
      decision: 'fallback',
      peer: 'vendor-c',
      markDegraded: [{ peer: 'vendor-b', skillId: 'invoice.extract' }],
    },
  }),
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
