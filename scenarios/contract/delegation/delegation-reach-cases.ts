import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { planCase } from '../../core/contractCases.ts';
import { minimalCard } from '../../cases/cardFixtures.ts';
import { planOver, signedDiscover } from '../../cases/caseParams.ts';
import { PDF_SKILL, CAPS, resolving } from '../../cases/reachFixtures.ts';

/** Targeted examples of the delegation rules where a property's catch depends on how often its generator lands on a situation (see `scenarios/cases/reachFixtures.ts`). */
export const delegationReachCases: ConformanceCase[] = [
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
];
