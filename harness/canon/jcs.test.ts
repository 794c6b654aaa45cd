import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import type { JsonValue } from '../json/JsonValue.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import { corpusPath } from './_fixtures/corpora.ts';
import { jcs } from './jcs.ts';

const testdata = corpusPath('jcs/testdata');
const numbers = corpusPath('jcs/numbers/es6testfile-first10000.txt');

describe.skipIf(testdata === undefined)('jcs: cyberphone testdata (RFC 8785 author)', () => {
  const names = testdata === undefined ? [] : readdirSync(join(testdata, 'input')).sort();

  it('finds the six input/output pairs', () => {
    expect(names).toEqual([
      'arrays.json',
      'french.json',
      'structures.json',
      'unicode.json',
      'values.json',
      'weird.json',
    ]);
  });

  it.each(names)('%s canonicalizes byte-exact (output and outhex)', (name) => {
    // Arrange
    const input = parseStrictJson(readFileSync(join(testdata!, 'input', name)));
    const expectedText = readFileSync(join(testdata!, 'output', name), 'utf8');
    const hex = readFileSync(join(testdata!, 'outhex', name.replace(/\.json$/, '.txt')), 'utf8');
    const expectedBytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
    // Act
    const text = jcs(input);
    // Assert
    expect(text).toBe(expectedText);
    expect(Buffer.from(text, 'utf8').equals(expectedBytes)).toBe(true);
  });
});

describe.skipIf(numbers === undefined)('jcs: ES6 number serialization (RFC 8785 §3.2.2.3)', () => {
  it('serializes all 10,000 doubles of es6testfile as expected', () => {
    // Arrange
    const lines = readFileSync(numbers!, 'utf8')
      .split('\n')
      .filter((l) => l.length > 0);
    const view = new DataView(new ArrayBuffer(8));
    const mismatches: string[] = [];
    // Act
    for (const line of lines) {
      const [hex, expected] = line.split(',') as [string, string];
      view.setBigUint64(0, BigInt(`0x${hex}`));
      const actual = jcs(view.getFloat64(0));
      if (actual !== expected) mismatches.push(`${hex}: got ${actual}, want ${expected}`);
    }
    // Assert
    expect(lines).toHaveLength(10_000);
    expect(mismatches).toEqual([]);
  });
});

describe('jcs: values RFC 8785 cannot write fail with CANON_FAILED', () => {
  const deep = (levels: number): JsonValue => {
    let v: JsonValue = 1;
    for (let i = 0; i < levels; i++) v = [v];
    return v;
  };
  const cases: Array<[string, unknown, string]> = [
    ['NaN (§3.2.2.3)', { a: [Number.NaN] }, '/a/0'],
    ['Infinity (§3.2.2.3)', { a: Number.POSITIVE_INFINITY }, '/a'],
    ['lone high surrogate (§3.2.2.2)', { s: '\ud800' }, '/s'],
    ['reversed surrogate pair', ['\udc00\ud83d'], '/0'],
    ['lone surrogate in a member name', { '\udfff': 1 }, '/\udfff'],
    ['undefined', { u: undefined }, '/u'],
    ['a function', { f: () => 1 }, '/f'],
    ['a Date (not a plain object)', { d: new Date(0) }, '/d'],
    ['10,000 levels of nesting (F2)', deep(10_000), ''],
    ['65 levels of nesting', deep(65), ''],
  ];

  it.each(cases)('%s', (_title, value, pointer) => {
    // Act
    let caught: unknown;
    try {
      jcs(value as JsonValue);
    } catch (e) {
      caught = e;
    }
    // Assert
    expect(isCrosscheckError(caught, 'CANON_FAILED')).toBe(true);
    if (pointer !== '') expect((caught as { pointer: string }).pointer).toBe(pointer);
  });

  it('accepts exactly 64 levels', () => {
    expect(jcs(deep(64))).toBe(`${'['.repeat(64)}1${']'.repeat(64)}`);
  });

  it('writes -0 as 0, keeps "__proto__" as data and sorts by UTF-16 code units (§3.2.3)', () => {
    const obj = parseStrictJson('{"\\ufb33":1,"__proto__":-0,"\\ud83d\\ude00":2,"\\u20ac":3}');
    expect(jcs(obj)).toBe('{"__proto__":0,"\u20ac":3,"\ud83d\ude00":2,"\ufb33":1}');
  });
});
