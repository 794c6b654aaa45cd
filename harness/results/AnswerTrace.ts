import type { Canonicalization } from '../vocabulary/index.ts';

/** What a property made of one answer: it agreed with the model, it did not, or it was not judged. */
export interface TracedJudgement {
  verdict: 'agrees' | 'disagrees' | 'not-judged';
  /** The first mismatch, or why the input did not judge the rule. */
  why?: string;
}

/**
 * One generated input of a property search and what the IUT answered to it: the raw material of
 * the differential check across IUTs. Digests decide whether two IUTs agree; the bounded copies
 * are what a report shows when they do not.
 */
export interface TracedAnswer {
  /** Index of the input in the search's stream: fast-check replays it with `path: String(index)`. */
  index: number;
  /** Digest of the generated input: the same index and digest are the same input. */
  input: string;
  /** Digest of the whole answer as compared (free text the contract does not judge left out). */
  answer: string;
  /** Digest of the answer through the property's projection. */
  projection: string;
  /** The answer through the property's projection, as plain JSON (bounded). */
  projected: unknown;
  /** The answer as the IUT gave it, bounded. */
  shown: unknown;
  /** The reference model's answer to the same input, bounded. */
  reference: unknown;
  judged: TracedJudgement;
  /** The canonicalizations the input's cards are signed under, when it holds signed cards. */
  signedUnder?: Canonicalization[];
}

/**
 * The answers one IUT gave to a property's inputs, in search order, up to and including the first
 * failure (shrinking is left out: the inputs it tries depend on the IUT). An input the IUT could
 * not answer (a crash, a timeout) or that the rule's conditions kept from it has no entry.
 */
export interface AnswerTrace {
  /** The property's case id. */
  property: string;
  seed: number;
  /** The search's budget: the deterministic stage's inputs, tried first, depend on it. */
  numRuns: number;
  answers: TracedAnswer[];
}
