import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import { type JsonObject, isJsonObject } from '../json/JsonValue.ts';
import { type DuplicateMembers, parseStrictJson } from '../json/parseStrictJson.ts';
import { decodeBase64urlStrict } from './base64url.ts';
import type { StepOutcome } from './types.ts';

/** A protected header is a few hundred bytes; 16 KiB is generous and bounds the parse. */
const MAX_PROTECTED_HEADER_BYTES = 16 * 1024;

/**
 * A2A §8.4.3 step 2, first half: decodes the `protected` member (RFC 7515 §5.2 steps 2–3).
 * The text must be canonical base64url (no padding, whitespace or `+`/`/`: catalogue A9) and
 * decode to a UTF-8 JSON object without a BOM. A member name written twice is refused by default
 * (`duplicates: 'reject'`). RFC 7515 §4 lets a JWS parser either reject duplicate Header
 * Parameter names or keep only the lexically last one (ECMAScript 5.1 §15.12), and §10.12 asks
 * for strict JSON because a parser that returns an unpredictable value for a duplicate makes
 * the producer's intent impossible to discern: refusing is the reading the catalogue prefers
 * (A8). `'last-wins'` is the other one: the header this returns is then the one every later
 * step (key lookup, allow-list, verification) reads, so they cannot read different members.
 */
export function decodeProtectedHeader(
  protectedB64: string,
  duplicates: DuplicateMembers = 'reject',
): StepOutcome<JsonObject> {
  const bytes = decodeBase64urlStrict(protectedB64);
  if (bytes === undefined) {
    return malformed(
      '"protected" is not canonical base64url (RFC 7515 §2: no padding, whitespace or "+"/"/")',
    );
  }
  let header: unknown;
  try {
    header = parseStrictJson(
      bytes,
      { maxBytes: MAX_PROTECTED_HEADER_BYTES, maxDepth: 8 },
      duplicates,
    );
  } catch (e) {
    const why = isCrosscheckError(e) ? `${e.code}: ${e.message}` : String(e);
    return malformed(`the decoded header is not strict I-JSON (${why})`);
  }
  if (!isJsonObject(header)) return malformed('the decoded header is not a JSON object');
  return { ok: true, value: header };
}

function malformed(why: string): StepOutcome<JsonObject> {
  return {
    ok: false,
    code: 'SIG_MALFORMED',
    message: `Failed to decode the protected header: ${why}. Emit BASE64URL(UTF8(JSON object)) once, as RFC 7515 §5.1 builds it.`,
  };
}
