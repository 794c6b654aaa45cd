import type { OtherEncoding } from './textEncodings.ts';

/**
 * Values no JSON text holds, each admitted by some lenient reader (JSON5, `eval`, Python), in
 * classes by the reader fault that admits them: the non-finite literals (a reader that takes
 * IEEE 754's specials), number spellings RFC 8259 §6 does not produce (a reader that reads
 * numbers as `Number()` or `strtod` does), and literals of other languages. The search makes
 * each class in its own turn, so one class is never reached only through another's values.
 */
export const LENIENT_VALUE_CLASSES = {
  'non-finite': ['NaN', 'Infinity', '-Infinity'],
  'number-spelling': ['+1', '01', '1.', '.5', '-01', '1.e2', '0x1F', '1e', '-'],
  'foreign-literal': ["'s'", 'True', 'undefined'],
} as const;

/** Every lenient value, of every class. */
export const LENIENT_VALUES = Object.values(LENIENT_VALUE_CLASSES).flat();

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
 * Byte sequences that are not UTF-8 (RFC 3629 §3, §10), in classes by the decoder fault that
 * lets them through: malformed sequences (stray bytes, a lone continuation, sequences cut short,
 * beyond U+10FFFF), overlong forms (of `/` and NUL), and surrogates encoded on their own (one
 * alone, and a pair each encoded on its own as CESU-8 writes U+1F600).
 */
export const INVALID_UTF8_CLASSES = {
  malformed: {
    ff: [0xff],
    fe: [0xfe],
    'lone-continuation': [0x80],
    'cut-two': [0xc3],
    'cut-three': [0xe2, 0x82],
    'above-10ffff': [0xf4, 0x90, 0x80, 0x80],
    f5: [0xf5, 0x80, 0x80, 0x80],
  },
  overlong: {
    'overlong-solidus-2': [0xc0, 0xaf],
    'overlong-solidus-3': [0xe0, 0x80, 0xaf],
    'overlong-solidus-4': [0xf0, 0x80, 0x80, 0xaf],
    'overlong-nul': [0xc0, 0x80],
  },
  'encoded-surrogate': {
    'cesu-8-pair': [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80],
    'lone-surrogate': [0xed, 0xa0, 0x80],
  },
} as const satisfies Record<string, Record<string, readonly number[]>>;

/** Every sequence that is not UTF-8, by name. */
export const INVALID_UTF8 = Object.assign({}, ...Object.values(INVALID_UTF8_CLASSES)) as Readonly<
  Record<InvalidUtf8, readonly number[]>
>;

/** The name of a sequence that is not UTF-8. */
export type InvalidUtf8 = {
  [C in keyof typeof INVALID_UTF8_CLASSES]: keyof (typeof INVALID_UTF8_CLASSES)[C];
}[keyof typeof INVALID_UTF8_CLASSES];

/** How padding past the size limit is spelt: whitespace (one byte, one UTF-16 unit each) or characters of 2, 3 or 4 UTF-8 bytes. */
export type SizeUnit = 'whitespace' | 'two-byte' | 'three-byte' | 'four-byte';

/** Which containers a nesting past the depth limit is built of. */
export type Nesting = 'arrays' | 'objects' | 'alternating';

/** An edit that breaks the grammar at one place and leaves the text UTF-8. */
export type GrammarEdit =
  | { kind: 'trailing-comma'; at: number }
  | { kind: 'comment'; at: number; style: 'line' | 'block' }
  | { kind: 'lenient-value'; at: number; value: (typeof LENIENT_VALUES)[number] }
  | { kind: 'trailing-data'; data: (typeof TRAILING_DATA)[number] }
  | { kind: 'raw-control'; at: number; code: number }
  | { kind: 'unknown-escape'; at: number; escape: (typeof UNKNOWN_ESCAPES)[number] };

/** A size or a depth one below, at or one past the parser's limit. */
export type LimitEdit =
  | { kind: 'size'; delta: -1 | 0 | 1; unit: SizeUnit }
  | { kind: 'depth'; delta: -1 | 0 | 1; nesting: Nesting };

/**
 * One edit of a served card below its JSON value: of its text (grammar), its bytes (encoding) or
 * its size and depth at the parser's limits. Plain JSON, so a regression file stores it and a run
 * makes it again; each `at` picks a place of its kind counted round the places the text has
 * (`jsonTextSites`), so the edit still applies after the card's structure changed.
 *
 * `fault-past-limit` makes `fault` and then `limit`, whose padding or nesting goes first in the
 * root object: the fault sits after the point where the text crosses the limit, so a reader
 * that enforces the limit before and while it reads refuses with the limit's code, and one that
 * checks it after the parse reports the fault.
 *
 * Valid forms (`escape-respelling`, `whitespace`, a size or depth at the limit) are the same card;
 * every other kind makes bytes that are not one I-JSON text.
 */
export type ByteEdit =
  | GrammarEdit
  | LimitEdit
  | { kind: 'escape-respelling'; at: number; char: number; upper: boolean }
  | { kind: 'whitespace'; at: number; run: string }
  | { kind: 'invalid-utf8'; at: number; sequence: InvalidUtf8 }
  | { kind: 'encoding'; encoding: OtherEncoding; bom: boolean; at: number }
  | { kind: 'fault-past-limit'; limit: LimitEdit; fault: GrammarEdit };
