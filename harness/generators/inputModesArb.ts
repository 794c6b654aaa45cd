import fc from 'fast-check';
import type { JsonValue } from '../json/JsonValue.ts';

/**
 * Input modes a card may declare, in several spellings of the same types (RFC 6838: type and
 * subtype are case-insensitive; parameters; `type/*` and `*\/*` ranges) and the informal token
 * `"text"`. The first entry is the minimal card's default mode, so lists shrink towards it.
 */
export const DECLARED_MODES = [
  'application/json',
  'application/pdf',
  'APPLICATION/PDF',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/csv;charset=UTF-8',
  'image/*',
  'image/png',
  '*/*',
  'text',
  'audio/mpeg',
] as const;

/** Media types of parts a caller sends: the same types respelled, plus ones nobody declares. */
export const PART_MEDIA_TYPES = [
  'application/json',
  'application/pdf',
  'Application/Pdf',
  'application/pdf; name=invoice.pdf',
  'text/plain',
  'text/plain;charset=UTF-8',
  'text/plain; charset=iso-8859-1',
  'text/csv; charset=utf-8',
  'image/png',
  'IMAGE/JPEG',
  'text',
  'audio/mpeg',
  'video/mp4',
] as const;

/** How a skill's `inputModes` relate to the card's `defaultInputModes`. */
export type ModeRelation = 'absent' | 'empty' | 'subset' | 'superset' | 'disjoint';

/** A generated pair of default and skill-level input modes, with the relation that built it. */
export interface InputModes {
  defaultInputModes: string[];
  /** `undefined`: the skill omits `inputModes`. */
  skillInputModes: string[] | undefined;
  relation: ModeRelation;
}

/** Used when a disjoint or superset list would otherwise have nothing left to add. */
const FALLBACK_EXTRA = 'application/x-ndjson';

/**
 * Default and skill-level input modes: the skill's list absent, `[]`, a subset, a superset or a
 * disjoint set of the defaults (by spelling: whether a respelled type really differs is what the
 * matching rules decide). Shrinks towards `["application/json"]` with no skill override.
 */
export function inputModesArb(): fc.Arbitrary<InputModes> {
  return fc
    .record({
      defaults: fc.subarray([...DECLARED_MODES], { minLength: 1, maxLength: 3 }),
      relation: fc.constantFrom<ModeRelation>('absent', 'empty', 'subset', 'superset', 'disjoint'),
      extra: fc.subarray([...DECLARED_MODES], { minLength: 1, maxLength: 2 }),
      keep: fc.nat({ max: 2 }),
    })
    .map(({ defaults, relation, extra, keep }) => {
      const others = extra.filter((m) => !defaults.includes(m));
      const outside = others.length > 0 ? others : [FALLBACK_EXTRA];
      const skill: Record<ModeRelation, string[] | undefined> = {
        absent: undefined,
        empty: [],
        subset: defaults.slice(0, Math.max(1, Math.min(keep + 1, defaults.length))),
        superset: [...defaults, ...outside],
        disjoint: outside,
      };
      return { defaultInputModes: defaults, skillInputModes: skill[relation], relation };
    });
}

/** The media type of the part about to be sent. */
export function partMediaTypeArb(): fc.Arbitrary<string> {
  return fc.constantFrom(...PART_MEDIA_TYPES);
}

/**
 * The vendor declaration `enforceInputModes` (seed 002): absent (shrink target), `true` (drawn
 * most often: it is the state the rule is about), `false`, or the string `"true"`, which
 * declares nothing.
 */
export function enforceInputModesArb(): fc.Arbitrary<JsonValue | undefined> {
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.constant(true), weight: 3 },
    { arbitrary: fc.constant(false), weight: 1 },
    { arbitrary: fc.constant('true'), weight: 1 },
  );
}
