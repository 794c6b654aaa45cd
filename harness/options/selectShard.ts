import type { ShardSpec } from './RunOptions.ts';

/** FNV-1a, 32 bits, over UTF-16 code units: stable across machines, Node versions and runs. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The 1-based shard a key falls in, out of `count`. */
export function shardOf(key: string, count: number): number {
  return (fnv1a(key) % count) + 1;
}

/**
 * The items of one shard. An item's shard depends on its key alone (a stable hash), never on
 * its position, so adding or removing a case does not move every other case to another shard,
 * and each item lands in exactly one of the `count` shards. `null`: every item.
 */
export function selectShard<T>(
  items: readonly T[],
  key: (item: T) => string,
  shard: ShardSpec | null,
): T[] {
  if (shard === null) return [...items];
  return items.filter((item) => shardOf(key(item), shard.count) === shard.index);
}
