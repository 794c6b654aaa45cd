import { describe, expect, it } from 'vitest';
import { BoundedCache } from './BoundedCache.ts';

describe('BoundedCache', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([
      1,
      undefined,
      3,
      2,
    ]);
  });

  it('computes a missing value once', () => {
    const cache = new BoundedCache<string, number>(4);
    let calls = 0;
    const make = () => ++calls;
    expect([cache.getOrSet('k', make), cache.getOrSet('k', make), calls]).toEqual([1, 1, 1]);
  });

  it('forgets a deleted key, and only that one', () => {
    const cache = new BoundedCache<string, number>(4);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([undefined, 2, 1]);
  });
});
