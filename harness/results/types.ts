import type { Canonicalization, Level, TransportName, Verdict } from '../vocabulary/index.ts';

export type { Level, TransportName, Verdict };

/** One exchange on the wire, as a simulated vendor or the harness recorded it. */
export interface TranscriptEntry {
  /** Milliseconds since the transcript (or the fleet's current case) started. */
  at: number;
  direction: 'request' | 'response' | 'event' | 'note';
  /** Who sent it (caller, vendor id, harness). */
  from: string;
  to: string;
  /** JSON-RPC method, HTTP path or note kind. */
  label: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** What was cut from this entry when it was recorded (bounds in `boundEvidence.ts`). */
  truncated?: string[];
}

/** A counterexample from property-based search. */
export interface Counterexample {
  seed: number;
  path: string;
  /** The minimal input, as JSON. */
  input: unknown;
  iutAnswer: unknown;
  referenceAnswer: unknown;
  numRuns: number;
}

/** What supports a verdict. Every field optional; renderers show what is there. */
export interface Evidence {
  /** One line a person reads first. */
  summary: string;
  /** Longer explanation, e.g. a conflict between the spec and the seeds. */
  details?: string;
  /** Reason the rule was not applicable, or the error that prevented judging. */
  reason?: string;
  /**
   * The harness error code of an `error` verdict: why the case could not be judged
   * (`IUT_TIMEOUT`, `NET_UNREACHABLE`, `NOT_TESTABLE`, …). What a baseline states and the gate
   * compares.
   */
  code?: string;
  expected?: unknown;
  actual?: unknown;
  /** Minimal failing card (as emitted text) when there is one. */
  card?: string;
  transcript?: TranscriptEntry[];
  counterexample?: Counterexample;
  /** Shell command that reproduces this result exactly. */
  replay?: string;
  /** Captured stderr of a child-process IUT. */
  stderr?: string;
  /** Scenario or case id that produced the result. */
  case?: string;
  durationMs?: number;
  /** What was cut from this evidence to keep it bounded, one line each with a JSON pointer. */
  truncated?: string[];
}

/**
 * One case of a result: the unit of evidence, of JUnit test cases and of the baseline. A case's
 * verdict stands on its own; the result's verdict folds its cases (harness/vocabulary/verdict.ts).
 */
export interface CaseResult {
  /** Case id, unique within the suite (kebab-case, named after the behaviour). */
  case: string;
  verdict: Verdict;
  /** What the case's cards were signed under, when the case signs any. */
  canonicalization: Canonicalization | null;
  evidence: Evidence;
}

/**
 * One cell of the matrix (DESIGN §6), identified by (rule, iut, vendor, transport): the cases
 * that judged the rule there, and their folded verdict. The result's evidence summarises the
 * cases; each case carries its own expected/actual, card, counterexample, transcript and replay.
 */
export interface RuleResult {
  rule: string;
  level: Level;
  iut: string;
  vendor: string | null;
  transport: TransportName;
  canonicalization: Canonicalization | null;
  verdict: Verdict;
  evidence: Evidence;
  cases: CaseResult[];
  /**
   * The protocol generation judged, when it is not A2A v1.0: `0.3` for an A2A v0.3 agent, whose
   * result carries the level of the rule's v0.3 counterpart.
   */
  generation?: '0.3';
}

/** The key shards and merges use: one result, all of its cases. */
export function resultKey(r: Pick<RuleResult, 'rule' | 'iut' | 'vendor' | 'transport'>): string {
  return `${r.rule}|${r.iut}|${r.vendor ?? '-'}|${r.transport}`;
}

/** The key baselines use: one case of one result (DESIGN §6). */
export function caseKey(
  r: Pick<RuleResult, 'rule' | 'iut' | 'vendor' | 'transport'> & { case: string },
): string {
  return `${r.rule}|${r.case}|${r.iut}|${r.vendor ?? '-'}|${r.transport}`;
}
