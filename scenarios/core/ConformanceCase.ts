import type { Canonicalization, Iut, Role } from '../../harness/contract/types.ts';
import type { CaseFacts, Condition } from '../../harness/rules/index.ts';
import type { AnswerTrace } from '../../harness/results/AnswerTrace.ts';
import type { Evidence, TransportName } from '../../harness/results/types.ts';
import type { CaseContext } from './CaseContext.ts';

/**
 * What one case concluded. `error` is never returned: a case that cannot judge throws (an
 * `IUT_*` / `NET_*` / `WIRE_*` error becomes an `error` verdict; anything else is a harness
 * defect, never a verdict). Cases return outcomes; the engine makes the records.
 */
export interface CaseOutcome {
  verdict: 'pass' | 'fail' | 'not-applicable';
  evidence: Evidence;
  /**
   * How to rerun what the case found, when it is not the case itself under the run's seed: a
   * property counterexample (`{ seed, path }`), or a regression case that replays the property
   * that found it. The engine spells the replay command from it.
   */
  rerun?: { caseId?: string; seed?: number; path?: string };
  /** A property search compared with the model: every answer it got (the differential check). */
  answers?: AnswerTrace;
}

/**
 * One conformance case bound to one rule. Expected outcomes are written by hand in the case
 * (never computed by the reference model); `run` drives the IUT and compares.
 */
export interface ConformanceCase {
  /** Kebab-case id, unique across the suite; named after the behaviour. */
  id: string;
  rule: string;
  role: Role;
  /** Simulated vendor whose card or wire the case uses, or null. */
  vendor: string | null;
  canonicalization: Canonicalization | null;
  /** Wire cases run once per wire transport; contract-only cases once, on the IUT's transport. */
  wire?: boolean;
  /**
   * The conditions of validity the case relies on; default: its rule's `appliesWhen`. A control
   * case on the other side of a rule's decision boundary names only those it still relies on.
   * The engine evaluates them on the facts `prepare` states, before the IUT is called; one that
   * does not hold makes the case not-applicable with the catalogue's reason.
   */
  conditions?: readonly Condition[];
  /**
   * Whether the case judges what a signature under exactly its canonicalization covers, so it
   * cannot run under another. Default: true for rules of the signature stage and for cases that
   * rely on `covering-signature`; other cases run under a canonicalization the IUT declares.
   */
  fixedCanonicalization?: boolean;
  /** A property search: may run in a worker thread (`--workers`), with the same result. */
  search?: boolean;
  /** Builds the case's input and states its facts, before the IUT is called. */
  prepare?(ctx: CaseContext): Promise<PreparedCase>;
  /** Drives the IUT and judges; `prepared` is what `prepare` returned, when the case has one. */
  run(iut: Iut, ctx: CaseContext, prepared?: PreparedCase): Promise<CaseOutcome>;
}

/** A case's input, built before the IUT is called, with the facts its conditions are judged on. */
export interface PreparedCase {
  facts: CaseFacts;
  input: unknown;
}

/** A case outcome with its identity, as the engine records it. */
export interface CaseRecord {
  caseId: string;
  rule: string;
  iut: string;
  vendor: string | null;
  transport: TransportName;
  canonicalization: Canonicalization | null;
  verdict: 'pass' | 'fail' | 'not-applicable' | 'error';
  evidence: Evidence;
  /** Set when an A2A v0.3 agent was judged: the rule's v0.3 counterpart (level, sections) applies. */
  generation?: '0.3';
  /**
   * The search's answers (from {@link CaseOutcome.answers}), for the differential check across
   * IUTs. The engine takes it off the record before anything is folded or reported.
   */
  answers?: AnswerTrace;
}
