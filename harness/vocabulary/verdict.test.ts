import { describe, expect, it } from 'vitest';
import { compareVerdicts, foldVerdicts, isFailing, type Verdict } from './verdict.ts';

describe('foldVerdicts', () => {
  // Hand-written table: the folding rule as a reader of the report expects it.
  const table: [Verdict[], Verdict][] = [
    [[], 'not-applicable'],
    [['not-applicable'], 'not-applicable'],
    [['not-applicable', 'not-applicable'], 'not-applicable'],
    [['pass'], 'pass'],
    [['pass', 'not-applicable'], 'pass'],
    [['not-applicable', 'pass'], 'pass'],
    [['pass', 'pass', 'pass'], 'pass'],
    [['pass', 'error'], 'error'],
    [['error', 'not-applicable'], 'error'],
    [['pass', 'fail'], 'fail'],
    [['fail', 'pass'], 'fail'],
    [['error', 'fail'], 'fail'],
    [['fail', 'error', 'pass', 'not-applicable'], 'fail'],
    [['not-applicable', 'error', 'pass'], 'error'],
  ];
  it.each(table)('%j folds to %s', (verdicts, expected) => {
    expect(foldVerdicts(verdicts)).toBe(expected);
  });

  it('does not depend on the order of the cases', () => {
    const all: Verdict[] = ['pass', 'fail', 'error', 'not-applicable'];
    for (const a of all)
      for (const b of all) expect(foldVerdicts([a, b])).toBe(foldVerdicts([b, a]));
  });
});

describe('isFailing and compareVerdicts', () => {
  it('counts fail and error against the gate, nothing else', () => {
    expect((['pass', 'fail', 'error', 'not-applicable'] as const).map(isFailing)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('sorts what needs attention first', () => {
    const sorted = (['pass', 'not-applicable', 'error', 'fail'] as Verdict[]).sort(compareVerdicts);
    expect(sorted).toEqual(['fail', 'error', 'pass', 'not-applicable']);
  });
});
