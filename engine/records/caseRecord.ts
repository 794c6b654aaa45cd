import { boundEvidence } from '../../harness/results/boundEvidence.ts';
import type { Evidence } from '../../harness/results/types.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';

/** Which (rule, case, IUT, vendor, transport, canonicalization) a record is about. */
export type RecordIdentity = Omit<CaseRecord, 'verdict' | 'evidence'>;

/**
 * The one place a case record is made: every case, check, phase and harness-side outcome (a
 * failed hello, an unreachable agent, a card that cannot be read) becomes a record here, its
 * evidence bounded as it is recorded (`boundEvidence`) and naming its case.
 */
export function caseRecord(
  identity: RecordIdentity,
  verdict: CaseRecord['verdict'],
  evidence: Evidence,
): CaseRecord {
  return {
    ...identity,
    verdict,
    evidence: boundEvidence({ ...evidence, case: identity.caseId }),
  };
}
