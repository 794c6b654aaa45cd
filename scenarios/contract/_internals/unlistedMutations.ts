import { calculateJwkThumbprint } from 'jose';
import type { ParsedCard } from '../../../harness/card/index.ts';
import { collectSecurityRequirementSchemeNames } from '../../../harness/card/index.ts';
import { jcs } from '../../../harness/canon/index.ts';
import {
  type SignatureVerdict,
  decodeProtectedHeader,
  extractSignatureEntries,
} from '../../../harness/jws/index.ts';
import { type JsonValue, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { mediaTypeMatches } from '../../../harness/media/index.ts';
import { type ModelSteps, referenceSteps } from '../../../harness/model/index.ts';
import type { PublicJwk } from '../../../harness/vocabulary/index.ts';

/**
 * Step replacements for the bug classes no generator or reach entry was written for: values the generators
 * never produce, unusual shapes of trusted keys and policy, identifiers from another namespace,
 * secondary members of answers, structures never combined. Each mirrors a bug a real
 * implementation ships; none is aimed at by a generator or a reach dimension.
 */

type Verify = ModelSteps['verifySignature'];

/**
 * A verifier that computes the canonical bytes differently from RFC 8785 (`rewrite` of the right
 * text): a card signed over the right bytes then never verifies where the texts differ. Modelled
 * on the reference's own verdict, so everything else stays the reference's.
 */
function verifyOverRewrittenPayload(rewrite: (canonical: string) => string): Verify {
  return async (card, options) => {
    const verdict = await referenceSteps.verifySignature(card, options);
    if (verdict.state !== 'valid' || rewrite(verdict.payload) === verdict.payload) return verdict;
    const invalid: SignatureVerdict = {
      state: 'invalid',
      canonicalization: verdict.canonicalization,
      code: 'SIG_INVALID',
      message: 'Failed to verify the card: no signature entry verified over its canonical form.',
      entries: verdict.entries.map((e) => ({ ...e, ok: false, code: 'SIG_INVALID' })),
      payload: rewrite(verdict.payload),
    };
    return invalid;
  };
}

const escape = (ch: string): string => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A2A-SIG-001 broken: non-ASCII escaped as `\uXXXX` (Python's `json.dumps`, `ensure_ascii`). */
export const verifyEscapingNonAscii: Verify = verifyOverRewrittenPayload((text) =>
  text.replace(/[\u0080-\uffff]/g, escape),
);

/** A2A-SIG-001 broken: `<`, `>` and `&` escaped as `\u003c`… (Go's `json.Marshal` default). */
export const verifyEscapingMarkup: Verify = verifyOverRewrittenPayload((text) =>
  text.replace(/[<>&]/g, escape),
);

/** A member set as data, never as a prototype (`__proto__` stays a member). */
function define(out: Record<string, JsonValue>, member: string, value: JsonValue): void {
  Object.defineProperty(out, member, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function withoutNestedSignatures(value: JsonValue, depth: number): JsonValue {
  if (Array.isArray(value)) return value.map((v) => withoutNestedSignatures(v, depth + 1));
  if (!isJsonObject(value)) return value;
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(value))
    if (depth === 0 || k !== 'signatures') define(out, k, withoutNestedSignatures(v, depth + 1));
  return out;
}

/** A copy made by assignment (`out[k] = v`), as most hand-written object walks make it. */
function copiedByAssignment(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(copiedByAssignment);
  if (!isJsonObject(value)) return value;
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(value)) out[k] = copiedByAssignment(v);
  return out;
}

/**
 * A2A-SIG-001 broken: the card is copied member by member with assignment before canonicalizing,
 * so a member named `__proto__` sets the copy's prototype and drops out of the signed bytes.
 */
export const verifyCopyingByAssignment: Verify = verifyOverRewrittenPayload((text) =>
  jcs(copiedByAssignment(JSON.parse(text) as JsonValue)),
);

/**
 * A2A-SIG-001 broken: removes every member named `signatures`, at any depth, before
 * canonicalizing (a recursive delete), where only the top-level one is left out (§8.4.1).
 */
export const verifyDroppingNestedSignatures: Verify = verifyOverRewrittenPayload((text) =>
  jcs(withoutNestedSignatures(JSON.parse(text) as JsonValue, 0)),
);

/** Every JWS `alg` a verifier without an allow-list would accept. */
const EVERY_ALGORITHM = ['ES256', 'ES384', 'ES512', 'RS256', 'PS256', 'EdDSA'];

/** XV-SIG-002 broken: an empty allow-list read as "no restriction". */
export const verifyEmptyAllowListAsAny: Verify = (card, options) =>
  referenceSteps.verifySignature(card, {
    ...options,
    algorithms: options.algorithms.length === 0 ? EVERY_ALGORITHM : options.algorithms,
  });

/** XV-SIG-005 broken: a key's `use` and `key_ops` are never read (RFC 8725 §3.1's binding lost). */
export const verifyIgnoringKeyUse: Verify = (card, options) =>
  referenceSteps.verifySignature(card, {
    ...options,
    jwks: {
      keys: options.jwks.keys.map((key) => {
        const rest: PublicJwk = { ...key };
        delete rest.use;
        delete rest['key_ops'];
        return rest;
      }),
    },
  });

/**
 * XV-SIG-005 broken: the key a card verified under is named by its RFC 7638 thumbprint, an id
 * of another namespace than the `kid` the contract asks for.
 */
export const verifyNamingKeyByThumbprint: Verify = async (card, options) => {
  const verdict = await referenceSteps.verifySignature(card, options);
  const key = options.jwks.keys.find((k) => k.kid === verdict.verifiedKid);
  if (verdict.state !== 'valid' || key === undefined) return verdict;
  return { ...verdict, verifiedKid: await calculateJwkThumbprint(key) };
};

/** XV-SIG-005 broken: of several trusted keys under one kid, the first is used (`keys.find`). */
export const verifyWithFirstKeyOfKid: Verify = (card, options) => {
  const seen = new Set<unknown>();
  const keys = options.jwks.keys.filter((k) => !seen.has(k.kid) && seen.add(k.kid));
  return referenceSteps.verifySignature(card, { ...options, jwks: { keys } });
};

/**
 * XV-SIG-005 broken: a card none of whose entries verified still reports a `verifiedKid`, the
 * first entry's (the kid the verifier looked up, kept after the check failed).
 */
export const verifyReportingFirstKid: Verify = async (card, options) => {
  const verdict = await referenceSteps.verifySignature(card, options);
  if (verdict.state !== 'invalid') return verdict;
  const first = extractSignatureEntries(card.emitted, 16).entries[0]?.outcome;
  const header = first?.ok === true ? decodeProtectedHeader(first.value.protected) : undefined;
  const kid = header?.ok === true ? header.value['kid'] : undefined;
  return typeof kid === 'string' ? { ...verdict, verifiedKid: kid } : verdict;
};

/**
 * XV-DISC-002 broken: a requirement's scheme is looked up with `name in securitySchemes`, so a
 * name every object inherits (`constructor`, `toString`) counts as defined.
 */
export const checkSchemesWithIn: ModelSteps['checkSecuritySchemes'] = (card: ParsedCard) => {
  const schemes = card.emitted['securitySchemes'];
  const holder = isJsonObject(schemes) ? schemes : {};
  const undefinedName = collectSecurityRequirementSchemeNames(card).find(
    ({ name }) => !(name in holder),
  );
  return undefinedName === undefined ? undefined : referenceSteps.checkSecuritySchemes(card);
};

/** XV-DEL-003 broken: a skill is found by its id, or else by its name. */
export const resolveSkillByName: ModelSteps['resolveInputModes'] = (card, skillId) => {
  const byId = referenceSteps.resolveInputModes(card, skillId);
  if (byId !== undefined) return byId;
  const skills = Array.isArray(card.emitted['skills']) ? card.emitted['skills'] : [];
  const named = skills.find((s) => isJsonObject(s) && s['name'] === skillId);
  const id = isJsonObject(named) ? named['id'] : undefined;
  return typeof id === 'string' ? referenceSteps.resolveInputModes(card, id) : undefined;
};

/**
 * XV-DISC-002 broken the other way: the scheme check runs with the REQUIRED-member check, so an
 * undefined scheme refuses the card at the schema stage, before its signature is looked at.
 */
export const checkRequiredAndSchemes: ModelSteps['checkRequired'] = (card) =>
  referenceSteps.checkRequired(card) ?? referenceSteps.checkSecuritySchemes(card);

/**
 * XV-DEL-004 broken: the fallback peer is chosen as the reference chooses it, but nothing the
 * caller wants is activated toward it (the extensions were negotiated for the planned peer only).
 */
export const chooseFallbackWithoutExtensions: ModelSteps['chooseFallback'] = (candidates) => {
  const chosen = referenceSteps.chooseFallback(candidates);
  return chosen === undefined ? undefined : { ...chosen, requestExtensions: [] };
};

/**
 * XV-DEL-001 broken: a mode and a part's media type are matched either way round, so a part
 * that names a range (`image/*`) or lacks a parameter the mode requires fits, as an
 * implementation that tests "do these overlap" instead of "does the mode accept the part" would.
 */
export const matchMediaTypeSymmetric: ModelSteps['matchMediaType'] = (modes, mediaType) =>
  modes.some((mode) => mediaTypeMatches(mode, mediaType) || mediaTypeMatches(mediaType, mode));
