import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DelegateParams } from '../../harness/contract/types.ts';
import type { DelegationStrategy } from './DelegationStrategy.ts';
import { delegateWith } from './delegateWith.ts';
import { casePolicy } from '../../harness/vocabulary/index.ts';

/**
 * The client IUTs' delegation over a real socket, against a peer scripted per test: what it
 * sends (method, headers, message) and what it makes of each answer (a task, an error answer, a
 * body that is not JSON-RPC, a stall). The simulated vendors judge the same requests in the wire
 * suites; this peer also answers what no vendor does.
 */
interface Seen {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}
type Answer = (req: Seen, res: ServerResponse) => void;

let origin: string;
let server: ReturnType<typeof createServer>;
let seen: Seen[] = [];
let card: Record<string, unknown> = {};
let rpc: Answer = () => undefined;
let closed = 0;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const entry: Seen = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: {
          accept: req.headers['accept'],
          'content-type': req.headers['content-type'],
          'a2a-version': req.headers['a2a-version'] as string | undefined,
          'a2a-extensions': req.headers['a2a-extensions'] as string | undefined,
        },
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      seen.push(entry);
      res.on('close', () => void (closed += res.writableFinished ? 0 : 1));
      if (entry.path === '/card.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(card));
      else rpc(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  closed = 0;
  card = cardWith(`${origin}/rpc`);
});

function cardWith(url: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Peer',
    supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: true },
    ...extra,
  };
}
const json = (res: ServerResponse, value: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
const idOf = (req: Seen) => (req.body as { id: number }).id;
const task = (state: string) => ({ id: 't', contextId: 'c', status: { state } });
const sse = (res: ServerResponse, id: number, results: unknown[], end = true) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const result of results)
    res.write(`data: ${JSON.stringify({ jsonrpc: '2.0', id, result })}\n\n`);
  if (end) res.end();
};

/** Sends to the planned peer, always, with the extensions given; one attempt. */
const sendAlways = (requestExtensions: string[] = []): DelegationStrategy => ({
  plan: async () => ({ decision: 'send', requestExtensions }),
  reassemble: (events) => [{ artifactId: 'all', parts: [{ text: `${events.length} events` }] }],
  maxAttempts: 1,
});
const params = (extra: Partial<DelegateParams> = {}): DelegateParams => ({
  cardUrl: `${origin}/card.json`,
  skillId: 's',
  parts: [{ text: 'hi' }],
  callerMode: 'blocking',
  callerExtensions: [],
  deadlineMs: 2_000,
  jwks: { keys: [] },
  policy: casePolicy(),
  fallbackCardUrls: [],
  ...extra,
});

