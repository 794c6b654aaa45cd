import { createPublicKey, constants, verify } from 'node:crypto';
import type { PublicJwk } from '../../../harness/contract/types.ts';
import {
  P256_ORDER,
  type SignatureVerdict,
  splitP1363,
  checkJoseHeaders,
  decodeBase64urlStrict,
  decodeProtectedHeader,
  encodeBase64url,
  extractSignatureEntries,
  selectTrustedKey,
  type SignatureEntry,
} from '../../../harness/jws/index.ts';
import type { JsonObject } from '../../../harness/json/JsonValue.ts';
import { type ModelSteps, referenceSteps } from '../../../harness/model/index.ts';

type Verify = ModelSteps['verifySignature'];

/**
 * One entry as a lenient verifier sees it: the header's algorithm, the one trusted key under the
 * header's kid, the signature bytes and the JWS signing input.
 */
export interface LenientEntry {
  alg: string;
  key: PublicJwk;
  signature: Uint8Array;
  input: Uint8Array;
}

/** The hash an algorithm name ends in (RFC 7518 §3.1). */
export function hashOf(alg: string): string {
  return alg.endsWith('384') ? 'sha384' : alg.endsWith('512') ? 'sha512' : 'sha256';
}

/** node:crypto's verification of `entry` with its key as given, the way the algorithm's family signs. */
export function cryptoVerifies(entry: LenientEntry, dsaEncoding: 'der' | 'ieee-p1363'): boolean {
  try {
    const key = createPublicKey({ key: entry.key as never, format: 'jwk' });
    const padding = entry.alg.startsWith('PS')
      ? { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST }
      : {};
    const hash = entry.alg === 'EdDSA' ? null : hashOf(entry.alg);
    return verify(hash, entry.input, { key, dsaEncoding, ...padding }, entry.signature);
  } catch {
    return false;
  }
}

/**
 * How a verifier reads an entry's protected header (its `protected` member) into the members it
 * acts on; undefined where it reads nothing.
 */
export type HeaderReader = (protectedB64: string) => Record<string, unknown> | undefined;

/** The reference's reading: canonical base64url of one strict I-JSON object. */
const strictHeader: HeaderReader = (protectedB64) => {
  const header = decodeProtectedHeader(protectedB64);
  return header.ok ? header.value : undefined;
};

/** The signature bytes of an entry and the JWS signing input they sign (RFC 7515 §5.2). */
interface Signed {
  signature: Uint8Array;
  input: Uint8Array;
}

/**
 * Decides one entry the reference refused: the kid it verified under, or undefined.
 */
type EntryChance = (
  entry: SignatureEntry,
  options: Parameters<Verify>[1],
  signed: Signed,
) => string | undefined;

/**
 * The reference's verification, and where it refuses, a second chance for each well-formed
 * entry (base64url signature, signing input over the recomputed payload) that `tryEntry`
 * accepts: the shared head of every lenient verifier below.
 */
function secondChance(tryEntry: EntryChance): Verify {
  return async (card, options) => {
    const verdict = await referenceSteps.verifySignature(card, options);
    if (verdict.state !== 'invalid' || verdict.payload === '') return verdict;
    const payload = encodeBase64url(verdict.payload);
    const { entries } = extractSignatureEntries(card.emitted, 16);
    for (const { index, outcome } of entries) {
      if (!outcome.ok) continue;
      const signature = decodeBase64urlStrict(outcome.value.signature);
      if (signature === undefined) continue;
      const input = new TextEncoder().encode(`${outcome.value.protected}.${payload}`);
      const kid = tryEntry(outcome.value, options, { signature, input });
      if (kid !== undefined) return valid(verdict, index, kid);
    }
    return verdict;
  };
}

/**
 * The reference's verification, and where it refuses, a second chance for each entry `lenient`
 * accepts on its own crypto: a verifier with one check left out (the curve, the key size, the
 * encoding), or whose header reader (`readHeader`) is not strict. The second chance trusts the
 * key the header's kid names, from the trusted set only, and never an entry whose header names
 * `crit` or `b64` (RFC 7515 §4.1.11, RFC 7797 §6: refused as the reference refuses them).
 */
export function withLenientEntries(
  lenient: (entry: LenientEntry) => boolean,
  readHeader: HeaderReader = strictHeader,
): Verify {
  return secondChance((entry, options, { signature, input }) => {
    const header = readHeader(entry.protected);
    if (header === undefined || 'crit' in header || 'b64' in header) return undefined;
    const { alg, kid } = header;
    if (typeof alg !== 'string' || typeof kid !== 'string') return undefined;
    if (!options.algorithms.includes(alg) || options.revokedKids.includes(kid)) return undefined;
    const keys = options.jwks.keys.filter((k) => k.kid === kid);
    if (keys.length !== 1) return undefined;
    return lenient({ alg, key: keys[0]!, signature, input }) ? kid : undefined;
  });
}

