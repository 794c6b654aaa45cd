import type { RuleResult } from '../harness/results/types.ts';
import type { VerdictCounts } from './CrosscheckReport.ts';

/**
 * Counts cases per verdict, over every result: what a reader means by "how many failed" (a
 * result folds its cases, so `report.summary`, which counts results, says `0 error` while error
 * cases sit inside failing results).
 */
export function countCases(results: readonly RuleResult[]): VerdictCounts {
  const counts: VerdictCounts = { pass: 0, fail: 0, 'not-applicable': 0, error: 0, total: 0 };
  for (const r of results)
    for (const c of r.cases) {
      counts[c.verdict] += 1;
      counts.total += 1;
    }
  return counts;
}
