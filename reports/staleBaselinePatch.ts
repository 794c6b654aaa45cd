import { type RuleResult, resultKey } from '../harness/results/types.ts';
import { BASELINE_SCHEMA_VERSION, type BaselineEntry, type BaselineFile } from './Baseline.ts';
import type { BaselineComparison } from './compareToBaseline.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';

function byKey(a: BaselineEntry, b: BaselineEntry): number {
  const ka = resultKey(a);
  const kb = resultKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * The baseline to paste after a run with stale entries: the same file without the entries that
 * are stale or that vanished from a run covering them, in key order. Entries the run did not
 * cover (shards, filters) stay.
 */
export function staleBaselinePatch(
  baseline: BaselineFile,
  comparison: BaselineComparison,
): BaselineFile {
  const drop = new Set<string>([
    ...comparison.stale.map((s) => resultKey(s.entry)),
    ...comparison.missing.filter((m) => m.gates).map((m) => resultKey(m.entry)),
  ]);
  return {
    schemaVersion: BASELINE_SCHEMA_VERSION,
    entries: baseline.entries.filter((e) => !drop.has(resultKey(e))).sort(byKey),
  };
}

/**
 * A baseline listing every `fail` and `error` result of a report, each with `reason` (edit the
 * reasons before committing). Used to create the first baseline of a project.
 */
export function baselineFromReport(
  report: CrosscheckReport,
  reason: (r: RuleResult) => string,
): BaselineFile {
  const entries = report.results
    .filter((r) => r.verdict === 'fail' || r.verdict === 'error')
    .map((r) => ({
      rule: r.rule,
      iut: r.iut,
      vendor: r.vendor,
      transport: r.transport,
      reason: reason(r),
    }));
  return { schemaVersion: BASELINE_SCHEMA_VERSION, entries: entries.sort(byKey) };
}
