import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { toBase64, vendorOf } from '../../core/CaseContext.ts';
import { planCase } from '../../core/contractCases.ts';
import { planOver } from '../../cases/caseParams.ts';
import { served, invoice } from '../../cases/vendorCards.ts';

/** The seed failures on the simulated vendors' own cards (DESIGN §4) that the delegation rules judge, by contract. */
export const delegationVendorCases: ConformanceCase[] = [
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
];
