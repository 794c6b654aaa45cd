import { discoverCase, planCase, reassembleCase } from '../core/contractCases.ts';
import type { ConformanceCase } from '../core/ConformanceCase.ts';
import { minimalCard } from './cardFixtures.ts';
import { planOver, signedDiscover } from './caseParams.ts';

/**
 * Targeted examples where a property's catch depends on how often its generator lands on a
 * situation (two usable fallbacks, a spelling the rule treats as equal, a look-alike type, a
 * chunk after `lastChunk`): each pins one such situation with an expectation written by hand, so
 * the catch no longer depends on the seed.
 */
const PDF_SKILL = { id: 'extract', name: 'Extract', description: 'Extracts fields', tags: ['x'] };

/**
 * Cards here declare `streaming: true` (and the caller streams): a card whose capabilities are
 * `{}` is one §5.7 presence decides, and a verifier that gets presence wrong would fail these
 * cases at the signature stage, for another rule's reason.
 */
const CAPS = { capabilities: { streaming: true } };

const resolving = (name: string) =>
  minimalCard({ name, ...CAPS, defaultInputModes: ['application/pdf'], skills: [PDF_SKILL] });

const PARTNER = 'https://keys.partner.example';

export const reachCases: ConformanceCase[] = [
  planCase({
    id: 'del-degraded-pair-two-usable-fallbacks',
    rule: 'XV-DEL-004',
    canonicalization: 'a2a-1.0',
    about:
      "with the planned pair degraded and two usable fallbacks, the first in the caller's order is chosen",
    build: async (ctx) => {
      const one = await signedDiscover(ctx, resolving('First Fallback'), 'a2a-1.0');
      const two = await signedDiscover(ctx, resolving('Second Fallback'), 'a2a-1.0');
      return planOver(await signedDiscover(ctx, resolving('Planned Peer'), 'a2a-1.0'), {
        skillId: 'extract',
        mediaType: 'application/pdf',
        degraded: [{ peer: 'case-peer', skillId: 'extract' }],
        peers: [
          { peer: 'peer-1', cardBase64: one.cardBase64 },
          { peer: 'peer-2', cardBase64: two.cardBase64 },
        ],
      });
    },
    expect: { decision: 'fallback', peer: 'peer-1' },
  }),
  planCase({
    id: 'del-degraded-peer-other-case-not-blocked',
    rule: 'XV-DEL-004',
    canonicalization: 'a2a-1.0',
    about:
      'routing memory about "CASE-PEER" says nothing about "case-peer": peer names are exact keys',
    build: async (ctx) =>
      planOver(await signedDiscover(ctx, resolving('Planned Peer'), 'a2a-1.0'), {
        skillId: 'extract',
        mediaType: 'application/pdf',
        degraded: [{ peer: 'CASE-PEER', skillId: 'extract' }],
      }),
    expect: { decision: 'send', peer: 'case-peer' },
  }),
  ...(
    [
      ['del-plus-json-part-not-json', ['application/json'], 'application/vnd.api+json'],
      ['del-look-alike-type-outside-range', ['image/*'], 'imagex/png'],
    ] as const
  ).map(([id, modes, mediaType]) =>
    planCase({
      id,
      rule: 'XV-DEL-001',
      canonicalization: 'a2a-1.0',
      about: `a "${mediaType}" part is refused by input modes ${JSON.stringify(modes)} (RFC 6838: another type)`,
      build: async (ctx) =>
        planOver(
          await signedDiscover(
            ctx,
            minimalCard({ ...CAPS, defaultInputModes: [...modes], skills: [PDF_SKILL] }),
            'a2a-1.0',
          ),
          { skillId: 'extract', mediaType },
        ),
      expect: {
        decision: 'reject',
        error: { type: 'CapabilityInvariantError', code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED' },
      },
    }),
  ),
  discoverCase({
    id: 'disc-scheme-name-other-case-undefined',
    rule: 'XV-DISC-002',
    canonicalization: 'a2a-1.0',
    about: 'a requirement naming "ApiKey" does not resolve to the defined scheme "apiKey"',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({
          ...CAPS,
          securitySchemes: {
            apiKey: { apiKeySecurityScheme: { location: 'header', name: 'X-Key' } },
          },
          securityRequirements: [{ schemes: { ApiKey: { list: ['read'] } } }],
        }),
        'a2a-1.0',
      ),
    expect: { admitted: false, stage: 'consistency', code: 'DISC_UNDEFINED_SECURITY_SCHEME' },
  }),
  discoverCase({
    id: 'sig-jku-default-port-and-host-case-allowed',
    rule: 'XV-SIG-004',
    canonicalization: 'a2a-1.0',
    about:
      'a jku on an allowed origin written with the host in capitals and the default port :443 is on that origin',
    build: async (ctx) => {
      const bytes = await ctx.signCard(minimalCard(CAPS), 'a2a-1.0', {
        jku: 'https://KEYS.Partner.Example:443/jwks.json',
      });
      return {
        cardBase64: Buffer.from(bytes).toString('base64'),
        jwks: ctx.jwks,
        policy: ctx.policy({ canonicalization: 'a2a-1.0', allowedJkuOrigins: [PARTNER] }),
      };
    },
    expect: { admitted: true, signature: 'valid' },
  }),
  discoverCase({
    id: 'sig-jku-other-port-refused',
    rule: 'XV-SIG-004',
    canonicalization: 'a2a-1.0',
    about: 'a jku on an allowed host but another port is another origin, refused',
    build: async (ctx) => {
      const bytes = await ctx.signCard(minimalCard(CAPS), 'a2a-1.0', {
        jku: 'https://keys.partner.example:8443/jwks.json',
      });
      return {
        cardBase64: Buffer.from(bytes).toString('base64'),
        jwks: ctx.jwks,
        policy: ctx.policy({ canonicalization: 'a2a-1.0', allowedJkuOrigins: [PARTNER] }),
      };
    },
    expect: { admitted: false, stage: 'signature', signature: 'invalid' },
  }),
  discoverCase({
    id: 'sig-revoked-kid-other-case-not-revoked',
    rule: 'A2A-SIG-004',
    canonicalization: 'a2a-1.0',
    about:
      'revoking "CROSSCHECK-CASE-KEY" does not revoke the key "crosscheck-case-key" (kids are exact)',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard(CAPS), 'a2a-1.0', { revokedKids: ['CROSSCHECK-CASE-KEY'] }),
    expect: { admitted: true, signature: 'valid', verifiedKid: 'crosscheck-case-key' },
  }),
  reassembleCase({
    id: 'str-chunk-after-last-chunk-kept',
    rule: 'XV-STR-001',
    about: 'a chunk appended after the one marked lastChunk is delivered data and is kept',
    params: {
      events: [
        { task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' } } },
        {
          artifactUpdate: {
            taskId: 't',
            contextId: 'c',
            artifact: { artifactId: 'a', parts: [{ text: 'first' }] },
            lastChunk: true,
          },
        },
        {
          artifactUpdate: {
            taskId: 't',
            contextId: 'c',
            artifact: { artifactId: 'a', parts: [{ text: 'late' }] },
            append: true,
          },
        },
      ],
    },
    expect: { artifacts: [{ artifactId: 'a', parts: [{ text: 'first' }, { text: 'late' }] }] },
  }),
];
