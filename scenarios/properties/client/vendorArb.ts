import fc from 'fast-check';
import {
  EXTENSION_URIS,
  MEDIA_TYPE_FAMILIES,
  dropUndefined,
  fakerFrom,
} from '../../../harness/generators/index.ts';
import type { Canonicalization } from '../../../harness/contract/types.ts';
import { byteEditArb } from '../../../harness/mutation/index.ts';
import type { JsonObject, JsonValue } from '../../../harness/json/JsonValue.ts';
import type {
  CardSigning,
  PersonaSpec,
  SkillSpec,
  VendorBehaviour,
} from '../../../vendors/index.ts';
import type { GeneratedVendor } from './DelegateScenario.ts';

/** How a vendor spells the task's skill id: as asked, or a near-miss a loose comparison accepts. */
export const SKILL_ID_SPELLINGS = ['as-asked', 'upper-case', 'suffixed', 'trailing-space'] as const;
export type SkillIdSpelling = (typeof SKILL_ID_SPELLINGS)[number];

/** The id a vendor's card gives the task's skill. */
export function spellSkillId(id: string, spelling: SkillIdSpelling): string {
  switch (spelling) {
    case 'as-asked':
      return id;
    case 'upper-case':
      return id.toUpperCase();
    case 'suffixed':
      return `${id}.v2`;
    case 'trailing-space':
      return `${id} `;
  }
}

/** Other skills a vendor may declare around the task's skill. */
const OTHER_SKILLS: readonly SkillSpec[] = [
  { id: 'report.summarize', topic: 'report summaries', tags: ['summary'] },
  { id: 'text.translate', topic: 'translation', tags: ['translation'] },
  { id: 'batch.run', topic: 'batch jobs', tags: ['batch'] },
];

/** Where a vendor's modes for the task live, and whether they accept every payload part. */
export interface ModePlan {
  accepts: boolean;
  /** With `accepts` false, the payload part its modes miss (index modulo the part count). */
  badPart: number;
  /** `skill`: on the task's skill (defaults hold an unrelated type); `defaults`: skill omits or empties `inputModes`. */
  placement: 'defaults' | 'skill-absent' | 'skill-empty' | 'skill';
  /** Index into each family's accepting / near-miss spellings. */
  spelling: number;
}

/** What the vendor arbitrary needs to know about the task. */
export interface TaskShape {
  skillId: string;
  /** Family index of each payload part (see `MEDIA_TYPE_FAMILIES`). */
  families: number[];
  canonicalization: Canonicalization;
}

const UNRELATED_MODE = 'audio/mpeg';

function modesFor(plan: ModePlan, families: number[]): string[] {
  const bad = families.length === 0 ? -1 : plan.badPart % families.length;
  return families.map((f, i) => {
    const family = MEDIA_TYPE_FAMILIES[f]!;
    const list = plan.accepts || i !== bad ? family.accepting : family.nearMiss;
    return list[plan.spelling % list.length]!;
  });
}

function skillsOf(
  shape: TaskShape,
  plan: ModePlan,
  v: { spelling: SkillIdSpelling; position: number; others: number },
): { skills: SkillSpec[]; defaults: string[] } {
  const modes = [...new Set(modesFor(plan, shape.families))];
  const onSkill = plan.placement === 'skill';
  const task: SkillSpec = {
    id: spellSkillId(shape.skillId, v.spelling),
    topic: 'delegated work',
    tags: ['task'],
    ...(plan.placement === 'skill-empty' ? { inputModes: [] } : {}),
    ...(onSkill ? { inputModes: modes } : {}),
  };
  const skills = OTHER_SKILLS.slice(0, v.others).map((s) => ({ ...s, tags: [...s.tags] }));
  skills.splice(Math.min(v.position, skills.length), 0, task);
  return { skills, defaults: onSkill ? [UNRELATED_MODE] : modes };
}

function streamingArb(weight: number): fc.Arbitrary<JsonValue | undefined> {
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constantFrom<JsonValue | undefined>(undefined, false, null), weight: 3 },
    { arbitrary: fc.constant<JsonValue>(true), weight },
  );
}

