import { describe, expect, it } from 'vitest';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { describeThrown, toPlainJson, validateResult } from './validateContract.ts';

/** The result copier and validator the transports apply to what an IUT answers (DESIGN §7). */
function refusal(
  value: unknown,
  limits?: { maxChars: number; maxDepth: number },
): { code: string; pointer: string | undefined; message: string } {
  try {
    toPlainJson('discover', value, 'iut-x', limits);
  } catch (error) {
    if (error instanceof CrosscheckError)
      return { code: error.code, pointer: error.pointer, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('toPlainJson', () => {
  it('copies plain JSON, dropping undefined members, keeping "__proto__" as a member', () => {
    const shared = { a: 1 };
    const input = JSON.parse('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    Object.assign(input, { x: [shared, shared], y: undefined, z: null, s: 'é', n: -0 });
    const out = toPlainJson('discover', input, 'iut-x') as Record<string, unknown>;
    expect(out).not.toBe(input);
    expect(JSON.stringify(out)).toBe(
      '{"__proto__":{"polluted":true},"x":[{"a":1},{"a":1}],"z":null,"s":"é","n":0}',
    );
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it.each([
    ['a bigint', { a: [1n] }, '/a/0', /is a bigint \(1n\), not JSON/],
    ['a symbol', { a: Symbol('s') }, '/a', /is a symbol, not JSON/],
    ['Infinity', { a: { b: Infinity } }, '/a/b', /is Infinity/],
    ['an undefined element', { a: [1, undefined, 3] }, '/a/1', /is undefined \(or a hole\)/],
    ['a hole', { a: new Array<number>(2).fill(0, 1) }, '/a/0', /is undefined \(or a hole\)/],
    ['a Date', { when: new Date(0) }, '/when', /is a Date, not a plain object/],
    ['a Map', { m: new Map() }, '/m', /is a Map, not a plain object/],
    ['a key with "/" and "~"', { 'a/b~c': () => 1 }, '/a~1b~0c', /is a function/],
  ])('refuses %s with a pointer to it', (_what, value, pointer, says) => {
    const r = refusal(value);
    expect({ code: r.code, pointer: r.pointer }).toEqual({ code: 'IUT_BAD_RESULT', pointer });
    expect(r.message).toMatch(says);
    expect(r.message).toMatch(/^Failed to accept the result of "discover" from iut-x: /);
  });

  it('refuses a cycle, but not a value shared by two members', () => {
    const cyclic: Record<string, unknown> = { a: {} };
    (cyclic['a'] as Record<string, unknown>)['back'] = cyclic;
    expect(refusal(cyclic)).toMatchObject({
      pointer: '/a/back',
      message: expect.stringMatching(/a cycle/) as unknown,
    });
  });

  it('refuses getters without calling them', () => {
    let calls = 0;
    const value = Object.defineProperty({}, 'admitted', { enumerable: true, get: () => ++calls });
    expect(refusal(value).message).toMatch(/\/admitted is an accessor/);
    expect(calls).toBe(0);
  });

  it('turns a throwing Proxy trap into IUT_BAD_RESULT', () => {
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new RangeError('trap');
        },
      },
    );
    expect(refusal({ p: proxy }).message).toMatch(/reading it threw RangeError: trap/);
  });

  it('bounds size and depth', () => {
    expect(refusal({ s: 'x'.repeat(100) }, { maxChars: 50, maxDepth: 10 }).message).toMatch(
      /\/s makes the result larger than 50 characters/,
    );
    expect(
      refusal(
        Array.from({ length: 100 }, () => 0),
        { maxChars: 50, maxDepth: 10 },
      ).pointer,
    ).toBe('');
    let deep: unknown = 0;
    for (let i = 0; i < 20; i++) deep = [deep];
    expect(refusal(deep, { maxChars: 1000, maxDepth: 10 }).message).toMatch(
      /nests deeper than 10 levels/,
    );
  });
});

describe('validateResult', () => {
  it('quotes the offending value and names the IUT', () => {
    expect(() =>
      validateResult(
        'discover',
        { admitted: 'yes', signature: 'valid', mayNegotiateExtensions: true },
        'iut-x',
      ),
    ).toThrow(/result of "discover" from iut-x: \/admitted must be boolean \(got "yes"\)/);
  });
});

describe('describeThrown', () => {
  it('survives hostile throwables and caps their length', () => {
    const hostile = Object.create(null, {
      toString: {
        value: () => {
          throw new Error('no');
        },
      },
    }) as unknown;
    expect(describeThrown(hostile)).toBe('an unprintable object');
    expect(describeThrown(new Error('x'.repeat(10_000))).length).toBe(300);
    expect(describeThrown(5n)).toBe('5n');
  });
});
