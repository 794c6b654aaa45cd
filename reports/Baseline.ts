import type { TransportName } from '../harness/results/types.ts';

/** Version of the baseline format; `baseline.schema.json` describes it. */
export const BASELINE_SCHEMA_VERSION = '1.0';

/** One expected failure, keyed like a result: (rule, iut, vendor, transport). */
export interface BaselineEntry {
  rule: string;
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
