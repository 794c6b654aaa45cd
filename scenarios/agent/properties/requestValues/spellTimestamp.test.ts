import { describe, expect, it } from 'vitest';
import { spellTimestamp } from './spellTimestamp.ts';

const AT = Date.parse('2026-12-06T09:15:42.123Z');

describe('spellTimestamp', () => {
  it('writes one instant in every RFC 3339 spelling, and names the instant each text means', () => {
    const spelled = (
      ['milliseconds-z', 'seconds-z', 'offset-zero', 'offset-plus-one'] as const
    ).map((s) => spellTimestamp(AT, s));

    expect(spelled.map((s) => s.text)).toEqual([
      '2026-12-06T09:15:42.123Z',
      '2026-12-06T09:15:42Z',
      '2026-12-06T09:15:42.123+00:00',
      '2026-12-06T10:15:42.123+01:00',
    ]);
    // Each text parses back to the instant it is said to name: whole seconds cut the instant down.
    expect(spelled.map((s) => Date.parse(s.text) === s.instant)).toEqual([true, true, true, true]);
    expect(spelled.map((s) => s.instant - AT)).toEqual([0, -123, 0, 0]);
  });

  it('carries an offset across midnight into the next day', () => {
    expect(spellTimestamp(Date.parse('2026-12-31T23:30:00.000Z'), 'offset-plus-one').text).toBe(
      '2027-01-01T00:30:00.000+01:00',
    );
  });
});
