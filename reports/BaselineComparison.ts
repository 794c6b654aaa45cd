import type { CaseResult, RuleResult } from '../harness/results/types.ts';
import type { BaselineEntry } from './Baseline.ts';
import type { CaseOutcome } from './caseOutcome.ts';
import type { ExitCode } from './exitCodes.ts';

/** One case of one result, as the gate sees it, with what it came to. */
export interface GatedCase {
  result: RuleResult;
  case: CaseResult;
  outcome: CaseOutcome;
}

/**
 * A gated case and the baseline entry that names it; `causes` when the entry names a root cause
 * the run did not attribute the case to: the causes it did (none: `[]`).
 */
export type ListedCase = GatedCase & { entry: BaselineEntry; causes?: string[] };

/** A baseline entry with no case in this run; `gates` says whether that fails the run. */
export interface MissingEntry {
  entry: BaselineEntry;
  gates: boolean;
  /** Why a missing entry does not gate (the run did not cover it). */
  why?: string;
}

/** What a run did relative to its baseline, case by case. */
export interface BaselineComparison {
  /**
   * The root causes each failing case is a consequence of (`report.rootCauses`), by case key:
   * what `--write-baseline` records as an entry's `cause`. Absent: none known.
   */
  causes?: ReadonlyMap<string, readonly string[]>;
  /** Gating `fail` / `error` cases the baseline does not list: regressions. */
  newFailures: GatedCase[];
  /**
   * Gating `fail` / `error` cases the baseline lists with another verdict, or as an error with
   * another code: regressions too ("expected fail at /admitted, got error IUT_TIMEOUT").
   */
  otherOutcome: ListedCase[];
  /**
   * Gating `fail` cases the baseline lists as a `fail` at another JSON pointer (a failure at
   * `/stage` that the entry expects at `/admitted`): the same case still failing, somewhere else.
   * Reported, not gating, unless `strict`; their entry's reason may no longer describe them.
   */
  changed: ListedCase[];
  /** Failing cases the baseline lists with the outcome they had: expected. */
  baselined: ListedCase[];
  /**
   * Those of `baselined` whose entry's reason is still `TODO`: an advisory, and under `strict` a
   * reason to fail the run (they are then not in `baselined`).
   */
  unexplained: ListedCase[];
  /**
   * Failing cases below the gating level (SHOULD without --strict, MAY), listed or not; an entry is
   * there when the baseline lists the case with another outcome.
   */
  advisories: (GatedCase & { entry?: BaselineEntry })[];
  /** Entries whose case now passes or is not applicable: they must leave the baseline. */
  stale: ListedCase[];
  missing: MissingEntry[];
  /**
   * Failing cases a shipped finding in a third-party implementation names (by case key): the
   * finding's entry, so that a report can say the failure is already known there.
   */
  known: ReadonlyMap<string, BaselineEntry>;
  /**
   * Failing cases of an IUT declared built on a third-party implementation (`--built-on`) that the
   * harness's shipped findings in that implementation and version name, failing as the finding
   * states (`entry` is the finding): known, not gating, and never written into a user's baseline.
   */
  knownBySdk: ListedCase[];
  /** Entries that state no expected verdict or code (read from a 2.0 baseline). */
  unstated: number;
  strict: boolean;
  exitCode: ExitCode;
}
