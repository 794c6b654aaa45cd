/**
 * Summary statistics of repeated measurements. Machines are noisy, so every figure the
 * benchmarks report is a median with its spread (min/max and the interquartile range), never a
 * single sample or a mean.
 */

/** A set of samples reduced to what BENCHMARKS.md prints. */
export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
  /** First and third quartiles (linear interpolation between order statistics). */
  q1: number;
  q3: number;
  iqr: number;
  /** `iqr / median`: the spread relative to the figure (0 when the median is 0). */
  relativeIqr: number;
  samples: number[];
}

function sorted(samples: readonly number[]): number[] {
  if (samples.length === 0) throw new RangeError('Failed to summarize: no samples. Measure at least once.');
  for (const s of samples) {
    if (!Number.isFinite(s)) throw new RangeError(`Failed to summarize: sample ${String(s)} is not a finite number.`);
  }
  return [...samples].sort((a, b) => a - b);
}

/**
 * The `p`-quantile (0 ≤ p ≤ 1) with linear interpolation between the closest order statistics
 * (Hyndman & Fan type 7, the spreadsheet and NumPy default): the median of [1, 2, 3, 4] is 2.5.
 */
export function quantile(samples: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`Failed to compute a quantile: p = ${p} is outside [0, 1].`);
  const xs = sorted(samples);
  const h = (xs.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return xs[lo]! + (h - lo) * (xs[hi]! - xs[lo]!);
}

/** The median (the 0.5-quantile). */
export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5);
}

/** Median, extremes and quartiles of `samples`; throws on an empty or non-finite sample. */
export function summarize(samples: readonly number[]): Summary {
  const xs = sorted(samples);
  const q1 = quantile(xs, 0.25);
  const q3 = quantile(xs, 0.75);
  const med = quantile(xs, 0.5);
  return {
    n: xs.length,
    median: med,
    min: xs[0]!,
    max: xs[xs.length - 1]!,
    q1,
    q3,
    iqr: q3 - q1,
    relativeIqr: med === 0 ? 0 : (q3 - q1) / Math.abs(med),
    samples: [...samples],
  };
}

/**
 * Ratios of paired samples (`numerators[i] / denominators[i]`), summarized. Pairs come from the
 * same repetition of one process, so the ratio cancels what drifted between repetitions.
 */
export function pairedRatios(numerators: readonly number[], denominators: readonly number[]): Summary {
  if (numerators.length !== denominators.length) {
    throw new RangeError(`Failed to pair samples: ${numerators.length} numerators, ${denominators.length} denominators. Measure both in every repetition.`);
  }
  return summarize(
    numerators.map((n, i) => {
      const d = denominators[i]!;
      if (d === 0) throw new RangeError(`Failed to pair samples: denominator ${i} is 0.`);
      return n / d;
    }),
  );
}

/**
 * Log-log slope between two (size, cost) points: 1 means cost grows linearly with size, below 1
 * sub-linearly, 2 quadratically. Used for the card-size scaling check.
 */
export function growthExponent(sizeA: number, costA: number, sizeB: number, costB: number): number {
  if (!(sizeA > 0 && sizeB > 0 && costA > 0 && costB > 0) || sizeA === sizeB) {
    throw new RangeError('Failed to compute a growth exponent: sizes and costs must be positive and the sizes distinct.');
  }
  return Math.log(costB / costA) / Math.log(sizeB / sizeA);
}
