import { CrosscheckError } from '../errors/CrosscheckError.ts';
import type { ShardSpec } from './RunOptions.ts';

/** Parses `i/n` (1-based, as `--shard 2/4`). Throws `USAGE` naming the bad text. */
export function parseShardSpec(text: string): ShardSpec {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to parse arguments: --shard '${text}' is not i/n with 1 <= i <= n, such as 2/4.`,
    );
  }
  return { index, count };
}
