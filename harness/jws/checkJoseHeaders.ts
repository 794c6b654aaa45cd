import type { JsonObject } from '../json/JsonValue.ts';
import type { StepOutcome } from './types.ts';

/** What the header checks let through: only protected values, so integrity-protected. */
export interface CheckedHeader {
  alg: string;
  kid: string;
  jku?: string;
  typ?: string;
  notes: string[];
}

export interface HeaderPolicy {
  algorithms: string[];
  allowedJkuOrigins: string[];
}

/**
 * Header parameters that select a key, an algorithm or a processing mode. RFC 7515 §4 / §10.3:
 * anything used in a trust decision must be integrity-protected, so none may sit in the
 * unprotected `header` (catalogue A11; `crit` there is also an RFC 7515 §4.1.11 violation).
 */
export const UNPROTECTED_FORBIDDEN = [
  'alg',
  'kid',
  'jku',
  'jwk',
  'x5u',
  'x5c',
  'crit',
  'b64',
] as const;

/** Protected members that would make the key come from the card itself (catalogue B3, B4). */
export const EMBEDDED_KEY_SOURCES = ['jwk', 'x5c', 'x5u'] as const;

/**
 * A2A §8.4.3 step 2, second half: the harness's header policy, run in this order, each failure
 * with its own code and before jose is called:
 * 1. the two headers are disjoint (RFC 7515 §7.2.1; A10) → `SIG_MALFORMED`;
 * 2. protected `alg` and `kid` are non-empty strings (A2A §8.4.2; A4) → `SIG_HEADER_MISSING_ALG_OR_KID`;
 * 3. no key hint in the unprotected header (A11) → `SIG_UNPROTECTED_KEY_HINT`;
 * 4. no `crit`, no `b64` (A5–A7: A2A fixes the signing input, RFC 7797 is not part of it) → `SIG_CRIT_UNSUPPORTED`;
 * 5. `alg` on the allow-list (A1, A3, RFC 8725 §3.1) → `SIG_ALG_NOT_ALLOWED`;
 * 6. no embedded `jwk`/`x5c`/`x5u` (B3, B4) → `SIG_EMBEDDED_JWK`;
 * 7. a `jku` only on an allowed origin (B2) → `SIG_JKU_NOT_ALLOWED`. It is recorded, never fetched.
 * `typ` other than "JOSE" is a note, not a failure (A2A §8.4.2 says SHOULD; A12).
 */
export function checkJoseHeaders(
  protectedHeader: JsonObject,
  unprotected: JsonObject | undefined,
  policy: HeaderPolicy,
): StepOutcome<CheckedHeader> {
  const unprotectedNames = Object.keys(unprotected ?? {});
  const shared = unprotectedNames.filter((n) =>
    Object.prototype.hasOwnProperty.call(protectedHeader, n),
  );
  if (shared.length > 0) {
    return fail(
      'SIG_MALFORMED',
      `"${shared[0]}" is in both the protected and the unprotected header (RFC 7515 §7.2.1)`,
    );
  }
  const { alg, kid, jku, typ } = protectedHeader;
  if (typeof alg !== 'string' || alg === '' || typeof kid !== 'string' || kid === '') {
    return fail(
      'SIG_HEADER_MISSING_ALG_OR_KID',
      'the protected header lacks a non-empty string "alg" and "kid" (A2A §8.4.2)',
    );
  }
  const hint = UNPROTECTED_FORBIDDEN.find((n) => unprotectedNames.includes(n));
  if (hint !== undefined) {
    return fail(
      'SIG_UNPROTECTED_KEY_HINT',
      `"${hint}" is in the unprotected header, where nobody signed it (RFC 7515 §10.3)`,
    );
  }
  for (const name of ['crit', 'b64'] as const) {
    if (Object.prototype.hasOwnProperty.call(protectedHeader, name)) {
      return fail(
        'SIG_CRIT_UNSUPPORTED',
        `the protected header has "${name}", which A2A card signatures do not use (RFC 7515 §4.1.11, RFC 7797)`,
      );
    }
  }
  if (!policy.algorithms.includes(alg)) {
    return fail(
      'SIG_ALG_NOT_ALLOWED',
      `alg "${short(alg)}" is not in the allowed list [${policy.algorithms.join(', ')}] (RFC 8725 §3.1)`,
    );
  }
  const embedded = EMBEDDED_KEY_SOURCES.find((n) =>
    Object.prototype.hasOwnProperty.call(protectedHeader, n),
  );
  if (embedded !== undefined) {
    return fail(
      'SIG_EMBEDDED_JWK',
      `the header carries its own key ("${embedded}"); keys come only from the trusted set (RFC 7515 §10.3)`,
    );
  }
  if (
    jku !== undefined &&
    (typeof jku !== 'string' || !isJkuAllowed(jku, policy.allowedJkuOrigins))
  ) {
    return fail(
      'SIG_JKU_NOT_ALLOWED',
      `jku ${short(JSON.stringify(jku))} is not on an allowed origin; it was not fetched (RFC 8725 §3.10)`,
    );
  }
  const notes = typ === 'JOSE' ? [] : ['TYP_NOT_JOSE'];
  return {
    ok: true,
    value: {
      alg,
      kid,
      ...(typeof jku === 'string' ? { jku } : {}),
      ...(typeof typ === 'string' ? { typ } : {}),
      notes,
    },
  };
}

/**
 * True when `jku` parses as a URL whose origin is exactly one of `allowedOrigins`. Comparing
 * parsed origins defeats userinfo (`https://trusted@evil/`) and suffix (`https://trusted.evil/`)
 * tricks; `http:`, `file:` or an IP literal pass only if the allow-list names that very origin.
 */
export function isJkuAllowed(jku: string, allowedOrigins: string[]): boolean {
  const origin = originOf(jku);
  if (origin === undefined || origin === 'null') return false;
  return allowedOrigins.some((allowed) => originOf(allowed) === origin);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function fail(
  code: Extract<StepOutcome<never>, { ok: false }>['code'],
  why: string,
): StepOutcome<CheckedHeader> {
  return {
    ok: false,
    code,
    message: `Failed to accept the JWS header: ${why}. Sign with a conforming protected header.`,
  };
}

function short(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
