import type { RuleResult } from '../harness/results/types.ts';
import type { VerdictCounts } from './CrosscheckReport.ts';

/** Counts results per verdict. */
export function summarize(results: readonly RuleResult[]): VerdictCounts {
  const counts: VerdictCounts = {
    pass: 0,
    fail: 0,
    'not-applicable': 0,
    error: 0,
    total: results.length,
  };
  for (const r of results) counts[r.verdict] += 1;
  return counts;
}
