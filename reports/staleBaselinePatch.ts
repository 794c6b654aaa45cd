import { caseKey } from '../harness/results/types.ts';
import type { BaselineEntry, BaselineFile, LoadedBaseline } from './Baseline.ts';
import type { BaselineComparison } from './compareToBaseline.ts';
import { changedReason } from './recordBaseline.ts';

function byKey(a: BaselineEntry, b: BaselineEntry): number {
  const ka = caseKey(a);
  const kb = caseKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * The baseline to paste after a run with stale or changed entries, file by file (one file for a
 * baseline file, each file of a baseline directory): the same entries without those that are
 * stale or that vanished from a run covering them, and with each changed case (same verdict,
 * another code) expecting the code it now has, its reason behind a TODO marker naming both
 * outcomes (`changedReason`), in key order. Applied, it passes the run that wrote it unless
 * something regressed (a new failure, a changed verdict: those are for a person to judge, and
 * `--write-baseline` records them). Entries the run did not cover (shards, filters) stay, and
 * each file keeps its format version and purpose.
 */
export function staleBaselinePatch(
  baseline: LoadedBaseline,
  comparison: BaselineComparison,
): { path: string; baseline: BaselineFile }[] {
  const drop = new Set<string>([
    ...comparison.stale.map((s) => caseKey(s.entry)),
    ...comparison.missing.filter((m) => m.gates).map((m) => caseKey(m.entry)),
  ]);
  const repointed = new Map<string, BaselineEntry>(
    comparison.changed.map((c) => [
      caseKey(c.entry),
      { ...c.entry, code: c.outcome.code, reason: changedReason(c.entry, c.outcome) },
    ]),
  );
  return baseline.files.map((f) => ({
    path: f.path,
    baseline: {
      ...f.baseline,
      entries: f.baseline.entries
        .filter((e) => !drop.has(caseKey(e)))
        .map((e) => repointed.get(caseKey(e)) ?? e)
        .sort(byKey),
    },
  }));
}
