import fc from 'fast-check';
import type { DegradedPair } from '../../harness/contract/types.ts';
import {
  type CardIdentity,
  assembleCard,
  cardIdentityArb,
  dropUndefined,
  inputModesArb,
  partMediaTypeArb,
} from '../../harness/generators/index.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { type PropertyDefinition, defineProperty } from './PropertyDefinition.ts';
import { CASE_PEER, canonicalizationArb, planOf, signed } from './scenarioBuilders.ts';
import type { CardRecipe } from './VerifierScenario.ts';

/** A second skill some cards declare, so an id may be known on one card and unknown on another. */
const SECOND_SKILL_ID = 'report.summarize';
const SECOND_SKILL: JsonObject = {
  id: SECOND_SKILL_ID,
  name: 'Summarize',
  description: 'Summarizes a report',
  tags: ['report'],
};
const OTHER_SKILL = 'other.skill';

/** How the requested skill id relates to the card's skills (XV-DEL-003). */
const SKILL_REQUESTS = ['declared', 'second', 'upper-case', 'suffixed', 'unknown'] as const;
type SkillRequest = (typeof SKILL_REQUESTS)[number];

function requestedSkill(identity: CardIdentity, request: SkillRequest): string {
  switch (request) {
    case 'declared':
      return identity.skillId;
    case 'second':
      return SECOND_SKILL_ID;
    case 'upper-case':
      return identity.skillId.toUpperCase();
    case 'suffixed':
      return `${identity.skillId}.v2`;
    case 'unknown':
      return 'invoice.extract';
  }
}

/** How the case key signs (or fails to sign) a card for XV-DEL-005. */
const TRUST = ['a2a-1.0', 'jcs-emitted', 'unsigned', 'unknown-key', 'tampered'] as const;

function trustRecipe(card: JsonObject, trust: (typeof TRUST)[number]): CardRecipe {
  switch (trust) {
    case 'a2a-1.0':
    case 'jcs-emitted':
      return signed(card, trust);
    case 'unsigned':
      return { card, sign: null };
    case 'unknown-key':
      return {
        card,
        sign: { canonicalization: 'a2a-1.0', header: { kid: 'retired-partner-key' } },
      };
    case 'tampered':
      return signed(card, 'a2a-1.0', { mutation: { kind: 'change', at: '/description' } });
  }
}

/** A fallback peer for XV-DEL-004: whether it declares the skill, accepts the part, is signed. */
const fallbackArb = fc.record({
  hasSkill: fc.boolean(),
  accepts: fc.boolean(),
  signedCard: fc.boolean(),
});

function fallbackPeer(
  identity: CardIdentity,
  mediaType: string,
  n: number,
  spec: { hasSkill: boolean; accepts: boolean; signedCard: boolean },
) {
  const card = assembleCard(
    {
      ...identity,
      name: `${identity.name} fallback ${n}`,
      host: `fallback-${n}.${identity.host}`,
      skillId: spec.hasSkill ? identity.skillId : OTHER_SKILL,
    },
    { defaultInputModes: spec.accepts ? [mediaType] : ['image/png'] },
  );
  return {
    peer: `peer-${n}`,
    card: spec.signedCard ? signed(card, 'a2a-1.0') : { card, sign: null },
  };
}

const ROUTING_MEDIA_TYPES = ['application/pdf', 'application/json'] as const;

