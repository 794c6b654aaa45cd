// Shard selection lives in harness/options (the engine shards work before running it); the
// reports side re-exports it so shard merges and shard runs share one hash.
export { selectShard, shardOf } from '../harness/options/selectShard.ts';
