import type { ParsedCard } from '../../card/AgentCard.ts';
import { cardAsRead, legacyProtocolVersion, listInterfaces } from '../../card/index.ts';
import { CrosscheckError } from '../../errors/CrosscheckError.ts';
import { isJsonObject } from '../../json/JsonValue.ts';
import type { StepFailure } from '../ModelSteps.ts';

/** "Major.Minor" (a patch part is tolerated and ignored, A2A §3.6) as numbers; else undefined. */
export function parseMajorMinor(version: string): [number, number] | undefined {
  const match = /^(\d+)\.(\d+)(?:\.\d+)?$/.exec(version.trim());
  if (match === null) return undefined;
  return [Number(match[1]), Number(match[2])];
}

/** Whether `version` is at or above `floor`, comparing Major then Minor as numbers ("1.10" > "1.9"). */
export function meetsFloor(version: [number, number], floor: [number, number]): boolean {
  return version[0] !== floor[0] ? version[0] > floor[0] : version[1] >= floor[1];
}

/** How the version step reads what the spec leaves open (the model's reading by default). */
interface VersionReading {
  /** A legacy top-level version that is not Major.Minor: ignored (default) or below the floor. */
  unparsedLegacy?: 'ignored' | 'below-floor';
  /** Whether a version with surrounding whitespace names no version (default: trimmed). */
  untrimmed?: boolean;
}

/**
 * Members that exist only in v1.0 cards: their presence is a claim to speak v1.0, under either of
 * their names (`supported_interfaces` is `supportedInterfaces` to a v1.0 reader).
 */
function v1OnlyMember(card: ParsedCard): string | undefined {
  const e = cardAsRead(card);
  if (Object.hasOwn(e, 'supportedInterfaces')) return '/supportedInterfaces';
  if (Object.hasOwn(e, 'securityRequirements')) return '/securityRequirements';
  const caps = e['capabilities'];
  if (isJsonObject(caps) && Object.hasOwn(caps, 'extendedAgentCard'))
    return '/capabilities/extendedAgentCard';
  return undefined;
}

/**
 * XV-DISC-003: reject when no interface declares a `protocolVersion` at or above the floor, or
 * when a legacy (v0.3) top-level `protocolVersion` below the floor sits beside v1.0-only members.
 * An interface whose version does not parse counts as below the floor. A legacy value that is
 * not Major.Minor (`"1x.10"`) names no version, so none below the floor: it is ignored, as a
 * v1.0 ProtoJSON reader ignores that member altogether (it is outside the v1.0 proto; A2A §5.7
 * "SHOULD ignore unrecognized fields"). The spec says nothing of such a value; refusing it is
 * the other reading, and neither is judged (docs/adapter-protocol.md §4.2).
 */
export function checkProtocolVersion(
  card: ParsedCard,
  floorVersion: string,
  reading: VersionReading = {},
): StepFailure | undefined {
  const { unparsedLegacy = 'ignored', untrimmed = false } = reading;
  // Surrounding whitespace: the model trims it (§3.6 is silent); the other reading is open.
  const versionOf = (v: string) => (untrimmed && v !== v.trim() ? undefined : parseMajorMinor(v));
  const floor = parseMajorMinor(floorVersion);
  if (floor === undefined) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to read the policy: floorVersion "${floorVersion}" is not "Major.Minor". Pass e.g. "1.0".`,
    );
  }
  const legacy = legacyProtocolVersion(card);
  if (legacy !== undefined) {
    const parsed = versionOf(legacy);
    const claim = v1OnlyMember(card);
    const below =
      parsed === undefined ? unparsedLegacy === 'below-floor' : !meetsFloor(parsed, floor);
    if (below && claim !== undefined) {
      return {
        rule: 'XV-DISC-003',
        code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR',
        pointer: '/protocolVersion',
        message: `Failed to admit the card: top-level protocolVersion "${legacy}" is below the floor ${floorVersion} while the card carries v1.0 member "${claim}". Drop the legacy member or declare versions per interface.`,
      };
    }
  }
  const usable = listInterfaces(card).some((iface) => {
    const parsed = versionOf(iface.protocolVersion);
    return parsed !== undefined && meetsFloor(parsed, floor);
  });
  if (usable) return undefined;
  return {
    rule: 'XV-DISC-003',
    code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR',
    pointer: '/supportedInterfaces',
    message: `Failed to admit the card: no supportedInterfaces entry declares a protocolVersion at or above ${floorVersion}. Add an interface for a supported version.`,
  };
}
