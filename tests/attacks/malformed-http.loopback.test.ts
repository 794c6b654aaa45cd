import { type Server, type Socket, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/index.ts';

/**
 * A protocol breach is the agent's, not the network's: an agent whose answers are not HTTP/1.1 has broken the protocol, and the
 * report says how: a `fail` with the parser's reason, not an `error` saying it cannot be reached.
 * A raw TCP server on loopback serves a good card and, per path prefix, one malformed answer.
 * On main every case below was `error` with NET_UNREACHABLE ("fetch failed").
 */
const MALFORMED: Record<string, { answer: string; reason: RegExp }> = {
  'big-header': {
    answer: `HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(1024 * 1024)}\r\nContent-Length: 2\r\n\r\n{}`,
    reason: /Headers Overflow.*UND_ERR_HEADERS_OVERFLOW/,
  },
  'many-headers': {
    answer: `HTTP/1.1 200 OK\r\n${Array.from({ length: 5_000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\nContent-Length: 2\r\n\r\n{}`,
    reason: /UND_ERR_HEADERS_OVERFLOW/,
  },
  'cl-and-te': {
    answer:
      'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    reason: /Content-Length can't be present with Transfer-Encoding.*HPE_UNEXPECTED_CONTENT_LENGTH/,
  },
  'chunk-overflow': {
    answer:
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n',
    reason: /Chunk size overflow.*HPE_INVALID_CHUNK_SIZE/,
  },
};

let server: Server;
let origin = '';

function card(mode: string): string {
  return JSON.stringify({
    name: `malformed ${mode}`,
    description: 'answers with malformed HTTP',
    version: '1.0.0',
    supportedInterfaces: [
      { url: `${origin}/${mode}/rpc`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 's', name: 's', description: 's', tags: [] }],
  });
}

beforeAll(async () => {
  server = createServer((socket: Socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk: Buffer) => {
      const [, path = '/'] = /^[A-Z]+ (\S+)/.exec(chunk.toString('latin1')) ?? [];
      const [, mode = '', ...rest] = path.split('/');
      const card404 = `HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`;
      if (rest.join('/') === '.well-known/agent-card.json') {
        // The card itself is malformed in the `card-*` modes.
        const broken = MALFORMED[mode.replace(/^card-/, '')];
        if (mode.startsWith('card-') && broken) return void socket.end(broken.answer);
        const body = card(mode);
        return void socket.end(
          `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.end(MALFORMED[mode]?.answer ?? card404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('malformed HTTP from an agent is a fail with the parser reason', () => {
  it.each(Object.keys(MALFORMED))(
    '%s on SendMessage: A2A-BIND-001 fails, naming the violation',
    async (mode) => {
      const records = await checkAgent(`${origin}/${mode}/.well-known/agent-card.json`, {
        scope: { rules: new Set(['A2A-BIND-001']) },
        budget: { deadlines: { callMs: 3_000, progressMs: 1_500 } },
      });

      expect(records.length).toBeGreaterThan(0);
      for (const r of records) {
        expect(r.verdict).toBe('fail');
        expect(r.evidence.reason).toMatch(/^NET_PROTOCOL_VIOLATION: .*not well-formed HTTP\/1\.1/);
        expect(r.evidence.reason).toMatch(MALFORMED[mode]!.reason);
      }
    },
  );

  it.each(Object.keys(MALFORMED))(
    '%s on the card: A2A-CARD-002 fails, naming the violation',
    async (mode) => {
      const records = await checkAgent(`${origin}/card-${mode}/.well-known/agent-card.json`, {
        scope: { rules: new Set(['A2A-CARD-002']) },
        budget: { deadlines: { callMs: 3_000, progressMs: 1_500 } },
      });

      expect(records.map((r) => [r.rule, r.verdict])).toEqual([['A2A-CARD-002', 'fail']]);
      expect(records[0]!.evidence.reason).toMatch(MALFORMED[mode]!.reason);
    },
  );
});
