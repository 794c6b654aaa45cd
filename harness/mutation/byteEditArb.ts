import fc from 'fast-check';
import {
  type ByteEdit,
  type GrammarEdit,
  INVALID_UTF8_CLASSES,
  type InvalidUtf8,
  LENIENT_VALUE_CLASSES,
  type Nesting,
  TRAILING_DATA,
  UNKNOWN_ESCAPES,
} from './ByteEdit.ts';
import type { OtherEncoding } from './textEncodings.ts';

const at = fc.nat({ max: 63 });
const delta = fc.constantFrom<-1 | 0 | 1>(1, 0, -1);

/**
 * The grammar edits, one arbitrary per class of reader fault (each class of lenient value its
 * own), so each class is as likely as any other.
 */
function grammarEditArbs(): fc.Arbitrary<GrammarEdit>[] {
  return [
    fc.record({ kind: fc.constant('trailing-comma'), at }),
    fc.record({ kind: fc.constant('comment'), at, style: fc.constantFrom('block', 'line') }),
    ...Object.values(LENIENT_VALUE_CLASSES).map((values) =>
      fc.record({ kind: fc.constant('lenient-value'), at, value: fc.constantFrom(...values) }),
    ),
    fc.record({ kind: fc.constant('trailing-data'), data: fc.constantFrom(...TRAILING_DATA) }),
    fc.record({ kind: fc.constant('raw-control'), at, code: fc.nat({ max: 0x1f }) }),
    fc.record({
      kind: fc.constant('unknown-escape'),
      at,
      escape: fc.constantFrom(...UNKNOWN_ESCAPES),
    }),
  ];
}

/**
 * One {@link ByteEdit}, every choice drawn (so from the run's seed): the grammar's lenient forms
 * and its valid respellings, the encodings, depths one below, at and one past the parser's limit
 * in each kind of nesting, and a grammar fault past the depth limit. Each class of fault is as
 * likely as any other (a kind with several, such as invalid UTF-8, counts each class); a drawn
 * edit shrinks to the first place of its kind and its simplest variant. Sizes are not drawn: a
 * card at the size limit is a mebibyte, and every edit the deterministic stage makes of a
 * favoured one would be too (they tripled the property's time); `byteEditsInTurn` makes each
 * size variant instead.
 */
export function byteEditArb(): fc.Arbitrary<ByteEdit> {
  const depth = fc.record({
    kind: fc.constant('depth'),
    delta,
    nesting: fc.constantFrom<Nesting>('alternating', 'arrays', 'objects'),
  });
  return fc.oneof(
    ...grammarEditArbs(),
    fc.record({
      kind: fc.constant('escape-respelling'),
      at,
      char: fc.nat({ max: 63 }),
      upper: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('whitespace'),
      at,
      run: fc
        .array(fc.constantFrom(' ', '\t', '\n', '\r'), { minLength: 1, maxLength: 4 })
        .map((cs) => cs.join('')),
    }),
    ...Object.values(INVALID_UTF8_CLASSES).map((sequences) =>
      fc.record({
        kind: fc.constant('invalid-utf8'),
        at,
        sequence: fc.constantFrom(...(Object.keys(sequences) as InvalidUtf8[])),
      }),
    ),
    fc.record({
      kind: fc.constant('encoding'),
      encoding: fc.constantFrom<OtherEncoding>(
        'utf-16le',
        'utf-16be',
        'utf-32le',
        'utf-32be',
        'latin-1',
      ),
      bom: fc.boolean(),
      at,
    }),
    depth,
    fc.record({
      kind: fc.constant('fault-past-limit'),
      limit: depth,
      fault: fc.oneof(...grammarEditArbs()),
    }),
  );
}
