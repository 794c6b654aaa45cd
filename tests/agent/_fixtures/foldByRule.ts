import { strongerVerdict, type Verdict } from '../../../harness/vocabulary/index.ts';
import type { CaseRecord } from '../../../scenarios/core/ConformanceCase.ts';

/** Verdicts by rule, as a hand-written expectation reads them. */
export type Folded = Record<string, Verdict>;

/** One verdict per rule, folded over its cases as the engine folds a result. */
export function foldByRule(records: readonly CaseRecord[]): Folded {
  const out: Folded = {};
  for (const r of records)
    out[r.rule] = out[r.rule] === undefined ? r.verdict : strongerVerdict(out[r.rule]!, r.verdict);
  return out;
}
