import {
  type ByteEdit,
  INVALID_UTF8,
  LENIENT_VALUES,
  type Nesting,
  type SizeUnit,
  TRAILING_DATA,
  UNKNOWN_ESCAPES,
} from './ByteEdit.ts';
import type { OtherEncoding } from './textEncodings.ts';

const PAST_FIRST = [1, 0, -1] as const;
const UNITS: readonly SizeUnit[] = ['two-byte', 'three-byte', 'four-byte', 'whitespace'];
const NESTINGS: readonly Nesting[] = ['alternating', 'arrays', 'objects'];
const ENCODINGS: readonly OtherEncoding[] = [
  'utf-16le',
  'utf-16be',
  'utf-32le',
  'utf-32be',
  'latin-1',
];
/** Control characters a lenient reader is likeliest to let through first: NUL, tab, LF, CR. */
const CONTROLS = [0x00, 0x09, 0x0a, 0x0d, 0x1f, 0x01, 0x08, 0x0c, 0x1b];

/**
 * Every variant of each kind of {@link ByteEdit}, kind by kind, each kind's variants in the order
 * the stage makes them: past a limit before at it and below it, and in each unit the limit is
 * likeliest to be measured in wrongly first; each encoding with and without its BOM.
 */
function variantsByKind(): ByteEdit[][] {
  return [
    [0, 1, 2].map((at) => ({ kind: 'trailing-comma', at })),
    PAST_FIRST.flatMap((delta) => UNITS.map((unit) => ({ kind: 'size', delta, unit }))),
    PAST_FIRST.flatMap((delta) => NESTINGS.map((nesting) => ({ kind: 'depth', delta, nesting }))),
    [false, true].flatMap((bom) =>
      ENCODINGS.map((encoding) => ({ kind: 'encoding', encoding, bom, at: 1 })),
    ),
    (Object.keys(INVALID_UTF8) as (keyof typeof INVALID_UTF8)[]).map((sequence, at) => ({
      kind: 'invalid-utf8',
      at,
      sequence,
    })),
    LENIENT_VALUES.map((value, at) => ({ kind: 'lenient-value', at, value })),
    (['block', 'line'] as const).map((style, at) => ({ kind: 'comment', at, style })),
    TRAILING_DATA.map((data) => ({ kind: 'trailing-data', data })),
    CONTROLS.map((code, at) => ({ kind: 'raw-control', at, code })),
    UNKNOWN_ESCAPES.map((escape, at) => ({ kind: 'unknown-escape', at, escape })),
    [false, true].map((upper, at) => ({ kind: 'escape-respelling', at, char: at * 7, upper })),
    ['\n', ' \t', '\r\n'].map((run, at) => ({ kind: 'whitespace', at, run })),
  ];
}

/**
 * The first `count` byte edits of the stage, the kinds taking turns (each kind's first variant,
 * then each kind's second, ...), so that every kind is made once before any is made twice and a
 * small budget still reaches each one; `shift` (from the seed) moves where in a text each edit
 * lands.
 */
export function byteEditsInTurn(count: number, shift = 0): ByteEdit[] {
  const kinds = variantsByKind();
  const out: ByteEdit[] = [];
  for (let round = 0; out.length < count; round++) {
    let any = false;
    for (const variants of kinds) {
      const edit = variants[round];
      if (edit === undefined || out.length >= count) continue;
      out.push('at' in edit ? { ...edit, at: edit.at + shift } : edit);
      any = true;
    }
    if (!any) break;
  }
  return out;
}
