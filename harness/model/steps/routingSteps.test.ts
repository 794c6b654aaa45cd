import { describe, expect, it } from 'vitest';
import type { FallbackCandidate, ObservedFailure } from '../ModelSteps.ts';
import { chooseFallback, classifyFailure, shouldRetrySamePeer } from './routingSteps.ts';

describe('classifyFailure (XV-DEL-004)', () => {
  const cases: [ObservedFailure, boolean][] = [
    [{ code: -32005 }, true],
    [{ code: -32602 }, true],
    [{ code: -32005, taskState: 'TASK_STATE_FAILED' }, true],
    [{ code: -32602, taskState: 'TASK_STATE_FAILED' }, true],
    [{ code: -32603 }, false],
    [{ code: -32001 }, false],
    [{ code: -32004, taskState: 'TASK_STATE_FAILED' }, false],
  ];
  it.each(cases)('%j ⇒ deterministic %s', (failure, expected) => {
    expect(classifyFailure(failure)).toBe(expected);
  });
});

describe('shouldRetrySamePeer (XV-DEL-004)', () => {
  const cases: [boolean, boolean, boolean][] = [
    [false, false, true],
    [true, false, false],
    [false, true, false],
    [true, true, false],
  ];
  it.each(cases)(
    'degraded %s, deterministic %s ⇒ may send %s',
    (degraded, deterministicFailure, expected) => {
      expect(shouldRetrySamePeer({ degraded, deterministicFailure })).toBe(expected);
    },
  );
});

describe('chooseFallback (XV-DEL-004)', () => {
  const good: FallbackCandidate = {
    peer: 'C',
    admitted: true,
    trusted: true,
    hasSkill: true,
    acceptsMediaType: true,
    streamingCompatible: true,
    degraded: false,
    requestExtensions: [],
  };
  const flaws: [string, Partial<FallbackCandidate>][] = [
    ['not admitted', { admitted: false }],
    ['not trusted', { trusted: false }],
    ['no skill', { hasSkill: false }],
    ['media type refused', { acceptsMediaType: false }],
    ['streaming mismatch', { streamingCompatible: false }],
    ['degraded', { degraded: true }],
  ];
  it.each(flaws)('skips a peer that is %s and takes the next one', (_flaw, flaw) => {
    const chosen = chooseFallback([{ ...good, peer: 'X', ...flaw }, good]);
    expect(chosen?.peer).toBe('C');
  });
  it('keeps preference order among suitable peers', () => {
    expect(
      chooseFallback([
        { ...good, peer: 'C1' },
        { ...good, peer: 'C2' },
      ])?.peer,
    ).toBe('C1');
  });
  it('returns undefined when no peer is suitable', () => {
    expect(chooseFallback([{ ...good, degraded: true }])).toBeUndefined();
  });
});
