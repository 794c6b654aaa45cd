import type { TransportName } from '../harness/results/types.ts';

/**
 * Version of the baseline format; `baseline.schema.json` describes it. 2.0 keys entries by case
 * (rule, case, iut, vendor, transport); 1.0 keyed whole results, so a second failing case inside
 * a baselined result could not be told from the first (see docs/report-format.md).
 */
export const BASELINE_SCHEMA_VERSION = '2.0';

/** One expected failing case, keyed (rule, case, iut, vendor, transport). */
export interface BaselineEntry {
  rule: string;
  /** The case id, as in `results[].cases[].case` of report.json. */
  case: string;
  iut: string;
  vendor: string | null;
  transport: TransportName;
  /** Why this failure is expected (e.g. "naive reads absent extensions as []: seed 000"). */
  reason: string;
}

/** A baseline file (`--baseline crosscheck-baseline.json`). */
export interface BaselineFile {
  schemaVersion: typeof BASELINE_SCHEMA_VERSION;
  entries: BaselineEntry[];
}
