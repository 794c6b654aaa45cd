import type { Canonicalization } from '../../harness/contract/types.ts';

/** One (rule, case) a check records. Per-binding checks get the binding appended to `caseId`. */
export interface CheckHead {
  rule: string;
  caseId: string;
  canonicalization?: Canonicalization;
}
