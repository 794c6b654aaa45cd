import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { type A2AClient, createA2AClient } from '../../harness/wire/index.ts';

/**
 * Security catalogue F4 and DESIGN §7 on the wire: a peer on 127.0.0.1 that drips, never ends,
 * lies about its length or streams forever gets a typed NET_* (or WIRE_STALL) error from the
 * harness's client within its deadline, and the harness hangs up.
 */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const timers = new Set<NodeJS.Timeout>();
const every = (ms: number, res: ServerResponse, tick: () => void): void => {
  const t = setInterval(() => (res.destroyed ? clearInterval(t) : tick()), ms);
  timers.add(t);
  res.on('close', () => clearInterval(t));
};
const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });
const event = (i: number) =>
  `data: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result: { statusUpdate: { taskId: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' }, n: i } } })}\n\n`;

const ROUTES: Record<string, Handler> = {
  '/drip/.well-known/agent-card.json': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{');
    every(50, res, () => res.write(' '));
  },
  '/endless/.well-known/agent-card.json': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = ' '.repeat(64 * 1024);
    every(1, res, () => res.write(chunk));
  },
  '/liar/.well-known/agent-card.json': (_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(50 * 1024 * 1024),
    });
    res.write('{');
  },
  '/events-forever': (_req, res) => {
    sse(res);
    let i = 0;
    every(10, res, () => res.write(event(i++)));
  },
  '/pings-only': (_req, res) => {
    sse(res);
    every(20, res, () => res.write(': ping\n\n'));
  },
  '/one-endless-event': (_req, res) => {
    sse(res);
    res.write('data: ');
    const chunk = 'x'.repeat(64 * 1024);
    every(1, res, () => res.write(chunk));
  },
};

let origin: string;
let server: ReturnType<typeof createServer>;
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    req.resume();
    const route = ROUTES[new URL(req.url ?? '/', 'http://x').pathname];
    if (route === undefined) res.writeHead(404).end();
    else route(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const t of timers) clearInterval(t);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(
  run: () => Promise<unknown>,
): Promise<{ code: string; ms: number; message: string }> {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    if (error instanceof CrosscheckError)
      return { code: error.code, ms: performance.now() - started, message: error.message };
    throw error;
  }
  throw new Error('expected a CrosscheckError');
}

const client = (path: string, opts: { deadlineMs: number; maxResponseBytes?: number }): A2AClient =>
  createA2AClient({
    cardUrl: `${origin}/${path}/.well-known/agent-card.json`,
    rpcUrl: `${origin}/${path}`,
    ...opts,
  });
const message = {
  message: { messageId: 'm1', role: 'ROLE_USER' as const, parts: [{ text: 'hi' }] },
};
const drain = async (
  c: A2AClient,
  eventDeadlineMs: number,
  onEvent: () => void = () => undefined,
): Promise<void> => {
  for await (const event of c.sendStreamingMessage(message, { eventDeadlineMs }))
    if (event) onEvent();
};

/**
 * Each exchange must end by the harness's own deadline or cap, not by the test's 30 s timeout.
 * The bound is wide on purpose (the deadlines are 0.3–10 s): it holds on a loaded machine, and
 * timings belong to `npm run bench`.
 */
const ENDED_BY_THE_HARNESS_MS = 20_000;

describe('wire limits against a hostile loopback peer', () => {
  it('a card that drips one byte every 50 ms ends in NET_TIMEOUT at the deadline', async () => {
    const r = await failure(() => client('drip', { deadlineMs: 300 }).fetchCard());
    expect(r.code).toBe('NET_TIMEOUT');
    expect(r.ms).toBeLessThan(ENDED_BY_THE_HARNESS_MS);
  });

  it('an endless card body ends in NET_RESPONSE_TOO_LARGE at the size cap', async () => {
    const r = await failure(() =>
      client('endless', { deadlineMs: 5_000, maxResponseBytes: 256 * 1024 }).fetchCard(),
    );
    expect(r.code).toBe('NET_RESPONSE_TOO_LARGE');
    expect(r.ms).toBeLessThan(ENDED_BY_THE_HARNESS_MS);
  });

  it('a declared 50 MB body is refused before it is read', async () => {
    const r = await failure(() => client('liar', { deadlineMs: 5_000 }).fetchCard());
    expect(r.code).toBe('NET_RESPONSE_TOO_LARGE');
    expect(r.message).toMatch(/Content-Length 52428800/);
  });

  it('an SSE stream of events that never ends is cut at the call deadline (NET_TIMEOUT)', async () => {
    let seen = 0;
    // The per-event deadline is longer than the call's, so only the whole-call deadline can end it.
    const r = await failure(() =>
      drain(client('events-forever', { deadlineMs: 400 }), 5_000, () => seen++),
    );
    expect(r.code).toBe('NET_TIMEOUT');
    expect(r.ms).toBeLessThan(ENDED_BY_THE_HARNESS_MS);
    expect(seen).toBeGreaterThan(0); // events kept coming, and the deadline still ended the call
  });

  it('an SSE stream of keep-alive comments only is a stall (WIRE_STALL)', async () => {
    const r = await failure(() => drain(client('pings-only', { deadlineMs: 5_000 }), 200));
    expect(r.code).toBe('WIRE_STALL');
    expect(r.ms).toBeLessThan(ENDED_BY_THE_HARNESS_MS);
  });

  it('one SSE event that never ends is refused at the event size cap', async () => {
    const r = await failure(() =>
      drain(client('one-endless-event', { deadlineMs: 10_000 }), 5_000),
    );
    expect(r.code).toBe('NET_RESPONSE_TOO_LARGE');
    expect(r.ms).toBeLessThan(ENDED_BY_THE_HARNESS_MS);
  });

  it('asked the server once per exchange', () => {
    expect(requests).toBe(6);
  });
});
