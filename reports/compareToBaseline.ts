import { caseKey, type Level } from '../harness/results/types.ts';
import { isFailing } from '../harness/vocabulary/index.ts';
import type { BaselineEntry, BaselineFile } from './Baseline.ts';
import type { BaselineComparison } from './BaselineComparison.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { EXIT_CODES } from './exitCodes.ts';

/** Levels that gate: MUST always, SHOULD under `strict`, MAY never. */
export function gatingLevels(strict: boolean): ReadonlySet<Level> {
  return new Set<Level>(strict ? ['MUST', 'SHOULD'] : ['MUST']);
}

/**
 * Compares a report with a baseline (DESIGN §6), case by case, and computes the exit code.
 *
 * The unit is the case, not the result: a result that already fails (baselined) and gains a
 * second failing case is a regression, because the new case is not in the baseline. An `error`
 * gates like `fail`: the harness could not show the rule holds, and a gate that let errors
 * through would turn every crashing IUT green. A baselined case gates neither way while it keeps
 * failing; once it passes or becomes not-applicable its entry is stale and fails the run, so the
 * baseline only ratchets.
 *
 * Missing entries (no case with that key): when the report is partial for the entry (a shard, a
 * `--rule` filter, its IUT, rule or transport not part of the run) the entry is listed but does
 * not gate, since the run says nothing about it. In a run that covered it, a vanished case means
 * the baseline names something the harness no longer checks: stale, exit 1. An entry for a rule
 * the catalogue does not have is stale whatever the run covered: no run can ever check it.
 */
export function compareToBaseline(
  report: CrosscheckReport,
  baseline: BaselineFile | null,
  options: {
    strict?: boolean;
    /**
     * The rule catalogue of this harness: an entry for a rule it does not have is stale,
     * whatever the run covered. Without it, every entry's rule counts as known.
     */
    knownRules?: { has(rule: string): boolean };
  } = {},
): BaselineComparison {
  const gating = gatingLevels(options.strict ?? false);
  const entries = new Map<string, BaselineEntry>(
    (baseline?.entries ?? []).map((e) => [caseKey(e), e]),
  );
  const out: BaselineComparison = {
    newFailures: [],
    baselined: [],
    advisories: [],
    stale: [],
    missing: [],
    exitCode: 0,
  };
  const seen = new Set<string>();

  for (const result of report.results) {
    for (const c of result.cases) {
      const key = caseKey({ ...result, case: c.case });
      seen.add(key);
      const entry = entries.get(key);
      const gated = { result, case: c };
      if (isFailing(c.verdict) && entry) out.baselined.push({ ...gated, entry });
      else if (isFailing(c.verdict) && gating.has(result.level)) out.newFailures.push(gated);
      else if (isFailing(c.verdict)) out.advisories.push(gated);
      else if (entry) out.stale.push({ ...gated, entry });
    }
  }
  for (const [key, entry] of entries) {
    if (seen.has(key)) continue;
    const known = options.knownRules?.has(entry.rule) ?? true;
    const why = known ? notCoveredBecause(report, entry) : undefined;
    out.missing.push(why === undefined ? { entry, gates: true } : { entry, gates: false, why });
  }

  const regressed =
    out.newFailures.length > 0 || out.stale.length > 0 || out.missing.some((m) => m.gates);
  out.exitCode = regressed ? EXIT_CODES.regression : EXIT_CODES.ok;
  return out;
}

function notCoveredBecause(report: CrosscheckReport, entry: BaselineEntry): string | undefined {
  if (report.shard)
    return `the report covers shard ${report.shard.index}/${report.shard.count} only`;
  if (report.ruleFilter && report.ruleFilter.length > 0)
    return `the run was filtered by --rule ${report.ruleFilter.join(',')}`;
  if (!report.iuts.some((i) => i.id === entry.iut))
    return `IUT '${entry.iut}' was not part of the run`;
  if (report.rules && !report.rules.some((r) => r.id === entry.rule))
    return `rule '${entry.rule}' was not selected (profile ${report.profile})`;
  if (!report.results.some((r) => r.transport === entry.transport))
    return `transport '${entry.transport}' was not part of the run`;
  return undefined;
}

export type { BaselineComparison, GatedCase, MissingEntry } from './BaselineComparison.ts';
