/**
 * The seeds the self-test proves at when none is given: the run's default seed and four the
 * search was never tuned on. Its constants (engine/search/deterministicStage.ts) were chosen by
 * sweeps at seeds 42 and 1–4, so a proof at those alone would be a proof of the tuning: a mutant
 * or twin counts as caught only when caught at each of these.
 */
const UNTUNED_SEEDS: readonly number[] = [101, 102, 103, 104];

/** The proof gate's seeds: `seed` (the run's, 42 by default) first, then {@link UNTUNED_SEEDS}. */
export function proofSeeds(seed: number): number[] {
  return [seed, ...UNTUNED_SEEDS.filter((s) => s !== seed)];
}
