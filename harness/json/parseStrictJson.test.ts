import { describe, expect, it } from 'vitest';
import { CrosscheckError, type CrosscheckErrorCode } from '../errors/CrosscheckError.ts';
import type { JsonValue } from './JsonValue.ts';
import { parseStrictJson } from './parseStrictJson.ts';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...enc(p)] : p)));
function utf16(s: string, le: boolean, bom = false): Uint8Array {
  const out: number[] = bom ? (le ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out.push(...(le ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff]));
  }
  return Uint8Array.from(out);
}

function caught(fn: () => unknown): CrosscheckError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CrosscheckError) return e;
    throw e;
  }
  throw new Error('expected a CrosscheckError, nothing was thrown');
}

interface RejectRow {
  name: string;
  input: string | Uint8Array;
  code: CrosscheckErrorCode;
  pointer: string;
}

const rejects: RejectRow[] = [
  {
    name: 'duplicate member at top level',
    input: '{"name":"a","name":"b"}',
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/name',
  },
  {
    name: 'duplicate member nested',
    input: '{"capabilities":{"streaming":true,"streaming":false}}',
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/capabilities/streaming',
  },
  {
    name: 'duplicate member in signatures[0]',
    input: '{"signatures":[{"protected":"a","signature":"b","protected":"c"}]}',
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/signatures/0/protected',
  },
  {
    name: 'duplicate member differing only by escape',
    input: '{"a":1,"\\u0061":2}',
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/a',
  },
  {
    name: 'byte 0xFF',
    input: bytes('{"name":"', [0xff], '"}'),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'overlong "/" (C0 AF)',
    input: bytes('{"name":"', [0xc0, 0xaf], '"}'),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'Latin-1 é (E9)',
    input: bytes('{"name":"caf', [0xe9], '"}'),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'CESU-8 surrogate (ED A0 80)',
    input: bytes('{"name":"', [0xed, 0xa0, 0x80], '"}'),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'truncated sequence at end',
    input: bytes('{"name":"a"}', [0xe2, 0x82]),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'UTF-16LE without BOM',
    input: utf16('{"name":"a"}', true),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'UTF-16LE with BOM',
    input: utf16('{"name":"a"}', true, true),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'UTF-16BE without BOM',
    input: utf16('{"name":"a"}', false),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'UTF-8 BOM in bytes',
    input: bytes([0xef, 0xbb, 0xbf], '{}'),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  { name: 'BOM in a string input', input: '\ufeff{}', code: 'CARD_INVALID_UTF8', pointer: '' },
  {
    name: 'escaped lone high surrogate',
    input: '{"name":"\\ud800"}',
    code: 'CARD_LONE_SURROGATE',
    pointer: '/name',
  },
  {
    name: 'escaped lone low surrogate',
    input: '{"name":"x\\udc00"}',
    code: 'CARD_LONE_SURROGATE',
    pointer: '/name',
  },
  {
    name: 'escaped surrogate pair reversed',
    input: '{"name":"\\udc00\\ud800"}',
    code: 'CARD_LONE_SURROGATE',
    pointer: '/name',
  },
  {
    name: 'raw lone surrogate in a string input',
    input: '{"skills":["\ud800"]}',
    code: 'CARD_LONE_SURROGATE',
    pointer: '/skills/0',
  },
  { name: '1e400', input: '{"x":1e400}', code: 'CARD_NON_FINITE_NUMBER', pointer: '/x' },
  { name: '-1e400', input: '{"x":-1e400}', code: 'CARD_NON_FINITE_NUMBER', pointer: '/x' },
  {
    name: 'non-finite number deep in an array',
    input: '{"a":[{"b":[0,1e999]}]}',
    code: 'CARD_NON_FINITE_NUMBER',
    pointer: '/a/0/b/1',
  },
  { name: 'NaN literal', input: '{"x":NaN}', code: 'CARD_MALFORMED_JSON', pointer: '/x' },
  { name: 'trailing comma in object', input: '{"a":1,}', code: 'CARD_MALFORMED_JSON', pointer: '' },
  {
    name: 'trailing comma in array',
    input: '{"a":[1,]}',
    code: 'CARD_MALFORMED_JSON',
    pointer: '/a/1',
  },
  { name: 'leading zero', input: '{"a":01}', code: 'CARD_MALFORMED_JSON', pointer: '' },
  {
    name: 'unescaped control character',
    input: '{"a":"x\ny"}',
    code: 'CARD_MALFORMED_JSON',
    pointer: '/a',
  },
  { name: 'single quotes', input: "{'a':1}", code: 'CARD_MALFORMED_JSON', pointer: '' },
  { name: 'data after the value', input: '{} {}', code: 'CARD_MALFORMED_JSON', pointer: '' },
  { name: 'empty input', input: '', code: 'CARD_MALFORMED_JSON', pointer: '' },
  { name: 'unterminated object', input: '{"a":1', code: 'CARD_MALFORMED_JSON', pointer: '' },
  { name: 'bad \\u escape', input: '{"a":"\\u12G4"}', code: 'CARD_MALFORMED_JSON', pointer: '/a' },
  {
    name: 'pointer escaping of ~ and /',
    input: '{"a/b~c":{"x":1,"x":2}}',
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/a~1b~0c/x',
  },
];

describe('parseStrictJson: hostile input', () => {
  it.each(rejects)('$name → $code at "$pointer"', ({ input, code, pointer }) => {
    // Act
    const err = caught(() => parseStrictJson(input));
    // Assert
    expect({ code: err.code, pointer: err.pointer }).toEqual({ code, pointer });
    expect(err.message).toMatch(/^Failed to parse JSON: /);
  });
});

describe('parseStrictJson: values it must accept', () => {
  const accepts: { name: string; input: string | Uint8Array; value: JsonValue }[] = [
    { name: 'a valid surrogate pair', input: '{"e":"\\ud83d\\ude00"}', value: { e: '\u{1f600}' } },
    { name: 'raw non-ASCII UTF-8', input: enc('{"name":"café ✓"}'), value: { name: 'café ✓' } },
    { name: 'a tiny number underflows to 0', input: '{"x":1e-400}', value: { x: 0 } },
    { name: 'scalars at the root', input: ' "text" ', value: 'text' },
    {
      name: 'empty containers',
      input: '{"a":{},"b":[],"c":[{}]}',
      value: { a: {}, b: [], c: [{}] },
    },
    { name: 'all escapes', input: '["\\"\\\\\\/\\b\\f\\n\\r\\t"]', value: ['"\\/\b\f\n\r\t'] },
    { name: 'literals', input: '[true,false,null,-0.5e1]', value: [true, false, null, -5] },
  ];
  it.each(accepts)('$name', ({ input, value }) => {
    expect(parseStrictJson(input)).toEqual(value);
  });

  it('keeps a "__proto__" member as data, never as a prototype', () => {
    // Act
    const value = parseStrictJson('{"__proto__":{"polluted":true},"a":1}') as Record<
      string,
      unknown
    >;
    // Assert
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: true });
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe("parseStrictJson(…, 'last-wins'): a duplicate read as JSON.parse reads it", () => {
  it('keeps the last value of a name, at the place of its first member, as JSON.parse does', () => {
    const text = '{"a":1,"b":{"c":1,"c":2},"a":3}';
    const value = parseStrictJson(text, {}, 'last-wins');
    expect(value).toEqual(JSON.parse(text));
    expect(Object.keys(value as object)).toEqual(Object.keys(JSON.parse(text) as object));
  });

  it('still refuses what is not I-JSON otherwise (a lone surrogate)', () => {
    expect(() => parseStrictJson('{"a":"\\ud800","a":"x"}', {}, 'last-wins')).toThrow(
      expect.objectContaining({ code: 'CARD_LONE_SURROGATE' }),
    );
  });
});

describe('parseStrictJson: size and width limits', () => {
  it('rejects bytes over maxBytes before decoding them', () => {
    // Arrange: 64 MiB of invalid UTF-8: decoding first would say CARD_INVALID_UTF8.
    const huge = new Uint8Array(64 * 1024 * 1024).fill(0xff);
    // Act
    const err = caught(() => parseStrictJson(huge));
    // Assert
    expect(err.code).toBe('CARD_TOO_LARGE');
  });

  it('rejects a string over maxBytes by its length, before reading it', () => {
    // Malformed from its first character: reading first would say CARD_MALFORMED_JSON.
    const err = caught(() => parseStrictJson(`}${' '.repeat(32 * 1024 * 1024)}`));
    expect(err.code).toBe('CARD_TOO_LARGE');
  });

  it('counts UTF-8 bytes, not UTF-16 units, for a string input', () => {
    // Arrange: 600 KiB characters, 1.2 MiB of UTF-8, over the 1 MiB default.
    const text = `"${'é'.repeat(600 * 1024)}"`;
    // Act / Assert
    expect(caught(() => parseStrictJson(text)).code).toBe('CARD_TOO_LARGE');
    expect(parseStrictJson(text, { maxBytes: 2 * 1024 * 1024 })).toHaveLength(600 * 1024);
  });

  it.each([
    { input: '{"a":"0123456789"}', maxBytes: 17, code: 'CARD_TOO_LARGE' },
    { input: '{"a":"0123456789"}', maxBytes: 18, code: undefined },
  ])('maxBytes $maxBytes on an 18-byte input → $code', ({ input, maxBytes, code }) => {
    const run = (): unknown => parseStrictJson(enc(input), { maxBytes });
    if (code === undefined) expect(run()).toEqual({ a: '0123456789' });
    else expect(caught(run).code).toBe(code);
  });

  it.each([
    { input: '[1,2,3]', pointer: '' },
    { input: '{"a":{"x":1,"y":2,"z":3}}', pointer: '/a' },
  ])('rejects more than maxMembers at "$pointer"', ({ input, pointer }) => {
    const err = caught(() => parseStrictJson(input, { maxMembers: 2 }));
    expect({ code: err.code, pointer: err.pointer }).toEqual({ code: 'CARD_TOO_LARGE', pointer });
  });

  it('counts every value of the document against maxNodes, however it is spread', () => {
    expect(parseStrictJson('[[1],[2,3]]', { maxNodes: 6 })).toEqual([[1], [2, 3]]);
    const err = caught(() => parseStrictJson('[[1],[2,3]]', { maxNodes: 5 }));
    expect({ code: err.code, pointer: err.pointer }).toEqual({
      code: 'CARD_TOO_LARGE',
      pointer: '/1',
    });
  });

  it('refuses 1 MiB of tiny objects by the default node bound, in 100 rows of 3,000', () => {
    const row = `[${Array.from({ length: 3_000 }, () => '{}').join(',')}]`;
    const input = `[${Array.from({ length: 100 }, () => row).join(',')}]`;

    expect(caught(() => parseStrictJson(input, { maxBytes: 2 * 1024 * 1024 })).message).toMatch(
      /more than 100000 values in the document/,
    );
  });
});

describe('parseStrictJson: nesting', () => {
  const pointerAtDepth = (depth: number): string => '/0'.repeat(depth - 1);

  it.each([10_000, 1_000_000])(
    '%i levels of "[" → CARD_TOO_DEEP at depth 65, at once',
    (levels) => {
      // Arrange: a parser that recursed would overflow the stack (another code), and one that read
      // on past the limit would meet the stray byte at the end first (CARD_INVALID_JSON) or the
      // unclosed arrays (an end-of-input error): the code and the pointer prove where it stopped.
      const input = `${'['.repeat(levels)}\u0001`;
      // Act
      const err = caught(() => parseStrictJson(input, { maxBytes: 2 * levels + 1 }));
      // Assert
      expect({ code: err.code, pointer: err.pointer }).toEqual({
        code: 'CARD_TOO_DEEP',
        pointer: pointerAtDepth(65),
      });
      expect(err.message.length).toBeLessThan(300);
    },
  );

  it('accepts exactly maxDepth levels and refuses one more', () => {
    expect(parseStrictJson('[[[]]]', { maxDepth: 3 })).toEqual([[[]]]);
    const err = caught(() => parseStrictJson('{"a":[{"b":[]}]}', { maxDepth: 3 }));
    expect({ code: err.code, pointer: err.pointer }).toEqual({
      code: 'CARD_TOO_DEEP',
      pointer: '/a/0/b',
    });
  });

  it('has no recursion limit of its own: 100,000 levels parse when the caller allows them', () => {
    // Arrange: far past the JS call-stack depth; a recursive parser throws RangeError here.
    const levels = 100_000;
    const input = '['.repeat(levels) + ']'.repeat(levels);
    // Act
    let v = parseStrictJson(input, { maxDepth: levels, maxBytes: 2 * levels + 1 });
    // Assert: walk down without recursion.
    let depth = 1;
    while (Array.isArray(v) && v.length === 1) {
      v = v[0] as JsonValue;
      depth++;
    }
    expect(depth).toBe(levels);
    expect(v).toEqual([]);
  });

  it('an unterminated 1,000,000-level input under a raised cap is malformed JSON, not a RangeError', () => {
    const levels = 1_000_000;
    const err = caught(() =>
      parseStrictJson('['.repeat(levels), {
        maxDepth: levels,
        maxBytes: levels,
        maxNodes: levels + 1,
      }),
    );
    expect(err.code).toBe('CARD_MALFORMED_JSON');
  });
});
