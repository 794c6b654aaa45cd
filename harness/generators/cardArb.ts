import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../json/JsonValue.ts';
import { assembleCard } from './assembleCard.ts';
import { capabilitiesArb } from './capabilitiesArb.ts';
import { dropUndefined } from './dropUndefined.ts';
import { fakerFrom } from './fakerFrom.ts';
import { enforceInputModesArb, inputModesArb } from './inputModesArb.ts';
import { cardIdentityArb } from './minimalCard.ts';
import { securityArb } from './securityArb.ts';
import { interfacesArb, legacyVersionArb } from './versionsArb.ts';

/** Options of {@link cardArb}. */
export interface CardArbOptions {
  /**
   * Only cards whose `a2a-1.0` and `jcs-emitted` forms coincide: no `null`, no unknown or
   * vendor members, no member at a plain proto default (`[]`, `""`, `required: false`).
   * Default false.
   */
  clean?: boolean;
}

/** Optional v1.0 members (`iconUrl`, `documentationUrl`, `provider`) and an unknown vendor member. */
function optionalMembersArb(clean: boolean): fc.Arbitrary<JsonObject> {
  return fc
    .record({
      iconUrl: fc.option(
        fakerFrom((f) => f.image.url()),
        { nil: undefined },
      ),
      documentationUrl: fc.option(
        fakerFrom((f) => `https://${f.internet.domainName()}/docs`),
        { nil: undefined },
      ),
      provider: fc.option(
        fakerFrom((f) => ({
          organization: f.company.name(),
          url: `https://${f.internet.domainName()}`,
        })),
        { nil: undefined },
      ),
      'x-vendor-region': clean
        ? fc.constant(undefined)
        : fc.option(fc.constantFrom<JsonValue>('eu-west', null, ['a', 'b']), {
            nil: undefined,
            freq: 2,
          }),
    })
    .map(dropUndefined);
}

/** Whether `capabilities` holds only members both canonicalizations keep. */
function isCleanCapabilities(caps: JsonObject): boolean {
  return Object.values(caps).every((v) => {
    if (v === null) return false;
    if (!Array.isArray(v)) return true;
    return (
      v.length > 0 &&
      v.every(
        (e) =>
          typeof e === 'object' &&
          e !== null &&
          !Array.isArray(e) &&
          e['required'] !== false &&
          e['description'] !== '',
      )
    );
  });
}

/**
 * A whole card: capabilities, input modes and their override, `enforceInputModes`, security,
 * interfaces and versions, optional and unknown members, each part independently absent or
 * present, on a minimal card with a faker identity. Used for signed-card mutations and the
 * canonicalization properties; shrinks towards the minimal card.
 */
export function cardArb(options: CardArbOptions = {}): fc.Arbitrary<JsonObject> {
  const clean = options.clean ?? false;
  const caps = clean ? capabilitiesArb().filter(isCleanCapabilities) : capabilitiesArb();
  const modes = inputModesArb().filter((m) => !clean || m.relation !== 'empty');
  return fc
    .record({
      identity: cardIdentityArb(),
      capabilities: fc.option(caps, { nil: undefined }),
      modes: fc.option(modes, { nil: undefined }),
      enforceInputModes: clean
        ? fc.constant(undefined)
        : fc.option(enforceInputModesArb(), { nil: undefined }),
      security: fc.option(securityArb({ scoped: clean }), { nil: undefined }),
      interfaces: fc.option(interfacesArb(), { nil: undefined }),
      legacyProtocolVersion: clean ? fc.constant(undefined) : legacyVersionArb(),
      extra: optionalMembersArb(clean),
    })
    .map(({ identity, modes, ...parts }) =>
      assembleCard(identity, {
        ...parts,
        defaultInputModes: modes?.defaultInputModes,
        skillInputModes: modes?.skillInputModes,
      }),
    );
}
