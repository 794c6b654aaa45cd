import { describe, expect, it } from 'vitest';
import { parseShardSpec } from './parseShardSpec.ts';

describe('parseShardSpec', () => {
  it('reads i/n, 1-based', () => {
    expect(parseShardSpec('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShardSpec(' 1/1 ')).toEqual({ index: 1, count: 1 });
  });

  it.each(['0/4', '5/4', '2', 'a/b', '2/0', '-1/2'])('rejects %s, naming it', (text) => {
    expect(() => parseShardSpec(text)).toThrow(
      `Failed to parse arguments: --shard '${text}' is not i/n with 1 <= i <= n, such as 2/4.`,
    );
  });
});