/** A declared extension list; with `requiredWeight` above 0 some entries are `required: true`. */
function declaredListArb(requiredWeight: number): fc.Arbitrary<JsonValue> {
  const uris = fc.subarray([...EXTENSION_URIS], { minLength: 1 });
  if (requiredWeight === 0) return uris.map((list): JsonValue => list.map((uri) => ({ uri })));
  const required = fc.oneof(
    { arbitrary: fc.constant(false), weight: 1 },
    { arbitrary: fc.constant(true), weight: requiredWeight },
  );
  return uris.chain((list) =>
    fc
      .array(required, { minLength: list.length, maxLength: list.length })
      .map((flags): JsonValue =>
        list.map((uri, i): JsonValue => (flags[i] ? { uri, required: true } : { uri })),
      ),
  );
}

/**
 * `capabilities.extensions` in every state. A declared list is drawn more often when entries may
 * be required, so the property about required extensions meets them.
 */
function extensionsArb(requiredWeight: number): fc.Arbitrary<JsonValue | undefined> {
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.constant<JsonValue>([]), weight: 2 },
    { arbitrary: declaredListArb(requiredWeight), weight: 2 + requiredWeight },
  );
}

/** Whether the vendor hangs on every JSON-RPC request; never unless `hangWeight` is above 0. */
function hangArb(hangWeight: number): fc.Arbitrary<VendorBehaviour['hang']> {
  return hangWeight === 0
    ? fc.constant('none' as const)
    : fc.oneof(
        { arbitrary: fc.constant('none' as const), weight: 3 },
        { arbitrary: fc.constant('rpc' as const), weight: hangWeight },
      );
}

const behaviourArb = (
  failWeight: number,
  stallWeight: number,
  hangWeight: number,
): fc.Arbitrary<VendorBehaviour> =>
  fc.record({
    onUndeclaredExtension:
      stallWeight === 0
        ? fc.constant('ignore' as const)
        : fc.oneof(
            { arbitrary: fc.constant('ignore' as const), weight: 3 },
            { arbitrary: fc.constant('drop-task' as const), weight: stallWeight },
          ),
    inputModes: fc.oneof(
      { arbitrary: fc.constantFrom('accept-any' as const, 'enforce' as const), weight: 2 },
      { arbitrary: fc.constant('fail-after-accept' as const), weight: failWeight },
    ),
    artifactStore: fc.constantFrom('merge' as const, 'last-chunk-only' as const),
    artifactChunks: fc.integer({ min: 1, max: 4 }),
    hang: hangArb(hangWeight),
    capabilityChecks: fc.constant(true),
    acceptMissingVersion: fc.constant(false),
    artifacts: fc.integer({ min: 1, max: 2 }),
    chunkAfterLast: fc.boolean(),
  });

/** `behaviour`, given an answer edit when `edit` is true (else exactly as drawn before). */
function withAnswerBytes(
  behaviour: fc.Arbitrary<VendorBehaviour>,
  edit: boolean,
): fc.Arbitrary<VendorBehaviour> {
  if (!edit) return behaviour;
  return fc
    .tuple(behaviour, fc.record({ event: fc.nat({ max: 3 }), edit: byteEditArb() }))
    .map(([b, answerBytes]) => ({ ...b, answerBytes }));
}

/** How the card is signed and whether its key is trusted: well signed and trusted most often. */
function trustArb(weight: number): fc.Arbitrary<{ cardSigning: CardSigning; trusted: boolean }> {
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant({ cardSigning: 'signed' as const, trusted: true }), weight: 4 },
    {
      arbitrary: fc.record({
        cardSigning: fc.constantFrom<CardSigning>('unsigned', 'tampered', 'signed'),
        trusted: fc.boolean(),
      }),
      weight,
    },
  );
}

/** Weights of the knobs a property cares about most; the rest keep their defaults. */
export interface VendorFocus {
  /** Relative weight of a mode plan that accepts every part (default 1 against 1). */
  acceptWeight?: number;
  /** Relative weight of a near-miss spelling of the task's skill id (default 1 against 6). */
  skillMissWeight?: number;
  /** Relative weight of an unsigned, tampered or untrusted card (default 1 against 4). */
  untrustedWeight?: number;
  /** Relative weight of `streaming: true` (default 1 against 3 for the other states). */
  streamingWeight?: number;
  /** Relative weight of a vendor that fails a task after accepting it (default 1 against 2). */
  failAfterAcceptWeight?: number;
  /**
   * Relative weight of a vendor that drops an undeclared activation and stalls (seed 000's A),
   * against 3 for one that ignores it (default 0: a stall costs the client its whole deadline,
   * so only the property about activations draws it).
   */
  stallWeight?: number;
  /**
   * Relative weight of `required: true` on each declared extension, against 1 (default 0: a
   * vendor refuses a request that lacks its required extension, so only the property about
   * required extensions draws them).
   */
  requiredWeight?: number;
  /**
   * Relative weight of a vendor that never answers a JSON-RPC request, against 3 (default 0: a
   * silent peer costs the client its whole deadline, so only the property about silence draws it).
   */
  hangWeight?: number;
  /**
   * Serve the answers to the task after a byte edit drawn from the run's seed (`answerBytes`: a
   * `SendMessage` body, or one of the first four events of a stream). Default false: only the
   * property about unreadable answers draws it, so the other properties' inputs are unchanged.
   */
  answerBytes?: boolean;
}

