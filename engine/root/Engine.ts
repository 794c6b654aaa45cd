import type { Deadlines, ResolvedRunOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import type { CrosscheckReport } from '../../reports/index.ts';
import type { ReplayRequest } from '../replay/replay.ts';

/** Progress of a run, as the engine reports it; the CLI draws it on a terminal. */
export interface ProgressEvent {
  /** Units of work finished (cases, properties). */
  done: number;
  total: number;
  /** What is running now, e.g. "XV-NEG-001 naive × vendor-a". */
  label?: string;
}

/**
 * What `replay` reruns: one rule against one IUT, from a printed `{ seed, path }` or a case id
 * (exactly one of `iut`, `iutCmd`, `agentUrl` is non-null). Defined beside the replay itself.
 */
export type ReplayArgs = ReplayRequest;

export interface ReplayOutcome {
  results: RuleResult[];
  /** Path of the regression case file written by `save`. */
  savedCasePath?: string;
}

/** Options of `selftest`: the mutants of `reference`, each run against the rule catalogue. */
export interface SelftestOptions {
  seed: number;
  runs: number;
  /** Rule ids or globs narrowing the mutants (by the rule each one breaks); empty: all. */
  rule: string[];
  deadlines: Deadlines;
}

export interface MutantOutcome {
  /** Mutant id, e.g. "reference-without-XV-NEG-001". */
  id: string;
  /** The one rule this mutant breaks. */
  brokenRule: string;
  /** Rules whose results failed for this mutant. */
  caughtBy: string[];
  /** Wall time spent on this mutant. */
  durationMs?: number;
}

export interface SelftestOutcome {
  mutants: MutantOutcome[];
  /** `reference` itself, run the same way: it must be caught by no rule (else the oracle is wrong). */
  control?: { caughtBy: string[]; errors: number };
  /**
   * The agent suite's own power: each agent rule's broken twin (a simulated vendor with one
   * fault) must fail the rule while its control passes it.
   */
  agentTwins?: AgentTwinsOutcome;
}

/** What the agent rules' broken twins showed. */
export interface AgentTwinsOutcome {
  /** Rules whose every twin failed them while the control passed. */
  proven: string[];
  /** Twins that did not show their rule failing, with why. */
  unproven: { rule: string; fault: string; twin: string; control: string; why: string[] }[];
  /** Rules no simulated peer can break, with the reason. */
  notViolable: { rule: string; reason: string }[];
  durationMs: number;
}

export interface ServeOptions {
  seed: number;
  /** First port to try on 127.0.0.1; 0 lets the OS choose a free port per vendor. */
  port: number;
}

export interface ServedVendor {
  vendor: string;
  baseUrl: string;
  cardUrl: string;
  /** What the vendor gets wrong on purpose (or that it is the well-behaved one). */
  summary?: string;
}

/**
 * What the CLI needs from the harness: the CLI parses arguments, gates on the baseline and
 * writes reports; the engine runs everything else. `engine/root/defaultEngine.ts` implements it;
 * the CLI's tests pass a test double to `main`.
 */
export interface Engine {
  /**
   * Runs and reports. When `interrupt` aborts (its `reason` is the signal's name), the engine
   * stops its IUTs, drops what was still running and resolves with a report of what finished,
   * marked `interrupted`.
   */
  run(
    options: ResolvedRunOptions,
    onProgress: (event: ProgressEvent) => void,
    interrupt?: AbortSignal,
  ): Promise<CrosscheckReport>;
  replay(args: ReplayArgs): Promise<ReplayOutcome>;
  selftest(options: SelftestOptions): Promise<SelftestOutcome>;
  serveVendors(options: ServeOptions): Promise<{ urls: ServedVendor[]; close(): Promise<void> }>;
  /** How many cases judge each rule (`rules` shows it). */
  caseCounts(): Promise<Record<string, number>>;
}
