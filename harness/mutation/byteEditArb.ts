import fc from 'fast-check';
import {
  type ByteEdit,
  INVALID_UTF8,
  LENIENT_VALUES,
  type Nesting,
  TRAILING_DATA,
  UNKNOWN_ESCAPES,
} from './ByteEdit.ts';
import type { OtherEncoding } from './textEncodings.ts';

const at = fc.nat({ max: 63 });
const delta = fc.constantFrom<-1 | 0 | 1>(1, 0, -1);

/**
 * One {@link ByteEdit}, every choice drawn (so from the run's seed): the grammar's lenient forms
 * and its valid respellings, the encodings, and depths one below, at and one past the parser's
 * limit in each kind of nesting. Each kind is as likely as any other; a drawn edit shrinks to the
 * first place of its kind and its simplest variant. Sizes are not drawn: a card at the size
 * limit is a mebibyte, and every edit the deterministic stage makes of a favoured one would be
 * too (they tripled the property's time); `byteEditsInTurn` makes each size variant instead.
 */
export function byteEditArb(): fc.Arbitrary<ByteEdit> {
  return fc.oneof(
    fc.record({ kind: fc.constant('trailing-comma'), at }),
    fc.record({ kind: fc.constant('comment'), at, style: fc.constantFrom('block', 'line') }),
    fc.record({
      kind: fc.constant('lenient-value'),
      at,
      value: fc.constantFrom(...LENIENT_VALUES),
    }),
    fc.record({ kind: fc.constant('trailing-data'), data: fc.constantFrom(...TRAILING_DATA) }),
    fc.record({ kind: fc.constant('raw-control'), at, code: fc.nat({ max: 0x1f }) }),
    fc.record({
      kind: fc.constant('unknown-escape'),
      at,
      escape: fc.constantFrom(...UNKNOWN_ESCAPES),
    }),
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
    fc.record({
      kind: fc.constant('invalid-utf8'),
      at,
      sequence: fc.constantFrom(...(Object.keys(INVALID_UTF8) as (keyof typeof INVALID_UTF8)[])),
    }),
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
    fc.record({
      kind: fc.constant('depth'),
      delta,
      nesting: fc.constantFrom<Nesting>('alternating', 'arrays', 'objects'),
    }),
  );
}
