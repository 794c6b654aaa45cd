import {
  type ParsedCard,
  legacyProtocolVersion,
  listInterfaces,
} from '../../../harness/card/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import type { StepFailure } from '../../../harness/model/index.ts';

function claimsV1(card: ParsedCard): boolean {
  const e = card.emitted;
  const caps = e['capabilities'];
  return (
    Object.hasOwn(e, 'supportedInterfaces') ||
    Object.hasOwn(e, 'securityRequirements') ||
    (isJsonObject(caps) && Object.hasOwn(caps, 'extendedAgentCard'))
  );
}

const failure = (pointer: string, message: string): StepFailure => ({
  rule: 'XV-DISC-003',
  code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR',
  pointer,
  message,
});

/**
 * XV-DISC-003 broken: the reference's checks with versions compared as strings, the way a
 * `version >= floor` on raw strings does it ("1.10" < "1.9", "v1.0" > "1.0").
 */
export function checkProtocolVersionAsStrings(
  card: ParsedCard,
  floorVersion: string,
): StepFailure | undefined {
  const legacy = legacyProtocolVersion(card);
  if (legacy !== undefined && legacy.trim() < floorVersion && claimsV1(card)) {
    return failure(
      '/protocolVersion',
      `Failed to admit the card: legacy protocolVersion "${legacy}" is below ${floorVersion}.`,
    );
  }
  const usable = listInterfaces(card).some((iface) => iface.protocolVersion.trim() >= floorVersion);
  return usable
    ? undefined
    : failure(
        '/supportedInterfaces',
        `Failed to admit the card: no interface at or above ${floorVersion}.`,
      );
}
