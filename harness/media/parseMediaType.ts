/** A media type or media range split into its parts; names lower-cased, values unquoted. */
export interface MediaType {
  /**
   * Lower-cased. `*` is a wildcard only in the media range `*\/*`; beside a concrete subtype
   * (`*\/x+*`) it is a literal token (RFC 9110 §12.5.1 ranges are `*\/*` and `type/*` only).
   */
  type: string;
  /** Lower-cased; `*` in a media range. */
  subtype: string;
  /** Parameter names lower-cased; values as written, with quoted-string unquoted. */
  params: Record<string, string>;
}

// RFC 9110 §5.6.2: tchar = "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~" / DIGIT / ALPHA
function isTchar(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    "!#$%&'*+-.^_`|~".includes(String.fromCharCode(c))
  );
}

const isOws = (c: number): boolean => c === 0x20 || c === 0x09;

/**
 * True for a mode string that is a bare token with no `/`, such as `"text"` or `"file"`: not a
 * media type (RFC 6838 §4.2 needs type "/" subtype), yet common in early A2A samples. XV-DEL-001
 * matches it only against itself, exactly.
 */
export function isInformalMediaToken(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) if (!isTchar(s.charCodeAt(i))) return false;
  return true;
}

/**
 * Parses `type "/" subtype *( OWS ";" OWS [ name "=" ( token / quoted-string ) ] )`
 * (RFC 9110 §8.3.1 and §5.6.6; media ranges of §12.5.1 too, so `*\/*` and `text/*` parse).
 * Type, subtype and parameter names are case-insensitive and come back lower-cased. `*` is a
 * tchar (RFC 9110 §5.6.2), so `*\/x+*` parses: a type and a subtype that are literal tokens, not
 * a range (§12.5.1 has no `*\/subtype` range). Returns `null` for anything else: no slash, empty
 * parts, whitespace around `/` or `=` or at the ends (the grammar has none, and a JSON string is
 * not a header field whose surrounding whitespace §5.5 strips), a malformed quoted-string, or a
 * parameter given twice (RFC 6838 §4.3).
 */
export function parseMediaType(s: string): MediaType | null {
  let i = 0;
  const token = (): string => {
    const start = i;
    while (i < s.length && isTchar(s.charCodeAt(i))) i++;
    return s.slice(start, i);
  };
  const type = token().toLowerCase();
  if (type === '' || s[i] !== '/') return null;
  i++;
  const subtype = token().toLowerCase();
  if (subtype === '') return null;
  const params: Record<string, string> = {};
  while (i < s.length) {
    while (isOws(s.charCodeAt(i))) i++;
    if (s[i] !== ';') return null;
    i++;
    while (isOws(s.charCodeAt(i))) i++;
    if (i === s.length || s[i] === ';') continue;
    const name = token().toLowerCase();
    if (name === '' || s[i] !== '=') return null;
    i++;
    let value: string | null;
    if (s[i] === '"') {
      const q = readQuoted(s, i);
      if (q === null) return null;
      value = q.value;
      i = q.end;
    } else {
      value = token();
      if (value === '') return null;
    }
    if (Object.hasOwn(params, name)) return null;
    // defineProperty: a parameter named "__proto__" stays data.
    Object.defineProperty(params, name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { type, subtype, params };
}

/** RFC 9110 §5.6.4 quoted-string starting at `start` (the opening quote). */
function readQuoted(s: string, start: number): { value: string; end: number } | null {
  let out = '';
  for (let i = start + 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) return { value: out, end: i + 1 };
    if (c === 0x5c) {
      // quoted-pair = "\" ( HTAB / SP / VCHAR / obs-text )
      const d = s.charCodeAt(++i);
      if (!(d === 0x09 || (d >= 0x20 && d <= 0x7e) || (d >= 0x80 && d <= 0xff))) return null;
      out += s[i];
      continue;
    }
    // qdtext = HTAB / SP / %x21 / %x23-5B / %x5D-7E / obs-text
    if (!(c === 0x09 || (c >= 0x20 && c <= 0x7e) || (c >= 0x80 && c <= 0xff))) return null;
    out += s[i];
  }
  return null;
}
