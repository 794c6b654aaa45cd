import { describe, expect, it } from 'vitest';
import { parseCard } from '../card/index.ts';
import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import { DEFAULT_JSON_LIMITS } from '../json/limits.ts';
import { type ByteEdit, INVALID_UTF8_CLASSES, LENIENT_VALUE_CLASSES } from './ByteEdit.ts';
import { applyByteEdit } from './applyByteEdit.ts';
import { byteEditsInTurn } from './byteEditsInTurn.ts';

const CARD = { name: 'A/b', description: 'x\u00e9y', skills: [{ id: 's', tags: [] }], n: 1 };
const TEXT = JSON.stringify(CARD);
const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');

/** The reference parser's verdict on the bytes: the card it reads, or its code. */
function verdict(bytes: Uint8Array): string {
  try {
    return JSON.stringify(parseCard(bytes).emitted) === TEXT ? 'same card' : 'another card';
  } catch (e) {
    if (isCrosscheckError(e)) return e.code;
    throw e;
  }
}

describe('applyByteEdit', () => {
  // The reference reads bytes as RFC 8259 §2-§8.1 and RFC 7493 say: each row is one byte form
  // and the verdict the reference must give it.
  const rows: [ByteEdit, string, string][] = [
    [{ kind: 'trailing-comma', at: 0 }, '{"id":"s","tags":[],}', 'CARD_MALFORMED_JSON'],
    [{ kind: 'comment', at: 0, style: 'block' }, '{/*c*/"name"', 'CARD_MALFORMED_JSON'],
    [{ kind: 'lenient-value', at: 0, value: 'NaN' }, '{"x-n":NaN,"name"', 'CARD_MALFORMED_JSON'],
    [{ kind: 'lenient-value', at: 0, value: '+1' }, '{"x-n":+1,', 'CARD_MALFORMED_JSON'],
    [{ kind: 'lenient-value', at: 0, value: '01' }, '{"x-n":01,', 'CARD_MALFORMED_JSON'],
    [{ kind: 'lenient-value', at: 0, value: '.5' }, '{"x-n":.5,', 'CARD_MALFORMED_JSON'],
    [{ kind: 'trailing-data', data: '{}' }, '"n":1}{}', 'CARD_MALFORMED_JSON'],
    [{ kind: 'raw-control', at: 0, code: 9 }, '{"\tname"', 'CARD_MALFORMED_JSON'],
    [{ kind: 'unknown-escape', at: 1, escape: '\\x41' }, '"\\x41A/b"', 'CARD_MALFORMED_JSON'],
    [{ kind: 'escape-respelling', at: 5, char: 0, upper: false }, '"A\\/b"', 'same card'],
    [{ kind: 'escape-respelling', at: 0, char: 0, upper: true }, '"\\u006Eame"', 'same card'],
    [{ kind: 'whitespace', at: 0, run: ' \r\n' }, '{ \r\n"name"', 'same card'],
  ];
  it.each(rows)('%j writes %s: %s', (edit, written, expected) => {
    const bytes = applyByteEdit(TEXT, edit);
    expect(Buffer.from(bytes).toString('utf8')).toContain(written);
    expect(verdict(bytes)).toBe(expected);
  });

  it('writes the invalid UTF-8 sequences and encodings the reference refuses', () => {
    const cesu = applyByteEdit(TEXT, { kind: 'invalid-utf8', at: 1, sequence: 'cesu-8-pair' });
    expect(hex(cesu)).toContain(`22${'eda0bdedb880'}412f62`);
    const overlong = applyByteEdit(TEXT, {
      kind: 'invalid-utf8',
      at: 1,
      sequence: 'overlong-solidus-2',
    });
    const latin1 = applyByteEdit(TEXT, {
      kind: 'encoding',
      encoding: 'latin-1',
      bom: false,
      at: 1,
    });
    const utf16 = applyByteEdit(TEXT, { kind: 'encoding', encoding: 'utf-16be', bom: true, at: 0 });
    const utf32 = applyByteEdit(TEXT, {
      kind: 'encoding',
      encoding: 'utf-32le',
      bom: false,
      at: 0,
    });
    expect(hex(latin1)).toContain('22e9412f62');
    expect(hex(utf16).slice(0, 8)).toBe('feff007b');
    expect(hex(utf32).slice(0, 16)).toBe('7b00000022000000');
    for (const b of [cesu, overlong, latin1, utf16, utf32])
      expect(verdict(b)).toBe('CARD_INVALID_UTF8');
  });

  it('sizes the text to the byte at the limit, in any unit', () => {
    for (const unit of ['whitespace', 'two-byte', 'three-byte', 'four-byte'] as const) {
      const at = applyByteEdit(TEXT, { kind: 'size', delta: 0, unit });
      const past = applyByteEdit(TEXT, { kind: 'size', delta: 1, unit });
      expect([at.length, past.length]).toEqual([
        DEFAULT_JSON_LIMITS.maxBytes,
        DEFAULT_JSON_LIMITS.maxBytes + 1,
      ]);
      expect(verdict(at)).toBe(unit === 'whitespace' ? 'same card' : 'another card');
      expect(verdict(past)).toBe('CARD_TOO_LARGE');
    }
    // Two-byte padding past the limit in bytes is half of it in UTF-16 units.
    const past = applyByteEdit(TEXT, { kind: 'size', delta: 1, unit: 'two-byte' });
    expect(new TextDecoder().decode(past).length).toBeLessThan(DEFAULT_JSON_LIMITS.maxBytes * 0.6);
  });

  it('nests to the level at the limit, arrays and objects both counted', () => {
    for (const nesting of ['arrays', 'objects', 'alternating'] as const) {
      expect(verdict(applyByteEdit(TEXT, { kind: 'depth', delta: 0, nesting }))).toBe(
        'another card',
      );
      expect(verdict(applyByteEdit(TEXT, { kind: 'depth', delta: 1, nesting }))).toBe(
        'CARD_TOO_DEEP',
      );
    }
    const two = new TextDecoder().decode(
      applyByteEdit('{"a":1}', {
        kind: 'depth',
        delta: 2 - DEFAULT_JSON_LIMITS.maxDepth,
        nesting: 'alternating',
      } as unknown as ByteEdit),
    );
    expect(two).toBe('{"x-deep":[],"a":1}');
  });
});

