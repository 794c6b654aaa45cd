import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../json/JsonValue.ts';
import { dropUndefined } from './dropUndefined.ts';
import { READER_SPECIAL_MEMBERS, structArb } from './structArb.ts';

/** Every member name of a value, at any depth. */
function memberNames(v: JsonValue): string[] {
  if (Array.isArray(v)) return v.flatMap(memberNames);
  if (typeof v !== 'object' || v === null) return [];
  return Object.entries(v).flatMap(([k, e]) => [k, ...memberNames(e)]);
}

describe('structArb', () => {
  it('draws each name a hand-made walk mishandles, as own members of plain objects', () => {
    // Arrange
    const drawn = fc.sample(structArb(), { seed: 3, numRuns: 200 });
    // Act
    const names = new Set(drawn.flatMap(memberNames));
    // Assert
    expect(READER_SPECIAL_MEMBERS.filter((m) => !names.has(m))).toEqual([]);
    expect(drawn.every((s) => Object.getPrototypeOf(s) === Object.prototype)).toBe(true);
  });
});

describe('dropUndefined', () => {
  it('keeps a "__proto__" member a member of the card, not its prototype', () => {
    // Arrange
    const params: JsonObject = {};
    Object.defineProperty(params, '__proto__', {
      value: { tier: 'gold' },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    // Act
    const out = dropUndefined({ name: 'a', params, gone: undefined });
    // Assert
    expect(JSON.stringify(out)).toBe('{"name":"a","params":{"__proto__":{"tier":"gold"}}}');
    expect(Object.getPrototypeOf(out['params'])).toBe(Object.prototype);
  });
});
