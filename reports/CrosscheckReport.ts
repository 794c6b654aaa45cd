import type { Canonicalization, Role } from '../harness/contract/types.ts';
import type { BuiltOn } from '../harness/options/RunOptions.ts';
import type { Level, RuleResult, TransportName, Verdict } from '../harness/results/types.ts';
import type { Profile, ProfileSelection } from '../harness/rules/Rule.ts';
import type { InterruptSignal } from './InterruptSignal.ts';
import type { ReportDifferential } from './ReportDifferential.ts';
import type { ReportGate } from './ReportGate.ts';
import type { ReportRootCause } from './ReportRootCause.ts';

export type { InterruptSignal } from './InterruptSignal.ts';

/**
 * Version of the report format; `report.schema.json` describes this version (and reads 2.0 to
 * 2.3: 2.1 added `results[].generation`, 2.2 the optional `differential`, 2.4 `rootCauses`).
 */
export const REPORT_SCHEMA_VERSION = '2.4';

/** An implementation under test as the run met it (from its `hello` answer when it gave one). */
export interface ReportIut {
  /** Its built-in name, or the name it answered `hello` with: what results and baselines use. */
  id: string;
  /** The `--iut` module path or `--iut-cmd` command it was loaded from, when not its id. */
  source?: string;
  name?: string;
  version?: string;
  transport: TransportName;
  roles: Role[];
  /**
   * What the user declared it is built on (`--built-on`): the harness's shipped findings in those
   * implementations and versions apply to it (`compareToBaseline`), named as known.
   */
  builtOn?: readonly BuiltOn[];
  /** What it declared it verifies and signs (contract 1.1), when it declared it. */
  canonicalizations?: { verify: readonly Canonicalization[]; sign: readonly Canonicalization[] };
}

/** A simulated vendor persona of the run. */
export interface ReportVendor {
  id: string;
  name: string;
  organisation?: string;
}

/** The catalogue entry of a rule the run selected, so renderers need nothing but the report. */
export interface ReportRule {
  id: string;
  title: string;
  level: Level;
  profile: Profile;
}

/** Present in a report when a signal stopped the run before it finished. */
export interface ReportInterruption {
  signal: InterruptSignal;
  /** What the results cover, in words: the cases that finished before the signal. */
  note: string;
}

/**
 * Present when the harness itself failed (a defect of a2a-crosscheck, never a verdict against an
 * IUT): the run stopped there, the results cover what finished before it, and the exit code is 3.
 */
export interface ReportDefect {
  /** What the harness was doing and what it threw, in one line. */
  message: string;
  /** `INTERNAL`, or the code of the harness error thrown. */
  code: string;
  /** The stack of what was thrown, bounded. */
  stack?: string;
  rule?: string;
  case?: string;
  iut?: string;
  /** The command that runs the failing case again. */
  replay?: string;
}

/** Counts of results per verdict, plus the total. */
export type VerdictCounts = Record<Verdict, number> & { total: number };

/**
 * `report.json` (DESIGN §6). JSON first: Markdown, HTML and JUnit are rendered from this object
 * only. `results` are sorted by (rule, iut, vendor, transport) so that merged shard reports
 * equal the unsharded one.
 */
export interface CrosscheckReport {
  schemaVersion: typeof REPORT_SCHEMA_VERSION;
  harness: { name: string; version: string };
  spec: { name: 'A2A'; version: '1.0' };
  seed: number;
  profile: ProfileSelection;
  /** ISO 8601 instant the run (or the earliest merged shard) started. */
  startedAt: string;
  durationMs: number;
  /** Present when this report covers one shard only (1-based index). */
  shard?: { index: number; count: number };
  /** Present when `--rule` narrowed the run: the patterns given. */
  ruleFilter?: string[];
  iuts: ReportIut[];
  vendors: ReportVendor[];
  /** The selected rules' catalogue entries (titles for the matrix); optional for hand-built reports. */
  rules?: ReportRule[];
  results: RuleResult[];
  summary: VerdictCounts;
  /**
   * Present when SIGINT, SIGTERM or SIGHUP stopped the run: the results cover only the cases
   * that finished, and the exit code is 130, 143 or 129 whatever they say.
   */
  interrupted?: ReportInterruption;
  /** Present when a defect of the harness stopped the run (exit 3); see {@link ReportDefect}. */
  harnessDefect?: ReportDefect;
  /**
   * Where IUTs of one role answered the same generated inputs differently (2.2): informational,
   * never a verdict and never gating. Absent when no property was searched on two IUTs.
   */
  differential?: ReportDifferential;
  /**
   * More basic failures of one IUT each, established by a diagnostic of their own, with the
   * failing cases they explain (2.4): informational, the gate counts every case. Absent when no
   * diagnostic established one.
   */
  rootCauses?: ReportRootCause[];
  /** What the gate decided, when the report was gated (`run`, `merge`): agrees with the exit code. */
  gate?: ReportGate;
}
