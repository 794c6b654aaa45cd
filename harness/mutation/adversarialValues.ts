import type { JsonValue } from '../json/JsonValue.ts';

/** A replacement value with the name a reach count and a counterexample show. */
export interface Labelled<T> {
  label: string;
  value: T;
}

/** Latin letters and a Cyrillic or Greek letter drawn the same (Unicode TR39 confusables). */
const HOMOGLYPHS: Record<string, string> = {
  a: '\u0430',
  e: '\u0435',
  o: '\u043e',
  p: '\u0440',
  c: '\u0441',
  i: '\u0456',
  A: '\u0391',
};

/**
 * Strings no realistic generator writes: markup and JSON-significant characters (a
 * canonicalization that escapes `<`, `>`, `&` as `\u003c` differs from RFC 8785 §3.2.2.2), C0 and
 * C1 controls, format characters (ZWSP, bidi marks, BOM, the line and paragraph separators that
 * JavaScript once could not hold in a literal), a surrogate pair and lone surrogates (RFC 8785
 * refuses those), combining marks and the two normalization forms of one text, names every
 * JavaScript object inherits, a very long string and the empty one.
 */
export const ADVERSARIAL_STRINGS: readonly Labelled<string>[] = [
  { label: 'markup', value: '<b>&amp;</b>"\'<' },
  { label: 'json-escapes', value: 'a"b\\c/d\b\f\n\r\t' },
  { label: 'c0-control', value: 'x\u0000y\u001fz' },
  { label: 'del-c1-control', value: 'x\u007fy\u0085z\u009f' },
  { label: 'format-chars', value: 'a\u200bb\u200ec\u202ed\ufeff' },
  { label: 'line-separators', value: 'a\u2028b\u2029c' },
  { label: 'surrogate-pair', value: 'agent \ud83d\ude80 \ud834\udd1e' },
  { label: 'lone-high-surrogate', value: 'a\ud800b' },
  { label: 'lone-low-surrogate', value: 'a\udc00b' },
  { label: 'nfc', value: 'caf\u00e9 \u00c5' },
  { label: 'nfd', value: 'cafe\u0301 A\u030a' },
  { label: 'compatibility', value: '\ufb01le \u212b \u2126' },
  { label: 'inherited-constructor', value: 'constructor' },
  { label: 'inherited-proto', value: '__proto__' },
  { label: 'inherited-tostring', value: 'toString' },
  { label: 'inherited-hasownproperty', value: 'hasOwnProperty' },
  { label: 'very-long', value: 'long-'.repeat(2_000) },
  { label: 'empty', value: '' },
  { label: 'whitespace', value: ' \t ' },
];

/** Strings made from the value being replaced: the same text in another spelling. */
export const DERIVED_STRINGS: readonly { label: string; derive: (s: string) => string }[] = [
  { label: 'upper-case', derive: (s) => s.toUpperCase() },
  {
    label: 'homoglyph',
    derive: (s) => {
      const i = [...s].findIndex((ch) => HOMOGLYPHS[ch] !== undefined);
      if (i < 0) return `${s}\u0430`;
      const chars = [...s];
      chars[i] = HOMOGLYPHS[chars[i] ?? ''] ?? '';
      return chars.join('');
    },
  },
  { label: 'combining-suffix', derive: (s) => `${s}\u0301` },
  { label: 'nfd-of-value', derive: (s) => `${s.normalize('NFD')}\u00e9`.normalize('NFD') },
  { label: 'padded', derive: (s) => ` ${s} ` },
  { label: 'markup-suffix', derive: (s) => `${s}<&>` },
];

/**
 * Numbers at the edges of what JSON readers agree on: both zeros, the ends of the exactly
 * representable integers (RFC 8785 §3.2.2.3 prints every number as ECMAScript does; RFC 7493 §2.2
 * warns beyond 2^53), a value written with an exponent, huge and tiny doubles.
 */
export const EDGE_NUMBERS: readonly Labelled<number>[] = [
  { label: 'zero', value: 0 },
  { label: 'negative-zero', value: -0 },
  { label: 'max-safe-integer', value: 2 ** 53 - 1 },
  { label: 'two-pow-53', value: 2 ** 53 },
  { label: 'beyond-safe', value: 2 ** 53 + 2 },
  { label: 'min-safe-integer', value: -(2 ** 53 - 1) },
  { label: 'exponent-1e21', value: 1e21 },
  { label: 'small-exponent', value: 1e-7 },
  { label: 'fraction', value: 0.1 },
  { label: 'huge', value: Number.MAX_VALUE },
  { label: 'tiny', value: Number.MIN_VALUE },
  { label: 'negative', value: -1 },
];

/** Values an added member holds. */
export const ADDED_VALUES: readonly Labelled<JsonValue>[] = [
  { label: 'true', value: true },
  { label: 'string', value: 'x' },
  { label: 'markup-string', value: '<&>' },
  { label: 'beyond-safe', value: 2 ** 53 + 2 },
  { label: 'negative-zero', value: -0 },
  { label: 'empty-array', value: [] },
  { label: 'object', value: { nested: { deeper: [1, 'two', null] } } },
  { label: 'null', value: null },
];
