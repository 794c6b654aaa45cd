import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../json/JsonValue.ts';
import { dropUndefined } from './dropUndefined.ts';
import { fakerFrom } from './fakerFrom.ts';

/** The `optional bool` capabilities of A2A v1.0 `AgentCapabilities` (§4.4.3). */
export const TRI_STATE_MEMBERS = ['streaming', 'pushNotifications', 'extendedAgentCard'] as const;

/** Extension URIs cards declare and callers ask for; the last one no generated card declares. */
export const EXTENSION_URIS = [
  'https://a2a.example/ext/tracing/v1',
  'https://a2a.example/ext/cost/v2',
  'urn:example:a2a:audit',
] as const;
export const UNDECLARED_EXTENSION_URI = 'https://a2a.example/ext/never-declared/v1';

/** Options of the capability generators. */
export interface CapabilityOptions {
  /** Also draw wrong JSON types (`"true"`, `0`) for tri-state members. Default false. */
  wrongTypes?: boolean;
}

/**
 * One tri-state member's emitted value: absent (`undefined`, the shrink target), `false`,
 * `true`, `null` (read as absent, DESIGN XV-NEG-001) and, with `wrongTypes`, `"true"` and `0`.
 */
export function triStateValueArb(
  options: CapabilityOptions = {},
): fc.Arbitrary<JsonValue | undefined> {
  const wrong: JsonValue[] = options.wrongTypes ? ['true', 0] : [];
  return fc.constantFrom<JsonValue | undefined>(undefined, false, true, null, ...wrong);
}

/** One `AgentExtension` entry: a known URI, `required` absent / true / false, maybe a description. */
export function extensionEntryArb(): fc.Arbitrary<JsonObject> {
  return fc
    .record({
      uri: fc.constantFrom(...EXTENSION_URIS),
      required: fc.constantFrom<boolean | undefined>(undefined, true, false),
      description: fc.option(
        fakerFrom((f) => f.company.catchPhrase()),
        { nil: undefined, freq: 3 },
      ),
    })
    .map(dropUndefined);
}

/**
 * `capabilities.extensions` as emitted: absent (shrink target), `null`, `[]`, or one to three
 * entries with distinct URIs. Wrong types (`{}`, `"none"`) only with `wrongTypes`.
 */
export function extensionsValueArb(
  options: CapabilityOptions = {},
): fc.Arbitrary<JsonValue | undefined> {
  const list = fc.uniqueArray(extensionEntryArb(), {
    minLength: 1,
    maxLength: 3,
    selector: (e) => e['uri'],
  });
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.constant<JsonValue>([]), weight: 2 },
    { arbitrary: list, weight: 3 },
    ...(options.wrongTypes
      ? [{ arbitrary: fc.constantFrom<JsonValue>({}, 'none'), weight: 1 }]
      : []),
  );
}

/**
 * A `capabilities` object whose tri-state members and `extensions` take every state
 * independently; shrinks towards `{}` (the minimal card's capabilities).
 */
export function capabilitiesArb(options: CapabilityOptions = {}): fc.Arbitrary<JsonObject> {
  return fc
    .record({
      streaming: triStateValueArb(options),
      pushNotifications: triStateValueArb(options),
      extendedAgentCard: triStateValueArb(options),
      extensions: extensionsValueArb(options),
    })
    .map(dropUndefined);
}

/**
 * Capabilities with exactly one member of a wrong JSON type (`"true"`, `0`, `"false"`, `[]` for a
 * bool; `{}`, `"none"` for `extensions`) beside otherwise well-typed members.
 */
export function wrongTypeCapabilitiesArb(): fc.Arbitrary<JsonObject> {
  return fc
    .record({
      base: capabilitiesArb(),
      member: fc.constantFrom(...TRI_STATE_MEMBERS, 'extensions' as const),
      boolWrong: fc.constantFrom<JsonValue>('true', 0, 'false', []),
      listWrong: fc.constantFrom<JsonValue>({}, 'none'),
    })
    .map(({ base, member, boolWrong, listWrong }) => ({
      ...base,
      [member]: member === 'extensions' ? listWrong : boolWrong,
    }));
}
