import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import { type JsonObject, isJsonObject } from '../json/JsonValue.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import { decodeBase64urlStrict } from './base64url.ts';
import type { StepOutcome } from './types.ts';

/** A protected header is a few hundred bytes; 16 KiB is generous and bounds the parse. */
const MAX_PROTECTED_HEADER_BYTES = 16 * 1024;

/**
 * A2A §8.4.3 step 2, first half: decodes the `protected` member (RFC 7515 §5.2 steps 2–3).
 * The text must be canonical base64url (no padding, whitespace or `+`/`/`: catalogue A9) and
 * decode to a UTF-8 JSON object without a BOM and without duplicate member names. JOSE allows
 * a last-wins parser for duplicates, but then key lookup and verification could read different
 * `kid`s (catalogue A8), so duplicates are refused.
 */
export function decodeProtectedHeader(protectedB64: string): StepOutcome<JsonObject> {
  const bytes = decodeBase64urlStrict(protectedB64);
  if (bytes === undefined) {
    return malformed(
      '"protected" is not canonical base64url (RFC 7515 §2: no padding, whitespace or "+"/"/")',
    );
  }
  let header: unknown;
  try {
    header = parseStrictJson(bytes, { maxBytes: MAX_PROTECTED_HEADER_BYTES, maxDepth: 8 });
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
