import type { TranscriptEntry } from '../../harness/results/types.ts';

/** One scenario run against the IUT and the oracle (or the property's judge). */
export interface Evaluation {
  params: unknown;
  iutAnswer: unknown;
  referenceAnswer: unknown;
  /** One line per difference between the projections, then invariant breaches; empty when they agree. */
  mismatches: string[];
  /**
   * Why this input does not judge the property's rule, when it does not: a condition of
   * validity fails on it, or the IUT refused the card at an earlier stage the rule does not own
   * (that refusal is another rule's root cause). Such an input is left out of the search.
   */
  excluded?: string;
  /** The card text to show as evidence, when the params do not carry one (a signer's output). */
  card?: string;
  /** The transformed input of the scenario's metamorphic relation and the IUT's answer to it. */
  related?: { relation: string; params: unknown; iutAnswer: unknown };
  /** What the simulated vendors received and sent (client-role properties). */
  transcript?: TranscriptEntry[];
}
