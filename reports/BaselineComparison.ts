import type { CaseResult, RuleResult } from '../harness/results/types.ts';
import type { BaselineEntry } from './Baseline.ts';
import type { ExitCode } from './exitCodes.ts';

/** One case of one result, as the gate sees it. */
export interface GatedCase {
  result: RuleResult;
  case: CaseResult;
}

/** A baseline entry with no case in this run; `gates` says whether that fails the run. */
export interface MissingEntry {
  entry: BaselineEntry;
  gates: boolean;
  /** Why a missing entry does not gate (the run did not cover it). */
  why?: string;
}

/** What a run did relative to its baseline, case by case. */
export interface BaselineComparison {
  /** Gating `fail` / `error` cases the baseline does not list: regressions. */
  newFailures: GatedCase[];
  /** `fail` / `error` cases the baseline lists: expected. */
  baselined: (GatedCase & { entry: BaselineEntry })[];
  /** `fail` / `error` cases below the gating level (SHOULD without --strict, MAY). */
  advisories: GatedCase[];
  /** Entries whose case now passes or is not applicable: they must leave the baseline. */
  stale: (GatedCase & { entry: BaselineEntry })[];
  missing: MissingEntry[];
  exitCode: ExitCode;
}
