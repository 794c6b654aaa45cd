import {
  type ByteEdit,
  type GrammarEdit,
  INVALID_UTF8_CLASSES,
  type InvalidUtf8,
  LENIENT_VALUE_CLASSES,
  type LimitEdit,
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

/** Each class of grammar fault's variants, class by class. */
function grammarVariants(): GrammarEdit[][] {
  return [
    [0, 1, 2].map((at) => ({ kind: 'trailing-comma', at })),
    ...Object.values(LENIENT_VALUE_CLASSES).map((values) =>
      values.map((value, at): GrammarEdit => ({ kind: 'lenient-value', at, value })),
    ),
    (['block', 'line'] as const).map((style, at) => ({ kind: 'comment', at, style })),
    TRAILING_DATA.map((data) => ({ kind: 'trailing-data', data })),
    CONTROLS.map((code, at) => ({ kind: 'raw-control', at, code })),
    UNKNOWN_ESCAPES.map((escape, at) => ({ kind: 'unknown-escape', at, escape })),
  ];
}

/**
 * A grammar fault past a limit: each limit past by one (depth in each nesting, size in each
 * unit, taking turns) beside the first variant of each class of grammar fault, in turn.
 */
function faultsPastLimits(): ByteEdit[] {
  const limits: LimitEdit[] = UNITS.flatMap((unit, i) => [
    { kind: 'depth', delta: 1, nesting: NESTINGS[i % NESTINGS.length] as Nesting },
    { kind: 'size', delta: 1, unit },
  ]);
  const faults = grammarVariants().map((variants) => variants[0] as GrammarEdit);
  return faults.map((fault, i) => ({
    kind: 'fault-past-limit',
    limit: limits[i % limits.length] as LimitEdit,
    fault,
  }));
}

/**
 * Every variant of each class of {@link ByteEdit}, class by class (a kind with several classes
 * of fault, such as invalid UTF-8 or a lenient value, is one list per class), each class's
 * variants in the order the stage makes them: past a limit before at it and below it, and in
 * each unit the limit is likeliest to be measured in wrongly first; each encoding with and
 * without its BOM.
 */
function variantsByKind(): ByteEdit[][] {
  const [trailingComma, ...otherGrammar] = grammarVariants();
  return [
    trailingComma as ByteEdit[],
    PAST_FIRST.flatMap((delta) => UNITS.map((unit) => ({ kind: 'size', delta, unit }))),
    PAST_FIRST.flatMap((delta) => NESTINGS.map((nesting) => ({ kind: 'depth', delta, nesting }))),
    faultsPastLimits(),
    [false, true].flatMap((bom) =>
      ENCODINGS.map((encoding) => ({ kind: 'encoding', encoding, bom, at: 1 })),
    ),
    ...Object.values(INVALID_UTF8_CLASSES).map((sequences) =>
      (Object.keys(sequences) as InvalidUtf8[]).map((sequence, at): ByteEdit => ({
        kind: 'invalid-utf8',
        at,
        sequence,
      })),
    ),
    ...otherGrammar,
    [false, true].map((upper, at) => ({ kind: 'escape-respelling', at, char: at * 7, upper })),
    ['\n', ' \t', '\r\n'].map((run, at) => ({ kind: 'whitespace', at, run })),
  ];
}

/** How many classes of byte edit there are: the first this many of `byteEditsInTurn` make each once. */
export function byteEditClassCount(): number {
  return variantsByKind().length;
}

/**
 * The first `count` byte edits of the stage, the classes taking turns (each class's first
 * variant, then each class's second, ...), so that every class is made once before any is made
 * twice and a small budget still reaches each one; `shift` (from the seed) moves where in a text each edit
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
      out.push(shifted(edit, shift));
      any = true;
    }
    if (!any) break;
  }
  return out;
}

/** `edit` with each place it picks moved on by `shift`. */
function shifted(edit: ByteEdit, shift: number): ByteEdit {
  if (edit.kind === 'fault-past-limit')
    return { ...edit, fault: shifted(edit.fault, shift) as GrammarEdit };
  return 'at' in edit ? { ...edit, at: edit.at + shift } : edit;
}
