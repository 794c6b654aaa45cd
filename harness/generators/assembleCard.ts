import type { JsonObject, JsonValue } from '../json/JsonValue.ts';
import { dropUndefined } from './dropUndefined.ts';
import { type CardIdentity, buildMinimalCard } from './minimalCard.ts';
import type { SecurityParts } from './securityArb.ts';
import type { InterfaceChoice } from './versionsArb.ts';

/**
 * What a generated card changes on top of the minimal card; every part left `undefined` keeps
 * the minimal card's value (or absence). Extra skills come after the identity's skill.
 */
export interface CardParts {
  capabilities?: JsonObject;
  defaultInputModes?: string[];
  /** `inputModes` of the first skill; `undefined` leaves it absent. */
  skillInputModes?: string[];
  /** More skills after the first, with ids of their own. */
  extraSkills?: JsonObject[];
  /**
   * Skills placed around the identity's skill (built as the minimal card's, with the modes and
   * security above): `before` come first, so the identity's skill can sit at any position.
   */
  skillsBefore?: JsonObject[];
  /** The top-level vendor member `enforceInputModes` (any JSON value; `undefined` absent). */
  enforceInputModes?: JsonValue;
  security?: SecurityParts;
  interfaces?: InterfaceChoice[];
  /** v0.3 top-level `protocolVersion`. */
  legacyProtocolVersion?: string;
  /** Optional members and unknown members, spread over the top level last. */
  extra?: JsonObject;
}

/** The minimal card for `identity` with `parts` applied. A fresh object on every call. */
export function assembleCard(identity: CardIdentity, parts: CardParts): JsonObject {
  const card = buildMinimalCard(identity);
  const skill = { ...((card['skills'] as JsonObject[])[0] as JsonObject) };
  if (parts.skillInputModes !== undefined) skill['inputModes'] = parts.skillInputModes;
  if (parts.security?.skillSecurityRequirements !== undefined)
    skill['securityRequirements'] = parts.security.skillSecurityRequirements;
  const interfaces = parts.interfaces?.map((i, n) => ({
    url: `https://${identity.host}/a2a/${n === 0 ? 'v1' : `alt${n}`}`,
    protocolBinding: i.protocolBinding,
    protocolVersion: i.protocolVersion,
  }));
  return dropUndefined({
    ...card,
    supportedInterfaces: interfaces ?? card['supportedInterfaces'],
    protocolVersion: parts.legacyProtocolVersion,
    capabilities: parts.capabilities ?? card['capabilities'],
    securitySchemes: parts.security?.securitySchemes,
    securityRequirements: parts.security?.securityRequirements,
    defaultInputModes: parts.defaultInputModes ?? card['defaultInputModes'],
    skills: [...(parts.skillsBefore ?? []), skill, ...(parts.extraSkills ?? [])],
    enforceInputModes: parts.enforceInputModes,
    ...parts.extra,
  });
}
