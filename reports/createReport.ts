import type { RuleResult } from '../harness/results/types.ts';
import type { Rule } from '../harness/rules/Rule.ts';
import {
  type CrosscheckReport,
  REPORT_SCHEMA_VERSION,
  type ReportRule,
} from './CrosscheckReport.ts';
import { harnessIdentity } from './harnessIdentity.ts';
import { sortResults } from './sortResults.ts';
import { summarize } from './summarize.ts';

/** What a run knows; `createReport` adds provenance constants, order and the summary. */
export type ReportInit = Omit<
  CrosscheckReport,
  'schemaVersion' | 'spec' | 'summary' | 'harness'
> & {
  harness?: CrosscheckReport['harness'];
};

/**
 * Builds a report from a run's parts: results sorted, summary counted, harness identity from
 * package.json unless given. The engine calls this; so do tests with hand-built results.
 */
export function createReport(init: ReportInit): CrosscheckReport {
  const results: RuleResult[] = sortResults(init.results);
  // Members in schema order, so report.json reads the same whatever order the caller used.
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    harness: init.harness ?? harnessIdentity(),
    spec: { name: 'A2A', version: '1.0' },
    seed: init.seed,
    profile: init.profile,
    startedAt: init.startedAt,
    durationMs: init.durationMs,
    ...(init.shard ? { shard: { index: init.shard.index, count: init.shard.count } } : {}),
    ...(init.ruleFilter && init.ruleFilter.length > 0 ? { ruleFilter: [...init.ruleFilter] } : {}),
    iuts: init.iuts,
    vendors: init.vendors,
    ...(init.rules ? { rules: init.rules } : {}),
    results,
    summary: summarize(results),
    ...(init.interrupted ? { interrupted: { ...init.interrupted } } : {}),
    ...(init.harnessDefect ? { harnessDefect: { ...init.harnessDefect } } : {}),
    ...(init.differential ? { differential: init.differential } : {}),
    ...(init.rootCauses && init.rootCauses.length > 0 ? { rootCauses: init.rootCauses } : {}),
  };
}

/** The catalogue entries a report carries for the selected rules, sorted by id. */
export function reportRulesFrom(rules: readonly Rule[]): ReportRule[] {
  return rules
    .map(({ id, title, level, profile }) => ({ id, title, level, profile }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
