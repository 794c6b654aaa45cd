import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { searchOf } from './propertyCase.ts';

const ctxWith = (budget: CaseContext['budget']): CaseContext =>
  ({ seed: 3, budget }) as CaseContext;

// The clock is fake and stands still, so "what is left" is exact.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => void vi.useRealTimers());

describe('searchOf: the time budget covers the whole search', () => {
  it('gives each property what is left of the run deadline', () => {
    const search = searchOf(
      ctxWith({ runs: 100, timeBudgetMs: 60_000, deadlineAt: Date.now() + 5_000 }),
    );
    expect(search.timeLimitMs).toBe(5_000);
  });

  it('still makes a property past the deadline run once (1 ms), so it reports itself interrupted', () => {
    expect(
      searchOf(ctxWith({ runs: 100, timeBudgetMs: 10, deadlineAt: Date.now() - 1_000 }))
        .timeLimitMs,
    ).toBe(1);
  });

  it('has no limit without a budget', () => {
    expect(
      searchOf(ctxWith({ runs: 100, timeBudgetMs: null, deadlineAt: null })).timeLimitMs,
    ).toBeNull();
  });
});