describe('byteEditsInTurn', () => {
  /** An edit's class: its kind, and for a kind with several classes of fault, the class. */
  const classOf = (e: ByteEdit): string => {
    if (e.kind === 'lenient-value')
      return Object.entries(LENIENT_VALUE_CLASSES).find(([, vs]) =>
        (vs as readonly string[]).includes(e.value),
      )![0];
    if (e.kind === 'invalid-utf8')
      return Object.entries(INVALID_UTF8_CLASSES).find(([, seqs]) => e.sequence in seqs)![0];
    return e.kind;
  };

  it('makes every class once before any twice', () => {
    const first = byteEditsInTurn(17).map(classOf);
    expect(new Set(first).size).toBe(17);
    expect(first).toEqual(
      expect.arrayContaining([
        'non-finite',
        'number-spelling',
        'foreign-literal',
        'malformed',
        'overlong',
        'encoded-surrogate',
        'fault-past-limit',
      ]),
    );
    expect(byteEditsInTurn(34).slice(17, 34).map(classOf)).toEqual(first);
  });
});

describe('a grammar fault past a limit', () => {
  // The limit is crossed before the fault is read: the strict reader refuses with the limit's
  // code, where a reader that checks the limit after the parse would name the fault.
  const rows: [ByteEdit, string][] = [
    [
      {
        kind: 'fault-past-limit',
        limit: { kind: 'depth', delta: 1, nesting: 'arrays' },
        fault: { kind: 'trailing-data', data: 'x' },
      },
      'CARD_TOO_DEEP',
    ],
    [
      {
        kind: 'fault-past-limit',
        limit: { kind: 'size', delta: 1, unit: 'two-byte' },
        fault: { kind: 'trailing-comma', at: 0 },
      },
      'CARD_TOO_LARGE',
    ],
    [
      {
        kind: 'fault-past-limit',
        limit: { kind: 'depth', delta: 0, nesting: 'objects' },
        fault: { kind: 'comment', at: 3, style: 'line' },
      },
      'CARD_MALFORMED_JSON',
    ],
  ];
  it.each(rows)('%j: %s', (edit, expected) => {
    const bytes = applyByteEdit(TEXT, edit);
    expect(verdict(bytes)).toBe(expected);
    // The fault is in the text after the padding or nesting the limit edit put first.
    const text = new TextDecoder().decode(bytes);
    expect(text.indexOf('"name"')).toBeGreaterThan(text.indexOf('"x-'));
  });
});
