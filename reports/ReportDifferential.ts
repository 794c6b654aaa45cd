import type { Role } from '../harness/contract/types.ts';
import type { TracedJudgement } from '../harness/results/AnswerTrace.ts';

/**
 * Two IUTs of one role compared on the inputs of one property (report 2.2): the same generated
 * inputs (same seed, same index in the search's stream), answered by both before either search
 * stopped at its first failure. Informational: never a verdict, never gating.
 */
export interface DifferentialComparison {
  property: string;
  rule: string;
  role: Role;
  /** The two IUTs, in the run's order. */
  iuts: [string, string];
  /** Inputs both answered. */
  compared: number;
  /** Inputs whose answers differ under the property's projection. */
  projected: number;
  /** Inputs whose answers agree under the projection and differ on a member it does not compare. */
  unprojected: number;
}

/** How two answers to one input differ: where the property looks, or only elsewhere. */
export type DisagreementKind = 'projected' | 'unprojected';

/** One IUT's side of a disagreement. */
export interface DifferentialAnswer {
  iut: string;
  /** The answer as the IUT gave it, bounded. */
  answer: unknown;
  /** What the property made of it: agreed with the model, did not, or did not judge the input. */
  judged: TracedJudgement;
  /** Reruns this input against this IUT alone (`--path` is the input's index). */
  replay: string;
}

/** The first input of a comparison on which the two answers differ one way, with both answers. */
export interface DifferentialFinding {
  property: string;
  rule: string;
  iuts: [string, string];
  kind: DisagreementKind;
  /** How many compared inputs differ this way; this finding shows the first of them. */
  of: number;
  /** Where the answers differ (RFC 6901 pointers, the first ten): in the projections for `projected`. */
  pointers: string[];
  seed: number;
  /** fast-check's path of the input: its index in the search's stream. */
  path: string;
  /** The generated input, bounded; absent when the run's catalogue has no definition to draw it from. */
  input?: unknown;
  answers: [DifferentialAnswer, DifferentialAnswer];
  /** The reference model's answer to the same input, bounded. */
  referenceAnswer: unknown;
}

/** `report.differential`: what IUTs of one role answered differently (never gating). */
export interface ReportDifferential {
  comparisons: DifferentialComparison[];
  findings: DifferentialFinding[];
}
