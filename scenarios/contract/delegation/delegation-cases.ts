import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { planCase } from '../../core/contractCases.ts';
import { minimalCard } from '../../cases/cardFixtures.ts';
import { planOver, rawDiscover, signedDiscover } from '../../cases/caseParams.ts';

/** Vendor-B-shaped card (seed 002): JSON by default, `extract` overrides to PDF. */
const invoiceCard = minimalCard({
  defaultInputModes: ['application/json'],
  skills: [
    {
      id: 'extract',
      name: 'Extract',
      description: 'Extracts fields',
      tags: ['invoice'],
      inputModes: ['application/pdf'],
    },
    {
      id: 'images',
      name: 'Images',
      description: 'Reads images',
      tags: ['image'],
      inputModes: ['image/*'],
    },
    {
      id: 'informal',
      name: 'Informal',
      description: 'Informal mode token',
      tags: ['text'],
      inputModes: ['text'],
    },
    {
      id: 'csv',
      name: 'CSV',
      description: 'Reads CSV',
      tags: ['csv'],
      inputModes: ['text/csv; charset=utf-8'],
    },
  ],
});

/** A well-behaved fallback peer that resolves PDF for `extract`. */
const fallbackCard = minimalCard({
  name: 'Fallback Agent',
  defaultInputModes: ['application/pdf', 'application/json'],
  skills: [{ id: 'extract', name: 'Extract', description: 'Extracts fields', tags: ['invoice'] }],
});

const sendTo = (mediaType: string, skillId = 'extract') => ({ skillId, mediaType });

