/**
 * The verdict vocabulary, in one place: the type, the order reports show verdicts in, and how
 * the verdicts of several cases fold into the verdict of one result. The engine, the reports,
 * the gate and `crosscheckSuite` all use this module; nothing else defines an order.
 */

/** Verdict of a case, or of a result (the cases of one (rule, IUT, vendor, transport)). */
export type Verdict = 'pass' | 'fail' | 'not-applicable' | 'error';

/** Every verdict, in the order reports list them: what needs attention first. */
export const VERDICT_ORDER: readonly Verdict[] = ['fail', 'error', 'pass', 'not-applicable'];

/**
 * How strongly a verdict speaks for a result. One failing case is a violation whatever the others
 * say; an error means part of the rule could not be judged, which still outranks a pass; a pass
 * outranks not-applicable (a result whose applicable cases pass, passes); not-applicable stands
 * only when nothing applied.
 */
export const VERDICT_STRENGTH: Readonly<Record<Verdict, number>> = {
  fail: 3,
  error: 2,
  pass: 1,
  'not-applicable': 0,
};

/** The stronger of two verdicts; on a tie, the first. */
export function strongerVerdict(a: Verdict, b: Verdict): Verdict {
  return VERDICT_STRENGTH[b] > VERDICT_STRENGTH[a] ? b : a;
}

/** Folds the verdicts of a result's cases into the result's verdict; no case: not-applicable. */
export function foldVerdicts(verdicts: Iterable<Verdict>): Verdict {
  let out: Verdict = 'not-applicable';
  for (const v of verdicts) out = strongerVerdict(out, v);
  return out;
}

/** Whether a verdict counts against the gate (a failure or a case that could not be judged). */
export function isFailing(verdict: Verdict): verdict is 'fail' | 'error' {
  return verdict === 'fail' || verdict === 'error';
}

/** Sorts by verdict, in {@link VERDICT_ORDER}; stable for equal verdicts. */
export function compareVerdicts(a: Verdict, b: Verdict): number {
  return VERDICT_ORDER.indexOf(a) - VERDICT_ORDER.indexOf(b);
}
