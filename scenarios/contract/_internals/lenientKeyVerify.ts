import { createPublicKey, constants, verify } from 'node:crypto';
import type { PublicJwk } from '../../../harness/contract/types.ts';
import {
  P256_ORDER,
  type SignatureVerdict,
  splitP1363,
  decodeBase64urlStrict,
  decodeProtectedHeader,
  encodeBase64url,
  extractSignatureEntries,
} from '../../../harness/jws/index.ts';
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
 * The reference's verification, and where it refuses, a second chance for each entry `lenient`
 * accepts on its own crypto: a verifier with one check left out (the curve, the key size, the
 * encoding). The second chance trusts the key the header's kid names, from the trusted set only.
 */
export function withLenientEntries(lenient: (entry: LenientEntry) => boolean): Verify {
  return async (card, options) => {
    const verdict = await referenceSteps.verifySignature(card, options);
    if (verdict.state !== 'invalid' || verdict.payload === '') return verdict;
    const { entries } = extractSignatureEntries(card.emitted, 16);
    for (const { index, outcome } of entries) {
      if (!outcome.ok) continue;
      const entry = outcome.value;
      const header = decodeProtectedHeader(entry.protected);
      if (!header.ok) continue;
      const { alg, kid } = header.value;
      if (typeof alg !== 'string' || typeof kid !== 'string') continue;
      if (!options.algorithms.includes(alg) || options.revokedKids.includes(kid)) continue;
      const keys = options.jwks.keys.filter((k) => k.kid === kid);
      const signature = decodeBase64urlStrict(entry.signature);
      if (keys.length !== 1 || signature === undefined) continue;
      const input = new TextEncoder().encode(
        `${entry.protected}.${encodeBase64url(verdict.payload)}`,
      );
      if (lenient({ alg, key: keys[0]!, signature, input })) return valid(verdict, index, kid);
    }
    return verdict;
  };
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
