import { describe, expect, it } from 'vitest';
import { jsonDifferences } from './jsonDifferences.ts';

describe('jsonDifferences', () => {
  it('compares only the members the expectation names, in its order', () => {
    const expected = { admitted: false, stage: 'schema' };
    const actual = { admitted: true, signature: 'valid', stage: 'signature' };

    expect(jsonDifferences(expected, actual)).toEqual([
      { pointer: '/admitted', expected: false, actual: true },
      { pointer: '/stage', expected: 'schema', actual: 'signature' },
    ]);
  });

  it('finds nothing when the answer holds every expected member', () => {
    expect(jsonDifferences({ a: { b: [1, 2] } }, { a: { b: [1, 2], c: 3 }, d: 4 })).toEqual([]);
  });

  it('reports an array of another length once, at its pointer', () => {
    expect(jsonDifferences({ requestExtensions: [] }, { requestExtensions: ['x'] })).toEqual([
      { pointer: '/requestExtensions', expected: [], actual: ['x'] },
    ]);
  });

  it('compares arrays element by element, and a missing member as undefined', () => {
    expect(jsonDifferences({ p: [{ t: 'a' }, { t: 'b' }] }, { p: [{ t: 'a' }, { u: 1 }] })).toEqual(
      [{ pointer: '/p/1/t', expected: 'b', actual: undefined }],
    );
  });

  it('reports a value of another type at its pointer, and the whole value at ""', () => {
    expect(jsonDifferences({ error: 'TaskNotFound' }, 'a result')).toEqual([
      { pointer: '', expected: { error: 'TaskNotFound' }, actual: 'a result' },
    ]);
    expect(jsonDifferences({ a: { b: 1 } }, { a: [1] })).toEqual([
      { pointer: '/a', expected: { b: 1 }, actual: [1] },
    ]);
  });

  it('escapes member names as RFC 6901 says', () => {
    expect(jsonDifferences({ 'a/b~c': 1 }, {})).toEqual([
      { pointer: '/a~1b~0c', expected: 1, actual: undefined },
    ]);
  });

  it('stops at max differences and at maxDepth', () => {
    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(jsonDifferences(wide, {}, { max: 3 }).map((d) => d.pointer)).toEqual([
      '/k0',
      '/k1',
      '/k2',
    ]);
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const other: Record<string, unknown> = {};
    other['self'] = other;
    const found = jsonDifferences(cyclic, other, { maxDepth: 4 });
    expect(found).toEqual([{ pointer: '/self/self/self/self', expected: cyclic, actual: other }]);
  });

  it('never throws on a getter that throws', () => {
    const hostile = Object.defineProperty({}, 'a', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(jsonDifferences({ b: 1, a: 2 }, hostile)).toEqual([
      { pointer: '/b', expected: 1, actual: undefined },
    ]);
  });
});
