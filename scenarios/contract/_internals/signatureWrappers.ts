import { decodeProtectedHeader, extractSignatureEntries } from '../../../harness/jws/index.ts';
import type { SignatureVerdict, VerifyCardOptions } from '../../../harness/jws/index.ts';
import { type JsonObject, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { type ModelSteps, referenceSteps } from '../../../harness/model/index.ts';
import { withLenientFallback } from './fallbackVerify.ts';

type Verify = ModelSteps['verifySignature'];

/** Every JWS `alg` a verifier without an allow-list would accept. */
const EVERY_ALGORITHM = [
  'ES256',
  'ES384',
  'ES512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'EdDSA',
  'Ed25519',
];

/** XV-SIG-001 broken: verifies a `jcs-emitted` policy over the `a2a-1.0` form (unknown members stripped first). */
export const verifyEmittedAsA2a: Verify = async (card, options) => {
  if (options.canonicalization !== 'jcs-emitted')
    return referenceSteps.verifySignature(card, options);
  const verdict = await referenceSteps.verifySignature(card, {
    ...options,
    canonicalization: 'a2a-1.0',
  });
  return { ...verdict, canonicalization: 'jcs-emitted' };
};

/** A2A-SIG-002 broken: verifies an `a2a-1.0` policy over the emitted form (presence rules not applied). */
export const verifyA2aAsEmitted: Verify = async (card, options) => {
  if (options.canonicalization !== 'a2a-1.0') return referenceSteps.verifySignature(card, options);
  const verdict = await referenceSteps.verifySignature(card, {
    ...options,
    canonicalization: 'jcs-emitted',
  });
  return { ...verdict, canonicalization: 'a2a-1.0' };
};

/** XV-SIG-002 broken: no algorithm allow-list (jose's default: any algorithm the key fits). */
export const verifyAnyAlgorithm: Verify = (card, options) =>
  referenceSteps.verifySignature(card, { ...options, algorithms: EVERY_ALGORITHM });

/**
 * XV-SIG-003 broken: reads the unprotected header the way a merging key resolver does and never
 * refuses what it finds there; modelled by verifying with the unprotected headers set aside.
 */
export const verifyIgnoringUnprotectedHints: Verify = (card, options) => {
  const signatures = card.emitted['signatures'];
  if (!Array.isArray(signatures)) return referenceSteps.verifySignature(card, options);
  const stripped = signatures.map((entry) => {
    if (!isJsonObject(entry) || !Object.hasOwn(entry, 'header')) return entry;
    const rest = { ...entry };
    delete rest['header'];
    return rest;
  });
  const emitted: JsonObject = { ...card.emitted, signatures: stripped };
  return referenceSteps.verifySignature({ ...card, emitted }, options);
};

/** XV-SIG-004 broken: trusts whatever origin a protected `jku` names (still never fetched). */
export const verifyAnyJkuOrigin: Verify = (card, options) => {
  const extracted = extractSignatureEntries(card.emitted, 16);
  const origins = extracted.entries.flatMap(({ outcome }) => {
    if (!outcome.ok) return [];
    const header = decodeProtectedHeader(outcome.value.protected);
    const jku = header.ok ? header.value['jku'] : undefined;
    try {
      return typeof jku === 'string' ? [new URL(jku).origin] : [];
    } catch {
      return [];
    }
  });
  return referenceSteps.verifySignature(card, {
    ...options,
    allowedJkuOrigins: [...options.allowedJkuOrigins, ...origins],
  });
};

/** XV-SIG-005 broken: a card whose signatures all fail is treated as unsigned instead of untrusted. */
export const verifyFailedAsUnsigned: Verify = async (card, options) => {
  const verdict = await referenceSteps.verifySignature(card, options);
  if (verdict.state !== 'invalid') return verdict;
  const absent: SignatureVerdict = { ...verdict, state: 'absent', code: 'SIG_ABSENT' };
  return absent;
};

/** A2A-SIG-004 broken: the revocation list is never consulted. */
export const verifyIgnoringRevocation: Verify = (card, options: VerifyCardOptions) =>
  referenceSteps.verifySignature(card, { ...options, revokedKids: [] });

/**
 * A2A-SIG-001 broken: trusts a `payload` member carried by the signature entry instead of
 * recomputing the canonical card (catalogue D2), when the recomputed one does not verify.
 */
export const verifyCarriedPayload: Verify = withLenientFallback((entry, protectedHeader) =>
  typeof entry['payload'] === 'string'
    ? { header: protectedHeader, payloadB64url: entry['payload'] }
    : undefined,
);

/**
 * A2A-SIG-003 broken: takes `alg` and `kid` from the merged protected and unprotected headers,
 * as jose's key resolvers see them, when the protected header lacks them.
 */
export const verifyMergedHeaderKid: Verify = withLenientFallback(
  (entry, protectedHeader, payload) => {
    const unprotected = entry['header'];
    if (typeof unprotected !== 'object' || unprotected === null || Array.isArray(unprotected))
      return undefined;
    return { header: { ...unprotected, ...protectedHeader }, payloadB64url: payload() };
  },
);
