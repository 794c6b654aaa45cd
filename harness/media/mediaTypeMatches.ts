import { isInformalMediaToken, parseMediaType } from './parseMediaType.ts';

/**
 * Whether a part of media type `actual` satisfies the declared input mode `declared`
 * (XV-DEL-001, RFC 6838 §4.2 / RFC 9110 §8.3.1):
 * - type and subtype compare case-insensitively; `*\/*` and `type/*` in `declared` match any
 *   subtype (a wildcard in `actual` is compared as a literal `*`); `*` as a type beside a
 *   concrete subtype (`*\/x+*`) is no range (RFC 9110 §12.5.1): a literal that matches itself;
 * - parameters of `actual` are ignored unless `declared` has parameters; then each declared
 *   parameter must be present in `actual` with an equal value (quoted or not; `charset` values
 *   case-insensitively, RFC 2046 §4.1.2; other values exactly);
 * - an informal token with no slash (`"text"`) on either side matches only the identical string;
 * - anything else that does not parse matches nothing.
 */
export function mediaTypeMatches(declared: string, actual: string): boolean {
  if (isInformalMediaToken(declared) || isInformalMediaToken(actual)) return declared === actual;
  const d = parseMediaType(declared);
  const a = parseMediaType(actual);
  if (d === null || a === null) return false;
  const anySubtype = d.subtype === '*';
  const anyType = d.type === '*' && anySubtype;
  if (!anyType && d.type !== a.type) return false;
  if (!anySubtype && d.subtype !== a.subtype) return false;
  for (const [name, want] of Object.entries(d.params)) {
    if (!Object.hasOwn(a.params, name)) return false;
    const got = a.params[name] ?? '';
    const equal = name === 'charset' ? got.toLowerCase() === want.toLowerCase() : got === want;
    if (!equal) return false;
  }
  return true;
}

/** Whether any of the resolved input `modes` accepts a part of media type `actual`. */
export function acceptsMediaType(modes: readonly string[], actual: string): boolean {
  return modes.some((mode) => mediaTypeMatches(mode, actual));
}