/** Seed 002 delegation rules: XV-DEL-001..005 as properties against the reference model. */
export const delegationProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-del-media-types',
    rule: 'XV-DEL-001',
    role: 'verifier',
    canonicalization: null,
    about:
      'the delegation decision for a part against default and skill-level input modes agrees with the reference model',
    projection: 'plan-decision',
    arbitrary: fc
      .record({
        identity: cardIdentityArb(),
        modes: inputModesArb(),
        mediaType: partMediaTypeArb(),
        canonicalization: canonicalizationArb(),
      })
      .map(({ identity, modes, mediaType, canonicalization }) =>
        planOf(
          signed(
            assembleCard(identity, {
              defaultInputModes: modes.defaultInputModes,
              skillInputModes: modes.skillInputModes,
            }),
            canonicalization,
          ),
          { skillId: identity.skillId, mediaType },
        ),
      ),
  }),
  defineProperty({
    id: 'prop-del-streaming-caller-mode',
    rule: 'XV-DEL-002',
    role: 'verifier',
    canonicalization: null,
    about:
      'the delegation decision for a streaming peer and a blocking or streaming caller agrees with the reference model',
    projection: 'plan-decision',
    arbitrary: fc
      .record({
        identity: cardIdentityArb(),
        streaming: fc.oneof(
          { withCrossShrink: true },
          { arbitrary: fc.constantFrom(undefined, false, null), weight: 2 },
          { arbitrary: fc.constant(true), weight: 3 },
        ),
        callerMode: fc.constantFrom('streaming' as const, 'blocking' as const),
        crossVendor: fc.oneof(
          { arbitrary: fc.constant(true), weight: 3 },
          { arbitrary: fc.constant(false), weight: 1 },
        ),
        canonicalization: canonicalizationArb(),
      })
      .map(({ identity, streaming, callerMode, crossVendor, canonicalization }) =>
        planOf(
          signed(
            assembleCard(identity, { capabilities: dropUndefined({ streaming }) }),
            canonicalization,
          ),
          { skillId: identity.skillId, mediaType: 'application/json', callerMode },
          { crossVendor },
        ),
      ),
  }),
  defineProperty({
    id: 'prop-del-unknown-skill',
    rule: 'XV-DEL-003',
    role: 'verifier',
    canonicalization: null,
    about:
      'the delegation decision for declared, respelled and unknown skill ids agrees with the reference model',
    projection: 'plan-decision',
    arbitrary: fc
      .record({
        identity: cardIdentityArb(),
        secondSkill: fc.boolean(),
        request: fc.constantFrom(...SKILL_REQUESTS),
        canonicalization: canonicalizationArb(),
      })
      .map(({ identity, secondSkill, request, canonicalization }) =>
        planOf(
          signed(
            assembleCard(identity, { extraSkills: secondSkill ? [SECOND_SKILL] : [] }),
            canonicalization,
          ),
          {
            skillId: requestedSkill(identity, request),
            mediaType: 'application/json',
          },
        ),
      ),
  }),
  defineProperty({
    id: 'prop-del-routing',
    rule: 'XV-DEL-004',
    role: 'verifier',
    canonicalization: 'a2a-1.0',
    about:
      'the decision, fallback peer and degraded pairs after failures and degraded routing memory agree with the reference model',
    projection: 'plan-routing',
    arbitrary: fc
      .record({
        identity: cardIdentityArb(),
        mediaType: fc.constantFrom(...ROUTING_MEDIA_TYPES),
        lastFailure: fc.option(
          fc.record({
            samePeer: fc.boolean(),
            sameSkill: fc.boolean(),
            code: fc.constantFrom(-32602, -32005, -32603, -32001),
            failedTask: fc.boolean(),
          }),
          { nil: undefined, freq: 3 },
        ),
        degraded: fc.subarray(['this-pair', 'fallback-pair', 'other-skill'] as const),
        fallbacks: fc.array(fallbackArb, { maxLength: 2 }),
      })
      .map(({ identity, mediaType, lastFailure, degraded, fallbacks }) => {
        const pair = (name: (typeof degraded)[number]): DegradedPair =>
          name === 'this-pair'
            ? { peer: CASE_PEER, skillId: identity.skillId }
            : name === 'fallback-pair'
              ? { peer: 'peer-1', skillId: identity.skillId }
              : { peer: CASE_PEER, skillId: OTHER_SKILL };
        const card = assembleCard(identity, { defaultInputModes: [...ROUTING_MEDIA_TYPES] });
        return planOf(signed(card, 'a2a-1.0'), {
          skillId: identity.skillId,
          mediaType,
          degraded: degraded.map(pair),
          peers: fallbacks.map((spec, i) => fallbackPeer(identity, mediaType, i + 1, spec)),
          ...(lastFailure === undefined
            ? {}
            : {
                lastFailure: {
                  peer: lastFailure.samePeer ? CASE_PEER : 'peer-1',
                  skillId: lastFailure.sameSkill ? identity.skillId : OTHER_SKILL,
                  code: lastFailure.code,
                  ...(lastFailure.failedTask ? { taskState: 'TASK_STATE_FAILED' } : {}),
                },
              }),
        });
      }),
  }),
  defineProperty({
    id: 'prop-del-trust',
    rule: 'XV-DEL-005',
    role: 'verifier',
    canonicalization: null,
    about:
      'the delegation decision on signed, unsigned and unverifiable cards within and across trust boundaries agrees with the reference model',
    projection: 'plan-decision',
    arbitrary: fc
      .record({
        identity: cardIdentityArb(),
        trust: fc.constantFrom(...TRUST),
        crossVendor: fc.oneof(
          { arbitrary: fc.constant(true), weight: 3 },
          { arbitrary: fc.constant(false), weight: 1 },
        ),
      })
      .map(({ identity, trust, crossVendor }) => {
        const recipe = trustRecipe(assembleCard(identity, {}), trust);
        return planOf(
          recipe,
          { skillId: identity.skillId, mediaType: 'application/json' },
          { crossVendor, canonicalization: recipe.sign?.canonicalization ?? 'a2a-1.0' },
        );
      }),
  }),
];
