/**
 * The least share of its requests a live-agent search must judge for its pass to mean something.
 * A search ends at the first exchange that broke, and a request the agent never brings to what
 * the invariant is about (no chunks streamed, no task) judges nothing: one judged exchange out of
 * eight requests has not searched. A third: the main job's lowest on the agents that keep every
 * invariant is A2A-STR-001's 5 judged of 10 exchanges (seed 42, 8 requests).
 */
export const AGENT_MIN_JUDGED_SHARE = 1 / 3;

/**
 * Why a live-agent search that found nothing and judged `judged` exchanges (of `evaluated` sent,
 * for `numRuns` generated requests) judged too few to pass, or `undefined` when it judged enough.
 * A search that judged none is not this function's: its condition never held (not-applicable),
 * or every exchange broke (an error of its own).
 */
export function tooFewExchanges(
  judged: number,
  evaluated: number,
  numRuns: number,
): string | undefined {
  const least = Math.max(1, Math.ceil(numRuns * AGENT_MIN_JUDGED_SHARE));
  if (judged === 0 || judged >= least) return undefined;
  return `the search judged only ${judged} of ${evaluated} exchange(s) for ${numRuns} generated request(s), at least ${least} needed`;
}
