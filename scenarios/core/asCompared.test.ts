import { describe, expect, it } from 'vitest';
import { asCompared } from './asCompared.ts';
import { matchExpected } from './matchExpected.ts';

/** A hand-written case judges each member as the properties do (docs/adapter-protocol.md §4.2). */
const judged = (expected: object, actual: object, params: object = {}) =>
  matchExpected(actual, asCompared(expected, actual, params));

describe('asCompared', () => {
  it('compares the activated extensions as a set of exact URIs', () => {
    const expected = { requestExtensions: ['urn:a', 'urn:b'] };
    expect(judged(expected, { requestExtensions: ['urn:b', 'urn:a', 'urn:a'] })).toEqual([]);
    expect(judged(expected, { requestExtensions: ['urn:a', 'URN:b'] })).toHaveLength(1);
  });

  it('compares the declared extensions as a set', () => {
    const expected = { capabilities: { streaming: true, extensions: ['urn:a', 'urn:b'] } };
    const actual = { capabilities: { streaming: true, extensions: ['urn:b', 'urn:a'] } };
    expect(judged(expected, actual)).toEqual([]);
    expect(judged(expected, { capabilities: { streaming: false, extensions: [] } })).toHaveLength(
      2,
    );
  });

  it('reads the two "no peer left" codes as one, and no other code', () => {
    const expected = { error: { type: 'CapabilityInvariantError', code: 'DEL_PEER_DEGRADED' } };
    const as = (code: string) => ({ error: { type: 'CapabilityInvariantError', code } });
    expect(judged(expected, as('DEL_NO_FALLBACK_PEER'))).toEqual([]);
    expect(judged(expected, as('DEL_UNKNOWN_SKILL'))).toHaveLength(1);
  });

  it('compares the pairs marked degraded as a set, held pairs and an unknown skill’s left free', () => {
    const params = { peer: 'B', skillId: 's', degraded: [{ peer: 'C', skillId: 's' }] };
    const expected = { markDegraded: [{ peer: 'B', skillId: 's' }] };
    const again = {
      markDegraded: [
        { peer: 'C', skillId: 's' },
        { peer: 'B', skillId: 's' },
      ],
    };
    expect(judged(expected, again, params)).toEqual([]);
    expect(judged(expected, { markDegraded: [] }, params)).toHaveLength(1);
    const unknown = { error: { code: 'DEL_UNKNOWN_SKILL' }, markDegraded: [] };
    expect(
      judged(unknown, { ...unknown, markDegraded: [{ peer: 'B', skillId: 's' }] }, params),
    ).toEqual([]);
  });
});