describe('delegateWith over the JSON-RPC binding', () => {
  it('fetches the card, then posts one SendMessage with A2A-Version and the joined A2A-Extensions', async () => {
    rpc = (req, res) =>
      json(res, { jsonrpc: '2.0', id: idOf(req), result: { task: task('TASK_STATE_COMPLETED') } });

    const result = await delegateWith(params(), sendAlways(['urn:a', 'urn:b']));

    expect(result).toEqual({
      outcome: 'completed',
      servedBy: `${origin}/card.json`,
      taskState: 'TASK_STATE_COMPLETED',
      artifacts: [],
    });
    const messageId = (seen[1]?.body as { params: { message: { messageId: string } } }).params
      .message.messageId;
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/card.json',
        headers: { accept: 'application/json' },
        body: undefined,
      },
      {
        method: 'POST',
        path: '/rpc',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'a2a-version': '1.0',
          'a2a-extensions': 'urn:a, urn:b',
        },
        body: {
          jsonrpc: '2.0',
          id: 1,
          method: 'SendMessage',
          params: {
            message: {
              messageId,
              role: 'ROLE_USER',
              parts: [{ text: 'hi' }],
              extensions: ['urn:a', 'urn:b'],
            },
          },
        },
      },
    ]);
  });

  it('sends no A2A-Extensions header when it activates none', async () => {
    rpc = (req, res) =>
      json(res, { jsonrpc: '2.0', id: idOf(req), result: { task: task('TASK_STATE_COMPLETED') } });

    await delegateWith(params(), sendAlways());

    expect(seen[1]?.headers['a2a-extensions']).toBeUndefined();
    expect((seen[1]?.body as { params: { message: object } }).params.message).not.toHaveProperty(
      'extensions',
    );
  });

  it('fails with the JSON-RPC code of an error answer', async () => {
    rpc = (req, res) =>
      json(res, { jsonrpc: '2.0', id: idOf(req), error: { code: -32005, message: 'no' } });

    expect(await delegateWith(params(), sendAlways())).toEqual({
      outcome: 'failed',
      servedBy: `${origin}/card.json`,
    });
  });

  it.each([
    [
      'a body that is not JSON',
      (_req: Seen, res: ServerResponse) => res.writeHead(502).end('<html>'),
    ],
    [
      'a foreign id',
      (_req: Seen, res: ServerResponse) => json(res, { jsonrpc: '2.0', id: 99, result: {} }),
    ],
    [
      'an error without a message',
      (req: Seen, res: ServerResponse) =>
        json(res, { jsonrpc: '2.0', id: idOf(req), error: { code: -32005 } }),
    ],
  ])(
    'ends in error, not a crash, on %s (NET_BAD_RESPONSE from the peer)',
    async (_name, answer) => {
      rpc = answer;

      expect(await delegateWith(params(), sendAlways())).toEqual({
        outcome: 'error',
        servedBy: `${origin}/card.json`,
      });
    },
  );

  it('is stalled when the peer does not answer within the deadline', async () => {
    rpc = () => undefined;

    expect(await delegateWith(params({ deadlineMs: 300 }), sendAlways())).toEqual({
      outcome: 'stalled',
      servedBy: `${origin}/card.json`,
    });
  });

  it('streams toward a streaming peer, stops at the terminal state and hangs up', async () => {
    rpc = (req, res) =>
      sse(
        res,
        idOf(req),
        [
          { task: task('TASK_STATE_WORKING') },
          {
            statusUpdate: {
              taskId: 't',
              contextId: 'c',
              status: { state: 'TASK_STATE_COMPLETED' },
            },
          },
        ],
        false,
      );

    const result = await delegateWith(params({ callerMode: 'streaming' }), sendAlways());

    expect(result).toEqual({
      outcome: 'completed',
      servedBy: `${origin}/card.json`,
      taskState: 'TASK_STATE_COMPLETED',
      artifacts: [{ artifactId: 'all', parts: [{ text: '2 events' }] }],
    });
    expect(seen[1]).toMatchObject({
      headers: { accept: 'text/event-stream', 'a2a-version': '1.0' },
      body: { jsonrpc: '2.0', id: 1, method: 'SendStreamingMessage' },
    });
    await vi.waitFor(() => expect(closed).toBe(1));
  });

  it('sends a blocking SendMessage to a peer that does not declare streaming', async () => {
    card = cardWith(`${origin}/rpc`, { capabilities: {} });
    rpc = (req, res) =>
      json(res, { jsonrpc: '2.0', id: idOf(req), result: { task: task('TASK_STATE_COMPLETED') } });

    await delegateWith(params({ callerMode: 'streaming' }), sendAlways());

    expect(seen.map((s) => (s.body as { method?: string } | undefined)?.method)).toEqual([
      undefined,
      'SendMessage',
    ]);
  });

  it('is stalled when the stream goes silent', async () => {
    rpc = (req, res) => sse(res, idOf(req), [{ task: task('TASK_STATE_SUBMITTED') }], false);

    expect(
      await delegateWith(params({ callerMode: 'streaming', deadlineMs: 300 }), sendAlways()),
    ).toEqual({
      outcome: 'stalled',
      servedBy: `${origin}/card.json`,
    });
  });

  it('fails with the code of an error answered instead of a stream', async () => {
    rpc = (req, res) =>
      json(res, {
        jsonrpc: '2.0',
        id: idOf(req),
        error: { code: -32004, message: 'no streaming' },
      });

    expect(await delegateWith(params({ callerMode: 'streaming' }), sendAlways())).toEqual({
      outcome: 'failed',
      servedBy: `${origin}/card.json`,
    });
  });

  it('ends in error at the first event answering another request', async () => {
    rpc = (_req, res) => sse(res, 7, [{ task: task('TASK_STATE_WORKING') }], false);

    expect(await delegateWith(params({ callerMode: 'streaming' }), sendAlways())).toEqual({
      outcome: 'error',
      servedBy: `${origin}/card.json`,
    });
  });

  it('throws NET_RESPONSE_TOO_LARGE after 10,000 events without a terminal state', async () => {
    const working = {
      statusUpdate: { taskId: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' } },
    };
    rpc = (req, res) =>
      sse(
        res,
        idOf(req),
        Array.from({ length: 10_001 }, () => working),
        false,
      );

    await expect(
      delegateWith(params({ callerMode: 'streaming', deadlineMs: 20_000 }), sendAlways()),
    ).rejects.toMatchObject({
      code: 'NET_RESPONSE_TOO_LARGE',
      message: expect.stringContaining('10000 events without a terminal state') as unknown,
    });
  });

  it('refuses a card whose JSON-RPC interface is off loopback, before sending to it', async () => {
    card = cardWith('https://agent.example/rpc');

    await expect(delegateWith(params(), sendAlways())).rejects.toMatchObject({
      code: 'NET_REMOTE_NOT_ALLOWED',
    });
    expect(seen.map((s) => s.path)).toEqual(['/card.json']);
  });

  it('fetches a card naming no JSON-RPC interface once more before it gives up', async () => {
    card = { name: 'Peer', supportedInterfaces: [], capabilities: {} };

    await expect(delegateWith(params(), sendAlways())).rejects.toMatchObject({ code: 'USAGE' });
    expect(seen.map((s) => s.path)).toEqual(['/card.json', '/card.json']);
  });

  describe("reads each answer with the strategy's reader", () => {
    /** Admits a comment before a closing brace, as a JSONC reader would; otherwise strict. */
    const lenient: DelegationStrategy['readAnswer'] = (input) => {
      const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
      try {
        return { value: JSON.parse(text.replace('/*c*/}', '}')) as unknown };
      } catch (error) {
        return { error };
      }
    };
    const commented = (id: number, result: unknown): string =>
      JSON.stringify({ jsonrpc: '2.0', id, result }).replace(/}$/, '/*c*/}');

    it.each([
      ['the strict default', undefined, 'error'],
      ['a lenient reader', lenient, 'completed'],
    ] as const)('a SendMessage body with a comment, under %s', async (_, readAnswer, outcome) => {
      rpc = (req, res) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(commented(idOf(req), { task: task('TASK_STATE_COMPLETED') }));

      const strategy = { ...sendAlways(), ...(readAnswer ? { readAnswer } : {}) };
      const result = await delegateWith(params(), strategy);

      expect(result.outcome).toBe(outcome);
    });

    it.each([
      ['the strict default', undefined, 'error'],
      ['a lenient reader', lenient, 'completed'],
    ] as const)('a stream event with a comment, under %s', async (_, readAnswer, outcome) => {
      rpc = (req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${commented(idOf(req), { task: task('TASK_STATE_WORKING') })}\n\n`);
        const done = {
          statusUpdate: {
            taskId: 't',
            contextId: 'c',
            status: task('TASK_STATE_COMPLETED').status,
          },
        };
        res.end(`data: ${JSON.stringify({ jsonrpc: '2.0', id: idOf(req), result: done })}\n\n`);
      };

      const strategy = { ...sendAlways(), ...(readAnswer ? { readAnswer } : {}) };
      const result = await delegateWith(params({ callerMode: 'streaming' }), strategy);

      expect(result.outcome).toBe(outcome);
    });
  });
});
