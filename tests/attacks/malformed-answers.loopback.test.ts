import { type Server, type Socket, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/index.ts';

/**
 * Answers the HTTP client refuses without a parser code: a status code outside 100..599, a
 * flood of interim `100 (Continue)` answers, 2,000 content codings. The agent was reached and
 * answered, so each is a finding about it with the client's reason (a `fail` where RFC 9110
 * makes the answer invalid, an `error` naming the bound otherwise), never "cannot be reached".
 * Before, each was `error` NET_UNREACHABLE ("fetch failed (ERR_ASSERTION: false == true)", "bad
 * response", "too many content-encodings"), and a status of 600 or more was judged as HTTP.
 */
let server: Server;
let origin = '';

function card(): string {
  return JSON.stringify({
    name: 'malformed answers',
    description: 'answers outside HTTP',
    version: '1.0.0',
    supportedInterfaces: [
      { url: `${origin}/rpc`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 's', name: 's', description: 's', tags: [] }],
  });
}

/** One 100 (Continue) head, repeated: what a flooding peer writes before (never) answering. */
const CONTINUES = 'HTTP/1.1 100 Continue\r\n\r\n'.repeat(1_000);

function answer(mode: string, socket: Socket): void {
  const body = card();
  const head = (status: string, extra = ''): string =>
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  if (mode === 'codings')
    return void socket.end(
      head('200 OK', `Content-Encoding: ${Array(2_000).fill('gzip').join(', ')}\r\n`) + body,
    );
  if (mode === 'continue') {
    // 2 million interim answers, written as fast as the client reads them.
    let sent = 0;
    const pump = (): void => {
      while (sent < 2_000_000 && !socket.destroyed) {
        sent += 1_000;
        if (!socket.write(CONTINUES)) return void socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.end(head('200 OK') + body);
    };
    return pump();
  }
  socket.end(head(`${mode} OK`) + body);
}

beforeAll(async () => {
  server = createServer((socket: Socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk: Buffer) => {
      const [, path = '/'] = /^[A-Z]+ (\S+)/.exec(chunk.toString('latin1')) ?? [];
      answer(path.split('/')[1] ?? '', socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function cardVerdict(mode: string): Promise<[string, string, unknown, string]> {
  const records = await checkAgent(`${origin}/${mode}/.well-known/agent-card.json`, {
    scope: { rules: new Set(['A2A-CARD-002']) },
    budget: { deadlines: { callMs: 3_000, progressMs: 1_500 } },
  });
  expect(records).toHaveLength(1);
  const r = records[0]!;
  return [r.rule, r.verdict, r.evidence.code, String(r.evidence.reason)];
}

describe('answers the HTTP client refuses are findings about the agent', () => {
  it.each(['099', '000', '600', '999'])(
    'status %s: A2A-CARD-002 fails with NET_PROTOCOL_VIOLATION',
    async (status) => {
      const [rule, verdict, code, reason] = await cardVerdict(status);

      expect([rule, verdict, code]).toEqual(['A2A-CARD-002', 'fail', 'NET_PROTOCOL_VIOLATION']);
      expect(reason).toMatch(/RFC 9110 §15 makes codes outside 100\.\.599 invalid\. Answer with/);
    },
  );

  it('2,000 content codings: an error naming the bound of 5, not "cannot be reached"', async () => {
    const [, verdict, code, reason] = await cardVerdict('codings');

    expect([verdict, code]).toEqual(['error', 'NET_BAD_RESPONSE']);
    expect(reason).toBe(
      'Failed to send GET /codings/.well-known/agent-card.json: the Content-Encoding header names 2000 content codings, more than the 5 the HTTP client decodes (a bound against decoder chains). Send the body in at most 5 content codings, or in none.',
    );
  });

  it('a flood of 100 (Continue): cut at the first, an error naming it', async () => {
    const [, verdict, code, reason] = await cardVerdict('continue');

    expect([verdict, code]).toEqual(['error', 'NET_BAD_RESPONSE']);
    expect(reason).toMatch(/interim 100 \(Continue\) answer .* closed the connection at the first/);
  });
});
