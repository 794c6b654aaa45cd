import type { Canonicalization, Iut, Role } from '../../harness/contract/types.ts';
import type { Evidence, TransportName } from '../../harness/results/types.ts';
import type { CaseContext } from './CaseContext.ts';

/** What one case concluded. `error` is never returned: a case that cannot judge throws. */
export interface CaseOutcome {
  verdict: 'pass' | 'fail' | 'not-applicable';
  evidence: Evidence;
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
  run(iut: Iut, ctx: CaseContext): Promise<CaseOutcome>;
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
}