/** Seed 002 delegation rules (XV-DEL-001..005). Expectations written by hand from the seed. */
export const delegationCases: ConformanceCase[] = [
  ...(
    [
      ['del-pdf-to-pdf-skill-sent', 'application/pdf', 'extract', 'send'],
      ['del-media-type-case-insensitive', 'Application/PDF', 'extract', 'send'],
      ['del-undeclared-parameter-ignored', 'application/pdf; name=invoice.pdf', 'extract', 'send'],
      ['del-json-to-pdf-only-skill-refused', 'application/json', 'extract', 'reject'],
      ['del-subtype-wildcard-matches', 'image/png', 'images', 'send'],
      ['del-wildcard-does-not-cross-types', 'text/png', 'images', 'reject'],
      ['del-informal-token-matches-only-itself', 'text/markdown', 'informal', 'reject'],
      ['del-declared-parameter-must-match', 'text/csv; charset=latin1', 'csv', 'reject'],
      ['del-declared-parameter-value-case-insensitive', 'text/csv; charset=UTF-8', 'csv', 'send'],
    ] as const
  ).map(([id, mediaType, skillId, decision]) =>
    planCase({
      id,
      rule: 'XV-DEL-001',
      canonicalization: 'a2a-1.0',
      about: `a "${mediaType}" part for skill "${skillId}" must ${decision === 'send' ? 'be sent' : 'be refused before SendMessage'}`,
      build: async (ctx) =>
        planOver(await signedDiscover(ctx, invoiceCard, 'a2a-1.0'), sendTo(mediaType, skillId)),
      expect:
        decision === 'send'
          ? { decision: 'send', peer: 'case-peer' }
          : {
              decision: 'reject',
              error: { type: 'CapabilityInvariantError', code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED' },
            },
    }),
  ),
  planCase({
    id: 'del-streaming-peer-blocking-caller-refused',
    rule: 'XV-DEL-002',
    canonicalization: 'a2a-1.0',
    about: 'a blocking-only caller must not delegate to a peer that declares streaming: true',
    build: async (ctx) =>
      planOver(
        await signedDiscover(ctx, { ...invoiceCard, capabilities: { streaming: true } }, 'a2a-1.0'),
        {
          ...sendTo('application/pdf'),
          callerMode: 'blocking',
        },
      ),
    expect: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_STREAMING_BLOCKING_MISMATCH' },
    },
  }),
  planCase({
    id: 'del-streaming-peer-streaming-caller-sent',
    rule: 'XV-DEL-002',
    canonicalization: 'a2a-1.0',
    about: 'a streaming caller may delegate to a streaming peer',
    // The control on the other side of the boundary: the caller can consume streams, so the
    // rule's condition "streaming peer, blocking caller" deliberately does not hold.
    conditions: ['cross-vendor'],
    build: async (ctx) =>
      planOver(
        await signedDiscover(ctx, { ...invoiceCard, capabilities: { streaming: true } }, 'a2a-1.0'),
        sendTo('application/pdf'),
      ),
    expect: { decision: 'send', peer: 'case-peer' },
  }),
  planCase({
    id: 'del-unknown-skill-refused',
    rule: 'XV-DEL-003',
    canonicalization: 'a2a-1.0',
    about: 'delegating to a skill the card does not declare is refused before SendMessage',
    build: async (ctx) =>
      planOver(
        await signedDiscover(ctx, invoiceCard, 'a2a-1.0'),
        sendTo('application/pdf', 'invoice.summarize'),
      ),
    expect: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_UNKNOWN_SKILL' },
    },
  }),
  planCase({
    id: 'del-post-acceptance-mismatch-falls-back',
    rule: 'XV-DEL-004',
    canonicalization: 'a2a-1.0',
    about:
      'after -32602 on (peer, skill) the pair is degraded and the task goes to a peer that resolves PDF, not back',
    build: async (ctx) => {
      const fallback = await signedDiscover(ctx, fallbackCard, 'a2a-1.0');
      return planOver(await signedDiscover(ctx, invoiceCard, 'a2a-1.0'), {
        ...sendTo('application/pdf'),
        lastFailure: {
          peer: 'case-peer',
          skillId: 'extract',
          code: -32602,
          taskState: 'TASK_STATE_FAILED',
        },
        peers: [{ peer: 'fallback-peer', cardBase64: fallback.cardBase64 }],
      });
    },
    expect: {
      decision: 'fallback',
      peer: 'fallback-peer',
      markDegraded: [{ peer: 'case-peer', skillId: 'extract' }],
    },
  }),
  planCase({
    id: 'del-content-type-error-falls-back',
    rule: 'XV-DEL-004',
    canonicalization: 'a2a-1.0',
    about: 'after -32005 ContentTypeNotSupportedError the same pair is never retried',
    build: async (ctx) => {
      const fallback = await signedDiscover(ctx, fallbackCard, 'a2a-1.0');
      return planOver(await signedDiscover(ctx, invoiceCard, 'a2a-1.0'), {
        ...sendTo('application/pdf'),
        lastFailure: { peer: 'case-peer', skillId: 'extract', code: -32005 },
        peers: [{ peer: 'fallback-peer', cardBase64: fallback.cardBase64 }],
      });
    },
    expect: { decision: 'fallback', peer: 'fallback-peer' },
  }),
  planCase({
    id: 'del-degraded-pair-not-chosen',
    rule: 'XV-DEL-004',
    canonicalization: 'a2a-1.0',
    about: 'a pair already marked capability-degraded is skipped in favour of a resolving peer',
    build: async (ctx) => {
      const fallback = await signedDiscover(ctx, fallbackCard, 'a2a-1.0');
      return planOver(await signedDiscover(ctx, invoiceCard, 'a2a-1.0'), {
        ...sendTo('application/pdf'),
        degraded: [{ peer: 'case-peer', skillId: 'extract' }],
        peers: [{ peer: 'fallback-peer', cardBase64: fallback.cardBase64 }],
      });
    },
    expect: { decision: 'fallback', peer: 'fallback-peer' },
  }),
  planCase({
    id: 'del-unsigned-card-across-boundary-refused',
    rule: 'XV-DEL-005',
    canonicalization: null,
    about: 'an unsigned card across a trust boundary is not delegated to',
    build: async (ctx) =>
      planOver(
        rawDiscover(ctx, JSON.stringify(invoiceCard), { crossVendor: true }),
        sendTo('application/pdf'),
      ),
    expect: { decision: 'reject', error: { code: 'DEL_SIGNATURE_UNVERIFIED' } },
  }),
  // Seed 002's conditions of validity, as cases: where one does not hold, the rule does not
  // apply (the extra checks are overhead there) and the case is not-applicable with the
  // catalogue's reason, whatever the IUT would answer.
  planCase({
    id: 'del-same-vendor-peer-condition',
    rule: 'XV-DEL-005',
    canonicalization: null,
    about:
      'condition case (seed 002): inside one trust domain, signature-only trust is acceptable; the rule does not apply',
    build: async (ctx) =>
      planOver(
        rawDiscover(ctx, JSON.stringify(invoiceCard), { crossVendor: false }),
        sendTo('application/pdf'),
      ),
    expect: { decision: 'send', peer: 'case-peer' },
  }),
  planCase({
    id: 'del-text-only-delegation-condition',
    rule: 'XV-DEL-001',
    canonicalization: 'a2a-1.0',
    about:
      'condition case (seed 002): a text/plain part cannot meet a media-type mismatch; the rule does not apply',
    build: async (ctx) =>
      planOver(await signedDiscover(ctx, invoiceCard, 'a2a-1.0'), sendTo('text/plain', 'extract')),
    expect: { decision: 'reject' },
  }),
];
