import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AdapterModule } from '../contract/types.ts';
import { serveAdapterOverStdio } from './serveAdapterOverStdio.ts';

const adapter: AdapterModule = {
  hello: () => ({ name: 'echo', version: '1', contractVersion: '1.0', roles: ['consumer'] }),
  reassemble: async (p) => {
    if (p.events.length === 0) throw new TypeError('no events');
    await new Promise((r) => setTimeout(r, 20));
    return { artifacts: [] };
  },
};

describe('serveAdapterOverStdio', () => {
  it('answers each line by id, concurrently, and maps missing calls and throws to JSON-RPC errors', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const lines: unknown[] = [];
    output.on('data', (chunk: Buffer) =>
      lines.push(
        ...chunk
          .toString('utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as unknown),
      ),
    );

    const served = serveAdapterOverStdio(adapter, { input, output });
    input.write('{"jsonrpc":"2.0","id":1,"method":"reassemble","params":{"events":[{}]}}\n');
    input.write('{"jsonrpc":"2.0","id":2,"method":"hello","params":{"contractVersion":"1.0"}}\n');
    input.write('{"jsonrpc":"2.0","id":3,"method":"sign","params":{}}\n');
    input.write('{"jsonrpc":"2.0","id":4,"method":"reassemble","params":{"events":[]}}\n');
    input.write('not json\n');
    input.end();
    await served;

    // The slow call (id 1) is answered last: requests are served concurrently.
    expect(lines.at(-1)).toEqual({ jsonrpc: '2.0', id: 1, result: { artifacts: [] } });
    expect(lines).toHaveLength(5);
    expect(lines).toEqual(
      expect.arrayContaining([
        {
          jsonrpc: '2.0',
          id: 2,
          result: { name: 'echo', version: '1', contractVersion: '1.0', roles: ['consumer'] },
        },
        { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found: sign' } },
        {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error: the line is not JSON' },
        },
        { jsonrpc: '2.0', id: 4, error: { code: -32000, message: 'TypeError: no events' } },
      ]),
    );
  });
});
