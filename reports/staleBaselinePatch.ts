import { caseKey, type CaseResult, type RuleResult } from '../harness/results/types.ts';
import { isFailing } from '../harness/vocabulary/index.ts';
import { BASELINE_SCHEMA_VERSION, type BaselineEntry, type BaselineFile } from './Baseline.ts';
import type { BaselineComparison } from './compareToBaseline.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';

function byKey(a: BaselineEntry, b: BaselineEntry): number {
  const ka = caseKey(a);
  const kb = caseKey(b);
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
    ...comparison.stale.map((s) => caseKey(s.entry)),
    ...comparison.missing.filter((m) => m.gates).map((m) => caseKey(m.entry)),
  ]);
  return {
    schemaVersion: BASELINE_SCHEMA_VERSION,
    entries: baseline.entries.filter((e) => !drop.has(caseKey(e))).sort(byKey),
  };
}

/**
 * A baseline listing every `fail` and `error` case of a report, each with `reason` (edit the
 * reasons before committing). Used to create the first baseline of a project.
 */
export function baselineFromReport(
  report: CrosscheckReport,
  reason: (r: RuleResult, c: CaseResult) => string,
): BaselineFile {
  const entries = report.results.flatMap((r) =>
    r.cases
      .filter((c) => isFailing(c.verdict))
      .map((c) => ({
        rule: r.rule,
        case: c.case,
        iut: r.iut,
        vendor: r.vendor,
        transport: r.transport,
        reason: reason(r, c),
      })),
  );
  return { schemaVersion: BASELINE_SCHEMA_VERSION, entries: entries.sort(byKey) };
}
