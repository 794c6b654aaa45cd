import type { OtherEncoding } from './textEncodings.ts';

/** Values no JSON text holds, each admitted by some lenient reader (JSON5, `eval`, Python). */
export const LENIENT_VALUES = [
  'NaN',
  'Infinity',
  '-Infinity',
  '+1',
  '01',
  '.5',
  '1.',
  '0x1F',
  '1e',
  '-',
  "'s'",
  'True',
  'undefined',
] as const;

/** Escapes RFC 8259 §7 does not define, each read by some lenient reader as a character. */
export const UNKNOWN_ESCAPES = [
  '\\a',
  '\\x41',
  "\\'",
  '\\U0041',
  '\\u41 ',
  '\\u00G1',
  '\\0',
  '\\v',
  '\\e',
] as const;

/** What a text can have after its value that makes it no longer one JSON text (RFC 8259 §2). */
export const TRAILING_DATA = ['x', '{}', ',', ']', '\u0000', ' 0', '\n{}'] as const;

/**
 * Byte sequences that are not UTF-8 (RFC 3629 §3, §10): stray bytes, a lone continuation,
 * sequences cut short, beyond U+10FFFF, overlong forms of `/` and NUL, an encoded surrogate, and
 * a surrogate pair each encoded on its own (CESU-8) for U+1F600.
 */
export const INVALID_UTF8 = {
  ff: [0xff],
  fe: [0xfe],
  'lone-continuation': [0x80],
  'cut-two': [0xc3],
  'cut-three': [0xe2, 0x82],
  'above-10ffff': [0xf4, 0x90, 0x80, 0x80],
  f5: [0xf5, 0x80, 0x80, 0x80],
  'overlong-solidus-2': [0xc0, 0xaf],
  'overlong-solidus-3': [0xe0, 0x80, 0xaf],
  'overlong-solidus-4': [0xf0, 0x80, 0x80, 0xaf],
  'overlong-nul': [0xc0, 0x80],
  'lone-surrogate': [0xed, 0xa0, 0x80],
  'cesu-8-pair': [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80],
} as const satisfies Record<string, readonly number[]>;

/** How padding past the size limit is spelt: whitespace (one byte, one UTF-16 unit each) or characters of 2, 3 or 4 UTF-8 bytes. */
export type SizeUnit = 'whitespace' | 'two-byte' | 'three-byte' | 'four-byte';

/** Which containers a nesting past the depth limit is built of. */
export type Nesting = 'arrays' | 'objects' | 'alternating';

/**
 * One edit of a served card below its JSON value: of its text (grammar), its bytes (encoding) or
 * its size and depth at the parser's limits. Plain JSON, so a regression file stores it and a run
 * makes it again; each `at` picks a place of its kind counted round the places the text has
 * (`jsonTextSites`), so the edit still applies after the card's structure changed.
 *
 * Valid forms (`escape-respelling`, `whitespace`, a size or depth at the limit) are the same card;
 * every other kind makes bytes that are not one I-JSON text.
 */
export type ByteEdit =
  | { kind: 'trailing-comma'; at: number }
  | { kind: 'comment'; at: number; style: 'line' | 'block' }
  | { kind: 'lenient-value'; at: number; value: (typeof LENIENT_VALUES)[number] }
  | { kind: 'trailing-data'; data: (typeof TRAILING_DATA)[number] }
  | { kind: 'raw-control'; at: number; code: number }
  | { kind: 'unknown-escape'; at: number; escape: (typeof UNKNOWN_ESCAPES)[number] }
  | { kind: 'escape-respelling'; at: number; char: number; upper: boolean }
  | { kind: 'whitespace'; at: number; run: string }
  | { kind: 'invalid-utf8'; at: number; sequence: keyof typeof INVALID_UTF8 }
  | { kind: 'encoding'; encoding: OtherEncoding; bom: boolean; at: number }
  | { kind: 'size'; delta: -1 | 0 | 1; unit: SizeUnit }
  | { kind: 'depth'; delta: -1 | 0 | 1; nesting: Nesting };
