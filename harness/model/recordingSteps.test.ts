import { describe, expect, it } from 'vitest';
import { outcomeLabel, recordingSteps } from './recordingSteps.ts';
import { referenceSteps } from './referenceSteps.ts';

describe('outcomeLabel', () => {
  it.each([
    [undefined, 'none'],
    [true, 'true'],
    [false, 'false'],
    [[], 'empty'],
    [['a'], 'some'],
    ['undeclared', 'undeclared'],
    ['https://a2a.example/ext', 'string'],
    [
      { rule: 'XV-DISC-002', code: 'DISC_UNDEFINED_SCHEME', message: 'm' },
      'code=DISC_UNDEFINED_SCHEME',
    ],
    [{ state: 'valid', canonicalization: 'a2a-1.0' }, 'state=valid'],
    [{ peer: 'peer-1' }, 'value'],
  ])('labels %j as %s', (v, label) => {
    expect(outcomeLabel(v)).toBe(label);
  });
});

describe('recordingSteps', () => {
  it("answers as the reference steps do and records each step's outcome as it returns", () => {
    const seen: string[] = [];
    const steps = recordingSteps((label) => seen.push(label));
    expect(steps.samePeer('peer-1', 'peer-1')).toBe(referenceSteps.samePeer('peer-1', 'peer-1'));
    expect(steps.samePeer('peer-1', 'PEER-1')).toBe(false);
    expect(steps.chooseFallback([])).toBeUndefined();
    expect(seen).toEqual(['samePeer:true', 'samePeer:false', 'chooseFallback:none']);
  });
});
