/**
 * A least-recently-used map with a fixed number of entries: memo tables of pure functions over
 * exact inputs (card bytes, signature triples), so repeated work is skipped and memory stays
 * bounded however long a search runs.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  /** Forgets `key` (a value found to be wrong, such as a failed promise). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  /** The cached value, or `make()`'s, stored first. */
  getOrSet(key: K, make: () => V): V {
    const known = this.get(key);
    if (known !== undefined) return known;
    const value = make();
    this.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
