import type { Verdict } from '../../harness/results/types.ts';

/** Text labels: no renderer shows a verdict by colour alone. */
export const VERDICT_LABEL: Readonly<Record<Verdict, string>> = {
  pass: 'PASS',
  fail: 'FAIL',
  error: 'ERROR',
  'not-applicable': 'N/A',
};

export const VERDICT_SYMBOL: Readonly<Record<Verdict, string>> = {
  pass: '✓',
  fail: '✗',
  error: '⚠',
  'not-applicable': '–',
};

/** Which verdict speaks for a group of results: a failure outranks an error, which outranks a pass. */
export const VERDICT_STRENGTH: Readonly<Record<Verdict, number>> = {
  fail: 3,
  error: 2,
  pass: 1,
  'not-applicable': 0,
};
