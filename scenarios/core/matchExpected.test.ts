import { describe, expect, it } from 'vitest';
import { matchExpected } from './matchExpected.ts';

describe('matchExpected', () => {
  it.each([
    [{ a: 1, b: 2 }, { a: 1 }, []],
    [{ a: 1 }, { a: 2 }, ['/a: expected 2, got 1']],
    [{ a: { b: 'undeclared' } }, { a: { b: [] } }, ['/a/b: expected an array, got "undeclared"']],
    [{ a: [1, 2] }, { a: [1] }, ['/a: expected [1], got [1,2]']],
    [{}, { admitted: false }, ['/admitted: expected false, got nothing']],
    [null, { x: 1 }, ['/: expected an object, got null']],
  ])('compares %j against %j', (actual, expected, mismatches) => {
    expect(matchExpected(actual, expected)).toEqual(mismatches);
  });
});
