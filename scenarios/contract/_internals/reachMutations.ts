import type { ParsedCard } from '../../../harness/card/index.ts';
import { decodeProtectedHeader, extractSignatureEntries } from '../../../harness/jws/index.ts';
import { type JsonObject, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { type ModelSteps, referenceSteps } from '../../../harness/model/index.ts';

/**
 * Step replacements whose bug only shows where a generator reaches past the first element or
 * past one spelling: the second skill, another case, a `+json` suffix, a look-alike type, a
 * default port, the second signature entry, a chunk after `lastChunk`, two usable peers. Each
 * mirrors a bug an implementation could ship.
 */

/** The card as the reference would see it if it had only its first skill. */
function firstSkillOnly(card: ParsedCard): ParsedCard {
  const skills = card.emitted['skills'];
  if (!Array.isArray(skills)) return card;
  return { ...card, emitted: { ...card.emitted, skills: skills.slice(0, 1) } };
}

function skillIds(card: ParsedCard): string[] {
  const skills = card.emitted['skills'];
  return Array.isArray(skills)
    ? skills.map((s) => (isJsonObject(s) && typeof s['id'] === 'string' ? s['id'] : ''))
    : [];
}

/** XV-DEL-001 broken: the modes of `skills[0]` stand for every declared skill's. */
export const resolveFirstSkillModes: ModelSteps['resolveInputModes'] = (card, skillId) => {
  const ids = skillIds(card);
  if (!ids.includes(skillId)) return undefined;
  return referenceSteps.resolveInputModes(firstSkillOnly(card), ids[0]!);
};

/** XV-DEL-001 broken: a structured-syntax `+json` type is taken for `application/json`. */
export const matchPlusJsonAsJson: ModelSteps['matchMediaType'] = (modes, mediaType) =>
  referenceSteps.matchMediaType(modes, mediaType) ||
  (/^[^/;]+\/[^;]*\+json\b/i.test(mediaType.trim()) &&
    referenceSteps.matchMediaType(modes, 'application/json'));

/** XV-DEL-001 broken: a range `type/*` is a string prefix, so `image/*` takes `imagex/png`. */
export const matchRangeAsPrefix: ModelSteps['matchMediaType'] = (modes, mediaType) =>
  referenceSteps.matchMediaType(modes, mediaType) ||
  modes.some(
    (m) => m.endsWith('/*') && mediaType.toLowerCase().startsWith(m.slice(0, -2).toLowerCase()),
  );

/** XV-DISC-001 broken: only the first skill's modes are held against `enforceInputModes`. */
export const checkEnforceFirstSkill: ModelSteps['checkEnforceInputModes'] = (card, verdict) =>
  referenceSteps.checkEnforceInputModes(firstSkillOnly(card), verdict);

/** XV-DISC-002 broken: requirement names resolve against scheme names case-insensitively. */
export const checkSchemesIgnoringCase: ModelSteps['checkSecuritySchemes'] = (card) => {
  const schemes = card.emitted['securitySchemes'];
  if (!isJsonObject(schemes)) return referenceSteps.checkSecuritySchemes(card);
  const folded: JsonObject = {};
  for (const [name, value] of Object.entries(schemes)) folded[name.toLowerCase()] = value;
  const lower = (holder: JsonObject): JsonObject => ({
    ...holder,
    ...(Array.isArray(holder['securityRequirements'])
      ? {
          securityRequirements: holder['securityRequirements'].map((r) =>
            isJsonObject(r) && isJsonObject(r['schemes'])
              ? {
                  ...r,
                  schemes: Object.fromEntries(
                    Object.entries(r['schemes']).map(([k, v]) => [k.toLowerCase(), v]),
                  ),
                }
              : r,
          ),
        }
      : {}),
  });
  const skills = Array.isArray(card.emitted['skills'])
    ? card.emitted['skills'].map((s) => (isJsonObject(s) ? lower(s) : s))
    : card.emitted['skills'];
  const emitted = { ...lower(card.emitted), securitySchemes: folded, skills: skills ?? [] };
  return referenceSteps.checkSecuritySchemes({ ...card, emitted });
};

/** XV-DISC-003 broken: only the first interface's version is held against the floor. */
export const checkFirstInterfaceVersion: ModelSteps['checkProtocolVersion'] = (card, floor) => {
  const ifaces = card.emitted['supportedInterfaces'];
  if (!Array.isArray(ifaces)) return referenceSteps.checkProtocolVersion(card, floor);
  const emitted = { ...card.emitted, supportedInterfaces: ifaces.slice(0, 1) };
  return referenceSteps.checkProtocolVersion({ ...card, emitted }, floor);
};

/** XV-DEL-003 broken: a skill id matches a declared one in any case. */
export const resolveSkillIgnoringCase: ModelSteps['resolveInputModes'] = (card, skillId) =>
  referenceSteps.resolveInputModes(card, skillId) ??
  ((declared) =>
    declared === undefined ? undefined : referenceSteps.resolveInputModes(card, declared))(
    skillIds(card).find((id) => id.toLowerCase() === skillId.toLowerCase()),
  );

/** XV-DEL-004 broken: peer names compare case-insensitively, so `PEER-1` is taken for `peer-1`. */
export const samePeerIgnoringCase: ModelSteps['samePeer'] = (a, b) =>
  a.toLowerCase() === b.toLowerCase();

/** XV-DEL-004 broken: the last usable fallback wins, not the first in the caller's order. */
export const chooseLastFallback: ModelSteps['chooseFallback'] = (candidates) =>
  [...candidates].reverse().find((c) => referenceSteps.chooseFallback([c]) !== undefined);

/** XV-NEG-002 broken: the caller's extension URIs match declared ones case-insensitively. */
export const selectExtensionsIgnoringCase: ModelSteps['selectRequestExtensions'] = (input) => {
  if (input.extensions === 'undeclared' || input.extensions.length === 0)
    return referenceSteps.selectRequestExtensions(input);
  const declared = new Set(input.extensions.map((u) => u.toLowerCase()));
  return [
    ...new Set([
      ...referenceSteps.selectRequestExtensions(input),
      ...input.callerExtensions.filter((u) => declared.has(u.toLowerCase())),
    ]),
  ];
};

type Verify = ModelSteps['verifySignature'];

/** XV-SIG-002 broken: allow-list names compare case-insensitively (`es256` admits ES256). */
export const verifyAlgNamesIgnoringCase: Verify = (card, options) => {
  const known = ['ES256', 'ES384', 'ES512', 'RS256', 'PS256', 'EdDSA'];
  const algorithms = options.algorithms.map(
    (a) => known.find((k) => k.toLowerCase() === a.toLowerCase()) ?? a,
  );
  return referenceSteps.verifySignature(card, { ...options, algorithms });
};

/** The `jku` values the card's protected headers name. */
function jkus(card: ParsedCard): string[] {
  return extractSignatureEntries(card.emitted, 16).entries.flatMap(({ outcome }) => {
    if (!outcome.ok) return [];
    const header = decodeProtectedHeader(outcome.value.protected);
    const jku = header.ok ? header.value['jku'] : undefined;
    return typeof jku === 'string' ? [jku] : [];
  });
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** XV-SIG-004 broken: a `jku` is allowed when its host is, whatever its scheme and port. */
export const verifyJkuByHostOnly: Verify = (card, options) => {
  const hosts = new Set(options.allowedJkuOrigins.map(hostOf));
  const extra = jkus(card)
    .filter((j) => hosts.has(hostOf(j)))
    .flatMap((j) => {
      try {
        return [new URL(j).origin];
      } catch {
        return [];
      }
    });
  return referenceSteps.verifySignature(card, {
    ...options,
    allowedJkuOrigins: [...options.allowedJkuOrigins, ...extra],
  });
};

/**
 * XV-SIG-004 broken the other way: the `jku` must start with an allowed origin as written, so
 * equal spellings (host case, the default port written out) are refused.
 */
export const verifyJkuAsWritten: Verify = async (card, options) => {
  const spelled = jkus(card).filter(
    (j) => !options.allowedJkuOrigins.some((o) => j === o || j.startsWith(`${o}/`)),
  );
  if (spelled.length === 0) return referenceSteps.verifySignature(card, options);
  return referenceSteps.verifySignature(card, { ...options, allowedJkuOrigins: [] });
};

/** A2A-SIG-004 broken: revoked key ids compare case-insensitively and trimmed. */
export const verifyRevocationIgnoringCase: Verify = (card, options) => {
  const revoked = new Set(options.revokedKids.map((k) => k.trim().toLowerCase()));
  const more = options.jwks.keys
    .map((k) => k.kid)
    .filter((kid): kid is string => typeof kid === 'string' && revoked.has(kid.toLowerCase()));
  return referenceSteps.verifySignature(card, {
    ...options,
    revokedKids: [...options.revokedKids, ...more],
  });
};

/** XV-SIG-005 broken: only the first signature entry is examined. */
export const verifyFirstEntryOnly: Verify = (card, options) => {
  const signatures = card.emitted['signatures'];
  if (!Array.isArray(signatures)) return referenceSteps.verifySignature(card, options);
  const emitted = { ...card.emitted, signatures: signatures.slice(0, 1) };
  return referenceSteps.verifySignature({ ...card, emitted }, options);
};

/** XV-STR-001 broken: chunks of an artifact after the one marked `lastChunk` are dropped. */
export const reassembleStoppingAtLastChunk: ModelSteps['reassembleChunk'] = (state, chunk) =>
  state.artifacts.get(chunk.artifactId)?.lastChunkSeen === true
    ? state
    : referenceSteps.reassembleChunk(state, chunk);
