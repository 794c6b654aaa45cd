import type { ParsedCard } from '../../../harness/card/index.ts';
import { canonicalizeCard } from '../../../harness/canon/index.ts';
import {
  type SignatureVerdict,
  type VerifyCardOptions,
  decodeProtectedHeader,
  encodeBase64url,
  selectTrustedKey,
  verifyDetachedJws,
} from '../../../harness/jws/index.ts';
import { type JsonObject, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { referenceSteps } from '../../../harness/model/index.ts';

/** How a lenient verifier reads one entry: the header it trusts and the payload it checks. */
export type LenientReading = (
  entry: JsonObject & { protected: string; signature: string },
  protectedHeader: JsonObject,
  canonicalPayload: () => string,
) => { header: JsonObject; payloadB64url: string } | undefined;

/**
 * The first entry of `card` that verifies as `reading` reads it, with the trusted key set, the
 * allow-list and the revocation list: its index and kid, or `undefined` when none does.
 */
export async function firstEntryVerifying(
  card: ParsedCard,
  options: VerifyCardOptions,
  reading: LenientReading,
): Promise<{ index: number; kid: string } | undefined> {
  const signatures = card.emitted['signatures'];
  if (!Array.isArray(signatures)) return undefined;
  const payload = () => encodeBase64url(canonicalizeCard(card.emitted, options.canonicalization));
  for (const [index, raw] of signatures.entries()) {
    if (
      !isJsonObject(raw) ||
      typeof raw['protected'] !== 'string' ||
      typeof raw['signature'] !== 'string'
    )
      continue;
    const entry = raw as JsonObject & { protected: string; signature: string };
    const decoded = decodeProtectedHeader(entry.protected);
    if (!decoded.ok) continue;
    const read = reading(entry, decoded.value, payload);
    const { alg, kid } = read?.header ?? {};
    if (read === undefined || typeof alg !== 'string' || typeof kid !== 'string') continue;
    const key = selectTrustedKey(kid, alg, options.jwks, options.revokedKids);
    if (!key.ok) continue;
    const header = isJsonObject(entry['header']) ? entry['header'] : undefined;
    const jws = {
      protected: entry.protected,
      signature: entry.signature,
      ...(header ? { header } : {}),
    };
    const checked = await verifyDetachedJws(jws, read.payloadB64url, key.value, options.algorithms);
    if (checked.ok) return { index, kid };
  }
  return undefined;
}

/** `verdict` turned valid by the entry at `index`, under `kid`. */
export function validBy(
  verdict: SignatureVerdict,
  found: { index: number; kid: string },
): SignatureVerdict {
  return {
    ...verdict,
    state: 'valid',
    code: undefined,
    message: undefined,
    verifiedIndex: found.index,
    verifiedKid: found.kid,
  };
}

/**
 * The reference verification, then, for a card it refuses, a second chance the way a lenient
 * SDK gives one: each entry is read by `reading` and checked with the trusted key set, the
 * allow-list and the revocation list. Used to build one-bug signing mutants.
 */
export function withLenientFallback(reading: LenientReading) {
  return async (card: ParsedCard, options: VerifyCardOptions): Promise<SignatureVerdict> => {
    const verdict = await referenceSteps.verifySignature(card, options);
    if (verdict.state !== 'invalid') return verdict;
    const found = await firstEntryVerifying(card, options, reading);
    return found === undefined ? verdict : validBy(verdict, found);
  };
}
