import { describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { judgedEnough } from './propertyCase.ts';
import type { PropertyRun } from './runProperty.ts';

const run = (over: Partial<PropertyRun>): PropertyRun => ({
  failed: false,
  seed: 1,
  numRuns: 100,
  numShrinks: 0,
  interrupted: false,
  numExcluded: 0,
  ...over,
});

/** What the verdict of a search becomes, by hand: `throws` is an error NOT_TESTABLE. */
const CASES: [string, Partial<PropertyRun>, number, 'throws' | 'judged'][] = [
  [
    '3 of 100 judged, 97 left out (an input judged three times in a hundred)',
    { numRuns: 3, numExcluded: 97 },
    100,
    'throws',
  ],
  ['9 of 100 judged', { numRuns: 9, numExcluded: 91 }, 100, 'throws'],
  ['10 of 100 judged: a tenth', { numRuns: 10, numExcluded: 90 }, 100, 'judged'],
  ['27 of 100 judged (XV-DEL-002 on reference)', { numRuns: 27, numExcluded: 73 }, 100, 'judged'],
  ['5 of 30 judged', { numRuns: 5, numExcluded: 25 }, 30, 'judged'],
  ['2 of 30 judged', { numRuns: 2, numExcluded: 28 }, 30, 'throws'],
  ['none judged: not applicable, said elsewhere', { numRuns: 0, numExcluded: 100 }, 100, 'judged'],
  ['a failure after 2 runs is a finding', { numRuns: 2, failed: true }, 100, 'judged'],
  ['cut by the time budget after 2 judged', { numRuns: 2, interrupted: true }, 100, 'throws'],
  ['cut by the time budget before any input', { numRuns: 0, interrupted: true }, 100, 'throws'],
  [
    'cut by the time budget, none judged, 40 left out',
    { numRuns: 0, numExcluded: 40, interrupted: true },
    100,
    'throws',
  ],
  ['cut by the time budget after 10 judged', { numRuns: 10, interrupted: true }, 100, 'judged'],
  ['none judged and none left out', { numRuns: 0 }, 100, 'throws'],
  ['a budget of 1 run, none judged and none left out', { numRuns: 0 }, 1, 'throws'],
];

describe('judgedEnough', () => {
  it.each(CASES)('%s', (_, over, budget, expected) => {
    let thrown: unknown;
    try {
      judgedEnough('a property', run(over), budget);
    } catch (cause) {
      thrown = cause;
    }
    if (expected === 'judged') expect(thrown).toBeUndefined();
    else {
      expect(isCrosscheckError(thrown, 'NOT_TESTABLE')).toBe(true);
      expect((thrown as Error).message).toMatch(/judged only \d+ of \d+ generated inputs/);
    }
  });
});
