import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { resultKey, type RuleResult } from '../harness/results/types.ts';
import type { CrosscheckReport, ReportIut, ReportRule, ReportVendor } from './CrosscheckReport.ts';
import { combineDifferentials } from './combineDifferentials.ts';
import { combineRootCauses } from './combineRootCauses.ts';
import { createReport } from './createReport.ts';

function invalid(why: string): CrosscheckError {
  return new CrosscheckError('REPORT_INVALID', `Failed to merge reports: ${why}.`);
}

function unionBy<T>(lists: readonly (readonly T[])[], key: (t: T) => string): T[] {
  const out = new Map<string, T>();
  for (const list of lists)
    for (const item of list) if (!out.has(key(item))) out.set(key(item), item);
  return [...out.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Merges the reports of the shards of one run (or of runs split by IUT) into one report.
 *
 * Required alike: harness name and version, seed, profile and rule filter. Sharded inputs must
 * all name the same shard count and together cover every shard exactly once; the merged report
 * then has no `shard` member, as an unsharded run would not. A result key present twice is
 * rejected. Results are re-sorted and the summary recomputed. `startedAt` is the earliest start;
 * `durationMs` is the longest shard's duration, since shards run side by side and the run took
 * as long as its slowest shard (a sum would overstate wall-clock time n-fold). The differential
 * parts are put together in one order. The report of an interrupted run is refused: it lacks
 * results.
 */
export function mergeReports(reports: readonly CrosscheckReport[]): CrosscheckReport {
  const first = reports[0];
  if (!first) throw invalid('no reports were given. Pass at least one report.json');
  for (const [i, r] of reports.entries()) {
    const same = (what: string, a: unknown, b: unknown): void => {
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        throw invalid(
          `report ${i + 1} has ${what} ${JSON.stringify(b)} but report 1 has ${JSON.stringify(a)}. Merge only shards of one run`,
        );
      }
    };
    same('harness', first.harness, r.harness);
    same('seed', first.seed, r.seed);
    same('profile', first.profile, r.profile);
    same('rule filter', first.ruleFilter ?? [], r.ruleFilter ?? []);
    if (r.interrupted !== undefined) {
      // Its missing results would read as passes and stale baseline entries: it cannot gate.
      throw invalid(
        `report ${i + 1} is of a run that ${r.interrupted.signal} interrupted, so it lacks results. Rerun that shard to the end`,
      );
    }
    if (r.harnessDefect !== undefined) {
      throw invalid(
        `report ${i + 1} is of a run that a defect of a2a-crosscheck stopped (${r.harnessDefect.code}), so it lacks results. Report the bug, then rerun that shard`,
      );
    }
  }
  checkShards(reports);

  const results: RuleResult[] = [];
  const origin = new Map<string, number>();
  for (const [i, r] of reports.entries()) {
    for (const result of r.results) {
      const key = resultKey(result);
      const prior = origin.get(key);
      if (prior !== undefined)
        throw invalid(
          `result (${key}) is in report ${prior + 1} and report ${i + 1}. Each result belongs to one shard`,
        );
      origin.set(key, i);
      results.push(result);
    }
  }
  const withRules = reports.filter((r) => r.rules !== undefined);
  // Each property's comparisons are made on one shard (the contract cases shard by rule).
  const differential = combineDifferentials(reports.map((r) => r.differential));
  // A diagnostic runs on every shard that has its consequences: the same cause, merged.
  const rootCauses = combineRootCauses(reports.map((r) => r.rootCauses));
  return createReport({
    harness: first.harness,
    seed: first.seed,
    profile: first.profile,
    startedAt:
      reports.map((r) => r.startedAt).sort((a, b) => Date.parse(a) - Date.parse(b))[0] ??
      first.startedAt,
    durationMs: Math.max(...reports.map((r) => r.durationMs)),
    ...(first.ruleFilter ? { ruleFilter: first.ruleFilter } : {}),
    iuts: unionBy<ReportIut>(
      reports.map((r) => r.iuts),
      (t) => `${t.id}|${t.transport}`,
    ),
    vendors: unionBy<ReportVendor>(
      reports.map((r) => r.vendors),
      (v) => v.id,
    ),
    ...(withRules.length > 0
      ? {
          rules: unionBy<ReportRule>(
            withRules.map((r) => r.rules ?? []),
            (x) => x.id,
          ),
        }
      : {}),
    results,
    ...(differential === undefined ? {} : { differential }),
    ...(rootCauses === undefined ? {} : { rootCauses }),
  });
}

function checkShards(reports: readonly CrosscheckReport[]): void {
  const sharded = reports.filter((r) => r.shard !== undefined);
  if (sharded.length === 0) return;
  if (sharded.length !== reports.length)
    throw invalid('some reports are shards and some are not. Merge the shards of one run only');
  const count = sharded[0]?.shard?.count ?? 0;
  const seen = new Set<number>();
  for (const r of sharded) {
    const s = r.shard;
    if (!s || s.count !== count)
      throw invalid(
        `shard counts differ (${count} and ${s?.count}). Merge the shards of one run only`,
      );
    if (seen.has(s.index))
      throw invalid(`shard ${s.index}/${count} is given twice. Pass each shard's report once`);
    seen.add(s.index);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw invalid(
      `shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} are missing. Pass every shard's report.json`,
    );
}
