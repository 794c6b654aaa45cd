import { caseKey } from '../harness/results/types.ts';
import { BASELINE_SCHEMA_VERSION, type BaselineEntry, type BaselineFile } from './Baseline.ts';
import type { BaselineComparison, GatedCase } from './compareToBaseline.ts';

/** Longest evidence summary quoted in a placeholder reason. */
const QUOTED = 160;

/** The reason a new entry starts with: a marker to replace, and what the case found. */
export function placeholderReason(g: GatedCase): string {
  const found = g.case.evidence.summary;
  const quoted = found.length > QUOTED ? `${found.slice(0, QUOTED - 1)}…` : found;
  return `TODO: why is this failure expected? (found: ${quoted})`;
}

/**
 * The baseline `--write-baseline` writes: every failing case at a gating level, as the run found
 * them, so that the same run against it passes. A case the previous baseline already listed keeps
 * its reason; a new one gets a placeholder to fill in. Entries of the previous baseline that this
 * run did not cover (another shard, a `--rule` filter, an IUT not in the run) are kept; entries it
 * covered and found passing, or no longer checked, are dropped. Failures below the gating level
 * are left out: they do not gate, and listing them would make them gate once they pass.
 */
export function recordBaseline(comparison: BaselineComparison): BaselineFile {
  const entry = (g: GatedCase, reason: string): BaselineEntry => ({
    rule: g.result.rule,
    case: g.case.case,
    iut: g.result.iut,
    vendor: g.result.vendor,
    transport: g.result.transport,
    reason,
  });
  const entries = [
    ...comparison.baselined.map((b) => entry(b, b.entry.reason)),
    ...comparison.newFailures.map((g) => entry(g, placeholderReason(g))),
    ...comparison.missing.filter((m) => !m.gates).map((m) => m.entry),
  ];
  entries.sort((a, b) => (caseKey(a) < caseKey(b) ? -1 : caseKey(a) > caseKey(b) ? 1 : 0));
  return { schemaVersion: BASELINE_SCHEMA_VERSION, entries };
}
