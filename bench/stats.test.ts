import { describe, expect, it } from 'vitest';
import { growthExponent, median, pairedRatios, quantile, summarize } from './stats.ts';

describe('median', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, -10, 0, 7, 7], 7],
  ])('of %j is %d', (samples, expected) => {
    expect(median(samples)).toBe(expected);
  });

  it('does not reorder its input', () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('refuses no samples and non-finite samples', () => {
    expect(() => median([])).toThrow(/no samples/);
    expect(() => median([1, Number.NaN])).toThrow(/not a finite number/);
    expect(() => median([Infinity])).toThrow(/not a finite number/);
  });
});

describe('quantile', () => {
  it.each([
    [0, 1],
    [0.25, 1.75],
    [0.5, 2.5],
    [0.75, 3.25],
    [1, 4],
  ])('p = %d of [1, 2, 3, 4] interpolates linearly to %d', (p, expected) => {
    expect(quantile([4, 2, 3, 1], p)).toBeCloseTo(expected, 12);
  });

  it('refuses p outside [0, 1]', () => {
    expect(() => quantile([1, 2], 1.5)).toThrow(/outside \[0, 1\]/);
    expect(() => quantile([1, 2], -0.1)).toThrow(/outside \[0, 1\]/);
  });
});

describe('summarize', () => {
  it('reports median, extremes, quartiles and relative spread', () => {
    const s = summarize([9, 1, 5, 3, 7]);
    expect(s).toEqual({
      n: 5,
      median: 5,
      min: 1,
      max: 9,
      q1: 3,
      q3: 7,
      iqr: 4,
      relativeIqr: 0.8,
      samples: [9, 1, 5, 3, 7],
    });
  });

  it('gives a zero spread for one sample and a zero relative spread for a zero median', () => {
    expect(summarize([2])).toMatchObject({ median: 2, min: 2, max: 2, iqr: 0, relativeIqr: 0 });
    expect(summarize([-1, 0, 1]).relativeIqr).toBe(0);
  });
});

describe('pairedRatios', () => {
  it('divides sample by sample, then summarizes', () => {
    const s = pairedRatios([10, 30, 20], [20, 30, 10]);
    expect(s.samples).toEqual([0.5, 1, 2]);
    expect(s.median).toBe(1);
    expect(s.min).toBe(0.5);
    expect(s.max).toBe(2);
  });

  it('refuses unequal lengths and a zero denominator', () => {
    expect(() => pairedRatios([1, 2], [1])).toThrow(/2 numerators, 1 denominators/);
    expect(() => pairedRatios([1], [0])).toThrow(/denominator 0 is 0/);
  });
});

describe('growthExponent', () => {
  it.each([
    [10, 5, 100, 50, 1],
    [10, 5, 100, 5, 0],
    [10, 1, 100, 100, 2],
    [100, 4, 400, 8, 0.5],
  ])('from (%d, %d) to (%d, %d) is %d', (sa, ca, sb, cb, expected) => {
    expect(growthExponent(sa, ca, sb, cb)).toBeCloseTo(expected, 12);
  });

  it('refuses equal sizes and non-positive values', () => {
    expect(() => growthExponent(10, 1, 10, 2)).toThrow(/distinct/);
    expect(() => growthExponent(0, 1, 10, 2)).toThrow(/positive/);
    expect(() => growthExponent(1, 1, 10, -2)).toThrow(/positive/);
  });
});
