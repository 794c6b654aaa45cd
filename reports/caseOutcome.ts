import { isCrosscheckErrorCode } from '../harness/errors/CrosscheckError.ts';
import { jsonDifferences } from '../harness/json/jsonDifferences.ts';
import type { CaseResult, Verdict } from '../harness/results/types.ts';

/**
 * What a case came to, as a baseline states it: its verdict and a code that says how it failed.
 * For an `error`, the harness error code that stopped the judging (`IUT_TIMEOUT`, `NET_UNREACHABLE`,
 * `NOT_TESTABLE`, …); for a `fail`, the JSON pointer of the first member of the answer that departs
 * from the expected one (`/admitted`, `/stage`; `/` for the whole answer); `null` when the case
 * states neither (a pass, a not-applicable, a failure with no expected answer beside the actual).
 */
export interface CaseOutcome {
  verdict: Verdict;
  code: string | null;
}

/** Error codes are upper-case words joined by `_`; only the harness's own list counts. */
const CODE_TOKEN = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** The first harness error code named in `text`, if any. */
function namedCode(text: string | undefined): string | undefined {
  return text?.match(CODE_TOKEN)?.find(isCrosscheckErrorCode);
}

/**
 * The outcome of one case. An error's code is read from `evidence.code` when the record carries
 * one; records written before that member existed name the code in their summary, where every
 * error record of the engine puts it ("could not be judged: IUT_CRASHED", "(NET_TIMEOUT)"), so the
 * first word of the closed code list found there, then in the reason, stands in for it. A
 * failure's code comes from the evidence's own expected and actual answers, compared the way the
 * contract cases compare them (`jsonDifferences`).
 */
export function caseOutcome(c: CaseResult): CaseOutcome {
  const e = c.evidence;
  if (c.verdict === 'error') {
    const stated = (e as { code?: unknown }).code;
    const code = isCrosscheckErrorCode(stated)
      ? stated
      : (namedCode(e.summary) ?? namedCode(e.reason) ?? null);
    return { verdict: 'error', code };
  }
  if (c.verdict === 'fail' && e.expected !== undefined && e.actual !== undefined) {
    const first = jsonDifferences(e.expected, e.actual, { max: 1 })[0];
    return { verdict: 'fail', code: first === undefined ? null : first.pointer || '/' };
  }
  return { verdict: c.verdict, code: null };
}

/** An outcome in words: `fail at /admitted`, `error IUT_TIMEOUT`, `pass`. */
export function describeOutcome(o: {
  verdict: Verdict | 'not checked';
  code?: string | null;
}): string {
  if (o.code === null || o.code === undefined) return o.verdict;
  return o.code.startsWith('/') ? `${o.verdict} at ${o.code}` : `${o.verdict} ${o.code}`;
}

/** Whether two outcomes are the same expectation: the same verdict and the same code. */
export function sameOutcome(a: CaseOutcome, b: CaseOutcome): boolean {
  return a.verdict === b.verdict && a.code === b.code;
}