/**
 * The reference's verification, and where it refuses, a second chance for each entry whose
 * protected header `readHeader` reads where the strict reader does not: the model's own header
 * checks (alg and kid strings, the allow-list, key hints) on the header it returns, the one
 * trusted key its kid names that fits the algorithm it verifies with (that header's `alg`, or
 * `verifyAlgOf`'s where given), and the ECDSA check. So the reader is the only thing lenient.
 */
export function withHeaderReader(readHeader: HeaderReader, verifyAlgOf?: HeaderReader): Verify {
  return secondChance((entry, options, { signature, input }) => {
    const header = readHeader(entry.protected);
    if (header === undefined) return undefined;
    const checked = checkJoseHeaders(header as JsonObject, entry.header, options);
    if (!checked.ok) return undefined;
    const alg = (verifyAlgOf ?? readHeader)(entry.protected)?.['alg'];
    if (typeof alg !== 'string') return undefined;
    const key = selectTrustedKey(checked.value.kid, alg, options.jwks, options.revokedKids);
    if (!key.ok) return undefined;
    return cryptoVerifies({ alg, key: key.value, signature, input }, 'ieee-p1363')
      ? checked.value.kid
      : undefined;
  });
}

function valid(verdict: SignatureVerdict, index: number, kid: string): SignatureVerdict {
  const out: SignatureVerdict = {
    ...verdict,
    state: 'valid',
    verifiedIndex: index,
    verifiedKid: kid,
  };
  delete out.code;
  delete out.message;
  return out;
}

/** ECDSA signature values whose `s` is above half the P-256 order: the high-S twins. */
function highS(signature: Uint8Array): boolean {
  if (signature.length !== 64) return false;
  return splitP1363(signature).s > P256_ORDER / 2n;
}

/**
 * Refuses an ES256 entry with a high `s` that the reference verified: a low-S rule (as Bitcoin's
 * BIP 62 has) that RFC 7518 §3.4 does not set, so a valid signature is refused.
 */
export const verifyRefusingHighS: Verify = async (card, options) => {
  const verdict = await referenceSteps.verifySignature(card, options);
  if (verdict.state !== 'valid' || verdict.verifiedIndex === undefined) return verdict;
  const { entries } = extractSignatureEntries(card.emitted, 16);
  const found = entries.find((e) => e.index === verdict.verifiedIndex)?.outcome;
  const signature = found?.ok === true ? decodeBase64urlStrict(found.value.signature) : undefined;
  if (signature === undefined || !highS(signature)) return verdict;
  const out: SignatureVerdict = {
    ...verdict,
    state: 'invalid',
    code: 'SIG_INVALID',
    message: 'Failed to verify the signature: s is above n/2. Sign with low S.',
  };
  delete out.verifiedIndex;
  delete out.verifiedKid;
  return out;
};

/**
 * Reads a header the strict reader refuses (a member written twice) with `JSON.parse`, which
 * keeps the last of two members, except `kid`, taken from the first `"kid":` in the text, as a
 * reader that scans for the key id before handing the header to its JOSE library does. With
 * one `kid` it reads what a consistent last-wins reader reads (RFC 7515 §4 allows that one); with
 * two, the key is looked up by another member than the last, which no reading allows
 * (security catalogue A8: last-wins only if used consistently for key lookup and verification).
 */
export const firstKidHeader: HeaderReader = (protectedB64) => {
  if (strictHeader(protectedB64) !== undefined) return undefined;
  const text = Buffer.from(protectedB64, 'base64url').toString('utf8');
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const first = /"kid"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(text)?.[1];
    return first === undefined
      ? (value as Record<string, unknown>)
      : { ...(value as Record<string, unknown>), kid: JSON.parse(first) as unknown };
  } catch {
    return undefined;
  }
};

/**
 * Reads `alg` and `kid` of any JSON type as their string form, as a reader that interpolates
 * header members (`${alg}`) does: `["ES256"]` is read as `ES256`, `256` as `"256"`.
 */
export const coercingHeader: HeaderReader = (protectedB64) => {
  const header = strictHeader(protectedB64);
  if (header === undefined) return undefined;
  const { alg, kid } = header;
  if (alg === undefined || kid === undefined) return undefined;
  if (typeof alg === 'string' && typeof kid === 'string') return undefined;
  return { ...header, alg: interpolated(alg), kid: interpolated(kid) };
};

/** What `${value}` writes for a JSON value, an object excepted (written as JSON here). */
function interpolated(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(interpolated).join(',');
  return JSON.stringify(value);
}
