import type { TransportName } from '../harness/results/types.ts';

/**
 * Version of the baseline format the harness writes; `baseline.schema.json` describes it. 3.0
 * states the outcome each entry expects (verdict and code), so a baselined failure that turns
 * into an error or fails another way is a regression; 2.0 entries said only "this case fails"
 * and are still read (see docs/report-format.md); 1.0 keyed whole results and is refused.
 */
export const BASELINE_SCHEMA_VERSION = '3.0';

/** The versions `readBaseline` accepts. */
export type BaselineVersion = '2.0' | typeof BASELINE_SCHEMA_VERSION;

/** One expected failing case, keyed (rule, case, iut, vendor, transport). */
export interface BaselineEntry {
  rule: string;
  /** The case id, as in `results[].cases[].case` of report.json. */
  case: string;
  iut: string;
  vendor: string | null;
  transport: TransportName;
  /**
   * The verdict the case is expected to have. Absent only in an entry read from a 2.0 file, which
   * any failing verdict matches.
   */
  verdict?: 'fail' | 'error';
  /** How it is expected to fail (`caseOutcome`); absent only in an entry read from a 2.0 file. */
  code?: string | null;
  /** Why this failure is expected, written for this case. */
  reason: string;
  /** The third-party implementation the failure is in, with its version ("@a2a-js/sdk 1.3.0"). */
  attributedTo?: string;
  /**
   * The root cause the failure is a consequence of (`report.rootCauses[].cause`, such as
   * `canonical-form/non-ascii`): the case is expected to fail as stated *and* to be explained by
   * that cause's diagnostic. Failing as stated without it is `changed`, like a failure at
   * another place.
   */
  cause?: string;
}

/** A baseline file (`--baseline crosscheck-baseline.json`), or one file of a baseline directory. */
export interface BaselineFile {
  schemaVersion: BaselineVersion;
  /** What the entries of this file are for, in words. */
  purpose?: string;
  entries: BaselineEntry[];
}

/**
 * A baseline as `--baseline` names it, read: one file, or every `*.json` file of a directory
 * (one file per purpose), their entries in one list (no case listed twice).
 */
export interface LoadedBaseline {
  /** The path given. */
  path: string;
  /** The files read, in name order (one for a file path). */
  files: { path: string; baseline: BaselineFile }[];
  entries: BaselineEntry[];
}

/** Whether an entry's reason still waits to be written (`--write-baseline` starts it so). */
export function isTodoReason(reason: string): boolean {
  return /^\s*TODO\b/i.test(reason);
}
