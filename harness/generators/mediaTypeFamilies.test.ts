import { describe, expect, it } from 'vitest';
import { mediaTypeMatches } from '../media/index.ts';
import { MEDIA_TYPE_FAMILIES } from './mediaTypeFamilies.ts';

describe('MEDIA_TYPE_FAMILIES', () => {
  const rows = MEDIA_TYPE_FAMILIES.flatMap((f) => [
    ...f.accepting.map((mode) => [mode, f.part, true] as const),
    ...f.nearMiss.map((mode) => [mode, f.part, false] as const),
  ]);

  it.each(rows)('declared %j and part %j: accepted %s', (mode, part, accepted) => {
    expect(mediaTypeMatches(mode, part)).toBe(accepted);
  });

  it('gives every family both an accepting and a near-miss mode, none of them repeated', () => {
    for (const f of MEDIA_TYPE_FAMILIES) {
      expect(f.accepting.length).toBeGreaterThan(0);
      expect(f.nearMiss.length).toBeGreaterThan(0);
      expect(new Set([...f.accepting, ...f.nearMiss]).size).toBe(
        f.accepting.length + f.nearMiss.length,
      );
    }
  });
});
