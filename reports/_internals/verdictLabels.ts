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
