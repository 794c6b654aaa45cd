import type { TracedJudgement } from '../../harness/results/AnswerTrace.ts';
import type { DifferentialComparison, ReportDifferential } from '../ReportDifferential.ts';

/** What the property made of one side's answer, in words. */
export function judgedWords(judged: TracedJudgement): string {
  const why = judged.why === undefined ? '' : `: ${judged.why}`;
  if (judged.verdict === 'agrees') return 'agrees with the reference model';
  if (judged.verdict === 'disagrees') return `disagrees with the reference model${why}`;
  return `not judged by the rule${why}`;
}

/** The comparisons on which the two IUTs answered some input differently, most first. */
export function disagreeing(d: ReportDifferential): DifferentialComparison[] {
  return d.comparisons
    .filter((c) => c.projected + c.unprojected > 0)
    .sort((a, b) => b.projected + b.unprojected - (a.projected + a.unprojected));
}

/** The headline of the section: what was compared and how much differed. */
export function differentialHeadline(d: ReportDifferential): string {
  const differing = disagreeing(d).length;
  return `${differing} of ${d.comparisons.length} comparisons (property × pair of IUTs of one role, on the same generated inputs) found answers that differ. Informational: no verdict, never gating; each side shows what the property made of its answer.`;
}
