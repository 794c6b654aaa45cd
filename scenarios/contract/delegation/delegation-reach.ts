import {
  blocked,
  caps,
  fallbackUsable,
  fleetSome,
  nearSkill,
  planModes,
  planRelation,
  resolvedFrom,
  usableFallbacks,
} from '../../properties/reach/reachHelpers.ts';
import {
  accepts,
  asDelegate,
  asPlan,
  cardOf,
  skillIndex,
  taskMediaTypes,
  vendorAccepts,
  vendorUsable,
} from '../../properties/reach/scenarioFacts.ts';
import { type RuleReach, dim } from '../../properties/reach/ReachDimension.ts';

/** Seed 002 delegation rules: what each rule's text quantifies over. */
export const DELEGATION_REACH: RuleReach[] = [
  {
    rule: 'XV-DEL-001',
    dimensions: [
      dim(
        'skill-not-first',
        'the chosen skill past the first skill of the card',
        'prop-del-media-types',
        (s) => skillIndex(cardOf(s), asPlan(s)?.plan.skillId ?? '') >= 1,
      ),
      dim(
        'modes-from-skill',
        "resolved from the skill's own inputModes",
        'prop-del-media-types',
        (s) => resolvedFrom(s) === 'skill',
      ),
      dim(
        'modes-from-defaults-absent',
        'resolved from the defaults (skill inputModes absent)',
        'prop-del-media-types',
        (s) => resolvedFrom(s) === 'absent',
      ),
      dim(
        'modes-from-defaults-empty',
        'resolved from the defaults (skill inputModes [])',
        'prop-del-media-types',
        (s) => resolvedFrom(s) === 'empty',
      ),
      dim(
        'accepted-respelled',
        'accepted by a mode spelled otherwise (case, parameters)',
        'prop-del-media-types',
        (s) => planRelation(s, 'respelled'),
      ),
      dim('accepted-by-range', 'accepted by a range (type/* or */*)', 'prop-del-media-types', (s) =>
        planRelation(s, 'range'),
      ),
      dim(
        'near-miss-plus-json',
        'refused: a +json type against application/json or the reverse',
        'prop-del-media-types',
        (s) =>
          planRelation(s, 'near-miss') &&
          /\+json/i.test([asPlan(s)?.plan.mediaType, ...planModes(s)].join(' ')),
      ),
      dim(
        'near-miss-look-alike',
        'refused: imagex/png against image/*',
        'prop-del-media-types',
        (s) => asPlan(s)?.plan.mediaType === 'imagex/png' && planModes(s).includes('image/*'),
      ),
      dim(
        'near-miss-declared-parameter',
        'refused: a parameter the mode declares, missing or different',
        'prop-del-media-types',
        (s) => planRelation(s, 'near-miss') && planModes(s).some((m) => m.includes(';')),
      ),
      dim(
        'informal-token',
        'an informal token ("text") on either side',
        'prop-del-media-types',
        (s) => asPlan(s)?.plan.mediaType === 'text' || planModes(s).includes('text'),
      ),
      dim(
        'bad-part-not-first',
        'the part a peer refuses is not the first payload part',
        'prop-client-parts-in-resolved-modes',
        (s) => {
          const d = asDelegate(s);
          return (
            d !== undefined &&
            taskMediaTypes(d).length > 1 &&
            !vendorAccepts(d, 0) &&
            accepts(
              d.fleet[0]!.persona.defaultInputModes.concat(
                d.fleet[0]!.persona.skills.flatMap((k) => k.inputModes ?? []),
              ),
              taskMediaTypes(d)[0]!,
            )
          );
        },
      ),
      dim(
        'instruction-before-payload',
        'a bare instruction text before the payload parts',
        'prop-client-parts-in-resolved-modes',
        (s) => {
          const d = asDelegate(s);
          return d !== undefined && d.task.parts[0]?.['mediaType'] === undefined;
        },
      ),
    ],
  },
  {
    rule: 'XV-DEL-002',
    dimensions: [
      dim(
        'blocking-streaming-peer',
        'a blocking caller and a peer declaring streaming',
        'prop-del-streaming-caller-mode',
        (s) =>
          asPlan(s)?.plan.callerMode === 'blocking' &&
          caps(s)?.['streaming'] === true &&
          asPlan(s)?.policy.crossVendor !== false,
      ),
      dim(
        'same-domain',
        'the same, within one trust domain',
        'prop-del-streaming-caller-mode',
        (s) => asPlan(s)?.policy.crossVendor === false && caps(s)?.['streaming'] === true,
      ),
      dim(
        'wire-blocking-streaming-peer',
        'over the wire: a blocking caller and a streaming first peer',
        'prop-client-blocking-avoids-streaming-peers',
        (s) =>
          asDelegate(s)?.task.callerMode === 'blocking' &&
          asDelegate(s)?.fleet[0]?.persona.capabilities['streaming'] === true,
      ),
    ],
  },
  {
    rule: 'XV-DEL-003',
    dimensions: [
      dim(
        'declared-not-first',
        'the requested skill declared past the first',
        'prop-del-unknown-skill',
        (s) => skillIndex(cardOf(s), asPlan(s)?.plan.skillId ?? '') >= 1,
      ),
      dim(
        'other-case',
        'a requested id equal to a declared one but for case',
        'prop-del-unknown-skill',
        (s) => nearSkill(s, (a, b) => a !== b && a.toLowerCase() === b.toLowerCase()),
      ),
      dim(
        'prefix-near-miss',
        'a requested id a declared one is a prefix of, or the reverse',
        'prop-del-unknown-skill',
        (s) => nearSkill(s, (a, b) => a !== b && (a.startsWith(b) || b.startsWith(a))),
      ),
      dim('trailing-space', 'a requested id with a trailing space', 'prop-del-unknown-skill', (s) =>
        (asPlan(s)?.plan.skillId ?? '').endsWith(' '),
      ),
      dim(
        'wire-near-miss-id',
        'over the wire: a peer declaring the skill id in a near-miss spelling',
        'prop-client-unknown-skill-never-sent',
        (s) => {
          const d = asDelegate(s);
          return (
            d !== undefined &&
            d.fleet.some((v) => !v.persona.skills.some((k) => k.id === d.task.skillId))
          );
        },
      ),
    ],
  },
  {
    rule: 'XV-DEL-004',
    dimensions: [
      dim(
        'two-usable-fallbacks',
        'the planned pair blocked and two usable fallback peers',
        'prop-del-routing',
        (s) => blocked(s) && usableFallbacks(s) >= 2,
        ['del-degraded-pair-two-usable-fallbacks'],
      ),
      dim(
        'usable-not-first',
        'the planned pair blocked and the first fallback unusable, a later one usable',
        'prop-del-routing',
        (s) => blocked(s) && !fallbackUsable(s, 0) && usableFallbacks(s) >= 1,
      ),
      dim(
        'peer-name-other-case',
        'routing memory naming a peer in another case',
        'prop-del-routing',
        (s) => {
          const p = asPlan(s);
          return (
            p !== undefined &&
            [...p.plan.degraded.map((d) => d.peer), p.plan.lastFailure?.peer ?? ''].some(
              (n) => n !== n.toLowerCase(),
            )
          );
        },
        ['del-degraded-peer-other-case-not-blocked'],
      ),
      dim(
        'transient-failure',
        'a post-acceptance failure that is not deterministic (-32603)',
        'prop-del-routing',
        (s) => asPlan(s)?.plan.lastFailure?.code === -32603,
      ),
      dim(
        'wire-fails-after-accept',
        'over the wire: the first peer fails the task after accepting it, a usable fallback exists',
        'prop-client-no-retry-falls-back',
        (s) => {
          const d = asDelegate(s);
          return (
            d !== undefined &&
            d.fleet[0]?.persona.behaviour.inputModes === 'fail-after-accept' &&
            fleetSome(s, (i) => vendorUsable(d, i), 1)
          );
        },
      ),
      dim(
        'wire-peer-named-twice',
        'over the wire: the fallbacks name a peer again in an equal spelling of its URL',
        'prop-client-no-retry-falls-back',
        (s) => (asDelegate(s)?.task.fallbacks ?? []).some((f) => f.spelling !== 'as-served'),
      ),
    ],
  },
  {
    rule: 'XV-DEL-005',
    dimensions: [
      dim(
        'unsigned-cross-vendor',
        'an unsigned card across a trust boundary',
        'prop-del-trust',
        (s) => asPlan(s)?.card.sign === null && asPlan(s)?.policy.crossVendor !== false,
      ),
      dim(
        'tampered',
        'a card edited after signing',
        'prop-del-trust',
        (s) => asPlan(s)?.card.mutation !== undefined,
      ),
      dim(
        'unknown-key',
        'a card signed by a key not in the trusted set',
        'prop-del-trust',
        (s) => asPlan(s)?.card.sign?.header?.['kid'] === 'retired-partner-key',
      ),
      dim(
        'wire-unverified-fallback',
        'over the wire: an unverified fallback peer',
        'prop-client-unverified-never-sent',
        (s) =>
          fleetSome(
            s,
            (i) => {
              const v = asDelegate(s)!.fleet[i]!;
              return !v.trusted || (v.persona.cardSigning ?? 'signed') !== 'signed';
            },
            1,
          ),
      ),
    ],
  },
  {
    rule: 'XV-DEL-006',
    dimensions: [
      dim(
        'silent-first-peer',
        'over the wire: the first peer never answers a request',
        'prop-client-silent-peer-not-completed',
        (s) => asDelegate(s)?.fleet[0]?.persona.behaviour.hang === 'rpc',
      ),
      dim(
        'silent-peer-beside-answering-fallback',
        'over the wire: a silent peer with a fallback that answers',
        'prop-client-silent-peer-not-completed',
        (s) =>
          fleetSome(s, (i) => asDelegate(s)!.fleet[i]!.persona.behaviour.hang === 'rpc', 0) &&
          fleetSome(s, (i) => asDelegate(s)!.fleet[i]!.persona.behaviour.hang === 'none', 1),
      ),
    ],
  },
];
