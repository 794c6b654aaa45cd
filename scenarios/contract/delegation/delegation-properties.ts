import fc from 'fast-check';
import type { DegradedPair } from '../../../harness/contract/types.ts';
import {
  type CardIdentity,
  assembleCard,
  cardIdentityArb,
  dropUndefined,
  mediaTypeChoiceArb,
  otherSkills,
} from '../../../harness/generators/index.ts';
import type { JsonObject } from '../../../harness/json/JsonValue.ts';
import { type PropertyDefinition, defineProperty } from '../../properties/PropertyDefinition.ts';
import {
  CASE_PEER,
  canonicalizationArb,
  planOf,
  signed,
} from '../../properties/scenarioBuilders.ts';
import type { CardRecipe } from '../../properties/VerifierScenario.ts';

/** A second skill some cards declare, so an id may be known on one card and unknown on another. */
const SECOND_SKILL_ID = 'report.summarize';
const SECOND_SKILL: JsonObject = {
  id: SECOND_SKILL_ID,
  name: 'Summarize',
  description: 'Summarizes a report',
  tags: ['report'],
};
const OTHER_SKILL = 'other.skill';

/**
 * How the requested skill id relates to the card's skills (XV-DEL-003): declared (first or
 * second), or a near-miss a loose comparison takes for it (case, a suffix or a truncation the
 * declared id is a prefix of, a trailing space), or unknown.
 */
const SKILL_REQUESTS = [
  'declared',
  'second',
  'upper-case',
  'suffixed',
  'truncated',
  'trailing-space',
  'unknown',
] as const;
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
    case 'truncated':
      return identity.skillId.slice(0, -2);
    case 'trailing-space':
      return `${identity.skillId} `;
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

/**
 * A fallback peer for XV-DEL-004: whether it declares the skill, accepts the part, is signed.
 * Usable peers are drawn most of the time, so two of them (where the caller's order decides which
 * one it takes) come up in most searches, not once in hundreds.
 */
const fallbackArb = fc.oneof(
  { withCrossShrink: true },
  {
    arbitrary: fc.record({
      hasSkill: fc.boolean(),
      accepts: fc.boolean(),
      signedCard: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ hasSkill: true, accepts: true, signedCard: true }), weight: 2 },
);

/**
 * How routing memory spells a peer name: as the peer is called, or in another case. Peer names
 * are opaque keys compared exactly, so `PEER-1` is another peer than `peer-1`.
 */
const PEER_SPELLINGS = ['as-named', 'upper-case'] as const;
const spellPeer = (name: string, spelling: (typeof PEER_SPELLINGS)[number]): string =>
  spelling === 'as-named' ? name : name.toUpperCase();

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

/**
 * XV-DEL-001 inputs: a part in one media-type family and the chosen skill's resolved modes in a
 * spelling that accepts it or a near-miss that must not (case, parameters, `+json` suffixes,
 * look-alike types, ranges, informal tokens), on the skill or in the defaults, with the chosen
 * skill at any position among others whose modes say the opposite.
 */
function mediaTypeScenarioArb() {
  return fc
    .record({
      identity: cardIdentityArb(),
      choice: mediaTypeChoiceArb(),
      accepts: fc.boolean(),
      placement: fc.constantFrom('skill', 'defaults-absent', 'defaults-empty'),
      before: fc.nat({ max: 2 }),
      after: fc.nat({ max: 1 }),
      unrelated: fc.subarray(['audio/mpeg', 'video/mp4']),
      canonicalization: canonicalizationArb(),
    })
    .map(({ identity, choice, accepts, placement, before, after, unrelated, canonicalization }) => {
      const mode = accepts ? choice.accepting : choice.nearMiss;
      const opposite = accepts ? choice.nearMiss : choice.accepting;
      const modes = [...unrelated, mode];
      const others = { inputModes: [opposite] };
      return planOf(
        signed(
          assembleCard(identity, {
            defaultInputModes: placement === 'skill' ? [opposite] : modes,
            ...(placement === 'skill'
              ? { skillInputModes: modes }
              : placement === 'defaults-empty'
                ? { skillInputModes: [] }
                : {}),
            skillsBefore: otherSkills(before, 0, others),
            extraSkills: otherSkills(after, before, others),
          }),
          canonicalization,
        ),
        { skillId: identity.skillId, mediaType: choice.part },
      );
    });
}

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
    arbitrary: mediaTypeScenarioArb(),
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
        spelling: fc.oneof(
          { arbitrary: fc.constant(PEER_SPELLINGS[0]), weight: 3 },
          { arbitrary: fc.constant(PEER_SPELLINGS[1]), weight: 1 },
        ),
        fallbacks: fc.array(fallbackArb, { maxLength: 3 }),
      })
      .map(({ identity, mediaType, lastFailure, degraded, spelling, fallbacks }) => {
        const pair = (name: (typeof degraded)[number]): DegradedPair =>
          name === 'this-pair'
            ? { peer: spellPeer(CASE_PEER, spelling), skillId: identity.skillId }
            : name === 'fallback-pair'
              ? { peer: spellPeer('peer-1', spelling), skillId: identity.skillId }
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
                  peer: spellPeer(lastFailure.samePeer ? CASE_PEER : 'peer-1', spelling),
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
