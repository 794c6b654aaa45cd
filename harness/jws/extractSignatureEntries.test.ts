import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { extractSignatureEntries } from './extractSignatureEntries.ts';

const good = { protected: 'eyJ9', signature: 'AA' };

describe('extractSignatureEntries (A2A §8.4.3 step 1)', () => {
  it.each<[string, JsonObject]>([
    ['missing', { name: 'n' }],
    ['null', { signatures: null }],
    ['empty array', { signatures: [] }],
  ])('signatures %s → absent (E3)', (_t, card) => {
    expect(extractSignatureEntries(card, 16)).toEqual({
      state: 'absent',
      entries: [],
      notExamined: 0,
    });
  });

  it.each<[string, JsonObject]>([
    ['an object', { signatures: { protected: 'x' } }],
    ['a string', { signatures: 'x' }],
  ])('signatures as %s → malformed', (_t, card) => {
    expect(extractSignatureEntries(card, 16).state).toBe('malformed');
  });

  it('records malformed entries per index and keeps the good ones (E4, C6)', () => {
    // Arrange
    const card: JsonObject = {
      signatures: [
        null,
        'eyJ9..AA',
        { signature: 'AA' },
        { protected: 'eyJ9' },
        { protected: 'eyJ9', signature: 7 },
        { protected: 'eyJ9', signature: 'AA', header: [] },
        { protected: '', signature: 'AA' },
        { ...good, header: null, payload: 'ignored' },
        { ...good, header: { note: 1 } },
      ],
    };
    // Act
    const out = extractSignatureEntries(card, 16);
    // Assert
    expect(out.state).toBe('present');
    expect(out.entries.map((e) => (e.outcome.ok ? 'ok' : e.outcome.code))).toEqual([
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'ok',
      'ok',
    ]);
    expect(out.entries[7]!.outcome).toEqual({ ok: true, value: good });
    expect(out.entries[8]!.outcome).toEqual({ ok: true, value: { ...good, header: { note: 1 } } });
    expect(out.entries[4]!.outcome).toMatchObject({
      message: expect.stringContaining('"signature" is a number') as unknown,
    });
  });

  it('examines at most maxEntries and counts the rest (F3)', () => {
    const card: JsonObject = { signatures: Array.from({ length: 40 }, () => good) };
    const out = extractSignatureEntries(card, 16);
    expect(out.entries).toHaveLength(16);
    expect(out.notExamined).toBe(24);
  });
});
