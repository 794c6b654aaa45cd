import { canonicalizeCard } from '../canon/canonicalizeCard.ts';
import type { Canonicalization } from '../vocabulary/index.ts';
import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { decodeBase64urlStrict, encodeBase64url } from './base64url.ts';
import { checkJoseHeaders } from './checkJoseHeaders.ts';
import { decodeProtectedHeader } from './decodeProtectedHeader.ts';
import { DEFAULT_MAX_SIGNATURE_ENTRIES } from './defaults.ts';
import { type SignatureEntry, extractSignatureEntries } from './extractSignatureEntries.ts';
import { selectTrustedKey } from './selectTrustedKey.ts';
import type {
  SignatureEntryResult,
  SignatureVerdict,
  StepOutcome,
  VerifyCardOptions,
} from './types.ts';
import { verifyDetachedJws } from './verifyDetachedJws.ts';

/**
 * Verifies the `signatures` of a parsed card, mirroring A2A v1.0 §8.4.3:
 * 1. {@link extractSignatureEntries} (absent or `[]` → `absent`; malformed entries recorded);
 * 2. {@link decodeProtectedHeader}, canonical `signature` encoding, {@link checkJoseHeaders};
 * 3. {@link selectTrustedKey} from `options.jwks` only (nothing is ever fetched, `jku` included);
 * 4–5. `canonicalizeCard(card, options.canonicalization)`;
 * 6. {@link verifyDetachedJws}.
 *
 * The card is `valid` iff at least one examined entry verifies with a trusted key ("at least
 * one", A2A §8.4.3; catalogue E1–E3); only that entry's header is reported as trusted
 * (`verifiedIndex`, `verifiedKid`). Every examined entry gets a result; at most
 * `options.maxEntries` (default 16) are examined (F3). Never throws for anything in the card.
 */
export async function verifyCardSignatures(
  card: JsonObject,
  options: VerifyCardOptions,
): Promise<SignatureVerdict> {
  const canonicalization = options.canonicalization;
  const extracted = extractSignatureEntries(
    card,
    options.maxEntries ?? DEFAULT_MAX_SIGNATURE_ENTRIES,
  );
  const payload = computePayload(card, canonicalization);
  const payloadText = payload.ok ? payload.value : '';
  if (extracted.state === 'absent') {
    return {
      state: 'absent',
      canonicalization,
      code: 'SIG_ABSENT',
      message:
        'Failed to verify the card: it carries no signatures. Sign the card (A2A §8.4.2) or treat it as unsigned.',
      entries: [],
      payload: payloadText,
    };
  }
  if (extracted.state === 'malformed') {
    return {
      state: 'invalid',
      canonicalization,
      code: 'SIG_MALFORMED',
      message:
        'Failed to verify the card: "signatures" is not an array. Emit an array of AgentCardSignature objects.',
      entries: [],
      payload: payloadText,
    };
  }
  const entries: SignatureEntryResult[] = [];
  for (const { index, outcome } of extracted.entries) {
    entries.push(
      outcome.ok
        ? await verifyEntry(index, outcome.value, payload, options)
        : failed(index, outcome, {}),
    );
  }
  const notExamined =
    extracted.notExamined > 0 ? { entriesNotExamined: extracted.notExamined } : {};
  const verified = entries.find((e) => e.ok);
  if (verified !== undefined) {
    return {
      state: 'valid',
      canonicalization,
      verifiedIndex: verified.index,
      ...(verified.kid === undefined ? {} : { verifiedKid: verified.kid }),
      entries,
      payload: payloadText,
      ...notExamined,
    };
  }
  const first = entries[0]!;
  const skipped =
    extracted.notExamined > 0 ? ` ${extracted.notExamined} further entries were not examined.` : '';
  return {
    state: 'invalid',
    canonicalization,
    ...(first.code === undefined ? {} : { code: first.code }),
    message: `Failed to verify the card under ${canonicalization}: none of ${entries.length} signature entries verified with a trusted key (entry 0: ${first.code ?? 'unknown'}).${skipped} Sign the ${canonicalization} form with a trusted key.`,
    entries,
    payload: payloadText,
    ...notExamined,
  };
}

async function verifyEntry(
  index: number,
  entry: SignatureEntry,
  payload: StepOutcome<string>,
  options: VerifyCardOptions,
): Promise<SignatureEntryResult> {
  const decoded = decodeProtectedHeader(entry.protected, options.headerDuplicates);
  if (!decoded.ok) return failed(index, decoded, {});
  const seen = recordable(decoded.value);
  // why: RFC 7515 §2 defines base64url without padding or whitespace; jose decodes leniently,
  // so one signature would have many spellings (catalogue C5). Refusing them costs nothing.
  if (decodeBase64urlStrict(entry.signature) === undefined) {
    return failed(
      index,
      {
        code: 'SIG_MALFORMED',
        message: `Failed to read signature entry ${index}: "signature" is not canonical base64url. Emit it unpadded, without whitespace (RFC 7515 §2).`,
      },
      seen,
    );
  }
  const header = checkJoseHeaders(decoded.value, entry.header, options);
  if (!header.ok) return failed(index, header, seen);
  if (!payload.ok) return failed(index, payload, seen);
  const key = selectTrustedKey(
    header.value.kid,
    header.value.alg,
    options.jwks,
    options.revokedKids,
  );
  if (!key.ok) return failed(index, key, seen);
  const result = await verifyDetachedJws(
    entry,
    encodeBase64url(payload.value),
    key.value,
    options.algorithms,
  );
  if (!result.ok) return failed(index, result, seen);
  return {
    index,
    ok: true,
    alg: header.value.alg,
    kid: header.value.kid,
    ...(header.value.jku === undefined ? {} : { jku: header.value.jku }),
    ...(header.value.notes.length > 0 ? { notes: header.value.notes } : {}),
  };
}

/** A2A §8.4.3 steps 3–5, once per card. */
function computePayload(card: JsonObject, mode: Canonicalization): StepOutcome<string> {
  try {
    return { ok: true, value: canonicalizeCard(card, mode) };
  } catch (e) {
    if (isCrosscheckError(e)) return { ok: false, code: e.code, message: e.message };
    return {
      ok: false,
      code: 'CANON_FAILED',
      message: `Failed to canonicalize the card: ${String(e)}. Emit plain JSON.`,
    };
  }
}

/** Protected `alg`/`kid`/`jku` when they are strings, kept for the report (not trusted). */
function recordable(header: JsonObject): Pick<SignatureEntryResult, 'alg' | 'kid' | 'jku'> {
  const { alg, kid, jku } = header;
  return {
    ...(typeof alg === 'string' ? { alg } : {}),
    ...(typeof kid === 'string' ? { kid } : {}),
    ...(typeof jku === 'string' ? { jku } : {}),
  };
}

function failed(
  index: number,
  outcome: { code: SignatureEntryResult['code']; message: string },
  seen: Pick<SignatureEntryResult, 'alg' | 'kid' | 'jku'>,
): SignatureEntryResult {
  return {
    index,
    ok: false,
    ...seen,
    ...(outcome.code === undefined ? {} : { code: outcome.code }),
    message: outcome.message,
  };
}
