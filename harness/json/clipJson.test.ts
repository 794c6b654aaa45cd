import { describe, expect, it } from 'vitest';
import { clipJson, type ClipLimits } from './clipJson.ts';

const LIMITS: ClipLimits = { maxDepth: 4, maxStringChars: 10, maxItems: 3, maxChars: 10_000 };

function nest(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe('clipJson', () => {
  it('returns small plain JSON unchanged, with no cuts', () => {
    const value = { a: [1, true, null], b: 'short', c: { d: -2.5 } };

    expect(clipJson(value, LIMITS)).toEqual({ value, cuts: [] });
  });

  it('cuts a 10,000-deep member at maxDepth, marks the place and names it', () => {
    const out = clipJson(nest(10_000), LIMITS);

    expect(out.value).toEqual({ a: { a: { a: { a: '[cut: nested deeper than 4 levels]' } } } });
    expect(out.cuts).toEqual(['/a/a/a/a: nested deeper than 4 levels']);
    expect(() => JSON.stringify(out.value)).not.toThrow();
  });

  it('cuts long strings, long arrays and wide objects, keeping a note of each', () => {
    const value = { s: 'x'.repeat(25), list: [1, 2, 3, 4, 5], wide: { a: 1, b: 2, c: 3, d: 4 } };

    expect(clipJson(value, LIMITS)).toMatchInlineSnapshot(`
      {
        "cuts": [
          "/s: 15 of 25 characters",
          "/list: 2 of 5 items",
          "/wide: 1 of 4 members",
        ],
        "value": {
          "list": [
            1,
            2,
            3,
            "[cut: 2 of 5 items]",
          ],
          "s": "xxxxxxxxxx…[cut: 15 of 25 characters]",
          "wide": {
            "(cut)": "[cut: 1 of 4 members]",
            "a": 1,
            "b": 2,
            "c": 3,
          },
        },
      }
    `);
  });

  it('stops at the character budget however the input is shaped', () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => ({ i, text: 'y'.repeat(100) }));
    const limits = { maxDepth: 8, maxStringChars: 1_000, maxItems: 1_000_000, maxChars: 50_000 };

    const out = clipJson(huge, limits);

    expect(JSON.stringify(out.value).length).toBeLessThan(60_000);
    expect(out.cuts.at(-1)).toMatch(/items$/);
  });

  it('shares one budget between copies', () => {
    const budget = { left: 40 };
    const limits = { ...LIMITS, maxStringChars: 100 };

    const first = clipJson('a'.repeat(30), limits, budget);
    const second = clipJson('b'.repeat(30), limits, budget);

    expect(first.cuts).toEqual([]);
    expect(second.cuts).toEqual(['/: 24 of 30 characters']);
  });

  it('turns what JSON cannot carry into markers instead of throwing', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic['self'] = cyclic;
    const getter = Object.defineProperty({}, 'secret', { get: () => 'ran', enumerable: true });
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );

    const out = clipJson(
      { cyclic, big: 10n, fn: () => 1, nan: Number.NaN, getter, trap, err: new TypeError('bad') },
      { ...LIMITS, maxStringChars: 100, maxItems: 10 },
    );

    expect(out.value).toEqual({
      cyclic: { name: 'loop', self: '[cut: a cycle (refers back to an enclosing value)]' },
      big: '[cut: a bigint (10n) is not JSON]',
      fn: '[cut: a function is not JSON]',
      nan: '[cut: NaN is not a JSON number]',
      getter: { secret: '[cut: an accessor, not read]' },
      trap: '[cut: reading it threw]',
      err: 'TypeError: bad',
    });
    expect(out.cuts).toHaveLength(6);
  });

  it('keeps a member named __proto__ as data', () => {
    const value = JSON.parse('{"__proto__":{"polluted":true}}') as unknown;

    const out = clipJson(value, LIMITS).value as Record<string, unknown>;

    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('never splits a surrogate pair', () => {
    const out = clipJson('abcdefghi😀z', LIMITS).value as string;

    expect(out.startsWith('abcdefghi…')).toBe(true);
  });

  it('lists at most 20 cuts and counts the rest', () => {
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`k${i}`, 'z'.repeat(20)]),
    );

    const out = clipJson(many, { ...LIMITS, maxItems: 100 });

    expect(out.cuts).toHaveLength(21);
    expect(out.cuts[20]).toBe('…and 10 more cut(s)');
  });

  it('bounds the copy as a report renders it: indentation of tiny objects counted', () => {
    const tiny = Array.from({ length: 100 }, () => Array.from({ length: 3_000 }, () => ({})));
    const limits = { maxDepth: 8, maxStringChars: 1_000, maxItems: 10_000, maxChars: 256 * 1024 };

    const out = clipJson(tiny, limits);

    // As report.json holds it: eight levels down, two spaces a level.
    const text = JSON.stringify(
      { a: { b: { c: { d: { e: { f: { g: out.value } } } } } } },
      null,
      2,
    );
    expect(text.length).toBeLessThan(limits.maxChars * 1.05);
    expect(out.cuts.length).toBeGreaterThan(0);
  });
});