/** A generated vendor before it meets the task: knobs only, so fleets shrink structurally. */
export interface VendorKnobs {
  product: string;
  plan: ModePlan;
  skill: { spelling: SkillIdSpelling; position: number; others: number };
  streaming: JsonValue | undefined;
  extensions: JsonValue | undefined;
  enforceInputModes: JsonValue | undefined;
  behaviour: VendorBehaviour;
  trust: { cardSigning: CardSigning; trusted: boolean };
}

/**
 * The knobs of one vendor: capabilities in every state, the task's skill (or a near-miss
 * spelling of its id) at any position among up to three, input modes in spellings that do and do
 * not accept each payload part, `enforceInputModes`, behaviour (enforces modes or not, stalls on
 * an undeclared activation, fails after acceptance, chunked streams, a chunk after `lastChunk`),
 * signed or not, trusted or not.
 */
export function vendorKnobsArb(focus: VendorFocus = {}): fc.Arbitrary<VendorKnobs> {
  const accept = focus.acceptWeight ?? 1;
  return fc.record({
    product: fakerFrom((f) => `${f.commerce.productAdjective()} ${f.hacker.noun()} agent`),
    plan: fc.record({
      accepts: fc.oneof(
        { arbitrary: fc.constant(true), weight: accept },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      badPart: fc.nat({ max: 3 }),
      placement: fc.constantFrom<ModePlan['placement']>(
        'defaults',
        'skill-absent',
        'skill-empty',
        'skill',
      ),
      spelling: fc.nat({ max: 3 }),
    }),
    skill: fc.record({
      spelling: fc.oneof(
        { arbitrary: fc.constant<SkillIdSpelling>('as-asked'), weight: 6 },
        {
          arbitrary: fc.constantFrom(...SKILL_ID_SPELLINGS.slice(1)),
          weight: focus.skillMissWeight ?? 1,
        },
      ),
      position: fc.nat({ max: 2 }),
      others: fc.nat({ max: 2 }),
    }),
    streaming: streamingArb(focus.streamingWeight ?? 1),
    extensions: extensionsArb(focus.requiredWeight ?? 0),
    enforceInputModes: fc.constantFrom<JsonValue | undefined>(undefined, undefined, true, false),
    behaviour: withAnswerBytes(
      behaviourArb(focus.failAfterAcceptWeight ?? 1, focus.stallWeight ?? 0, focus.hangWeight ?? 0),
      focus.answerBytes === true,
    ),
    trust: trustArb(focus.untrustedWeight ?? 1),
  });
}

/** The vendor `id` the knobs describe, for a task of `shape`. */
export function buildGeneratedVendor(
  id: string,
  v: VendorKnobs,
  shape: TaskShape,
): GeneratedVendor {
  const { skills, defaults } = skillsOf(shape, v.plan, v.skill);
  const extra: JsonObject = dropUndefined({ enforceInputModes: v.enforceInputModes });
  const persona: PersonaSpec = {
    id,
    summary: 'generated for a client-role property',
    product: v.product,
    capabilities: dropUndefined({ streaming: v.streaming, extensions: v.extensions }),
    defaultInputModes: defaults,
    defaultOutputModes: ['text/plain'],
    skills,
    ...(Object.keys(extra).length > 0 ? { extraMembers: extra } : {}),
    canonicalization: shape.canonicalization,
    cardSigning: v.trust.cardSigning,
    // A vendor that declares `extensions: []` supports negotiation (A2A §4.6.3): it ignores
    // extensions it lacks. Dropping them is an agent fault (XV-WIRE-001), not this search's.
    behaviour:
      Array.isArray(v.extensions) && v.extensions.length === 0
        ? { ...v.behaviour, onUndeclaredExtension: 'ignore' }
        : v.behaviour,
  };
  return { persona, trusted: v.trust.trusted };
}
