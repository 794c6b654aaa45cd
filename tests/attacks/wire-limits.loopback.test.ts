import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import {
  createJsonRpcBinding,
  fetchDocument,
  WIRE_DEFAULTS,
  type HttpTarget,
  type StreamRead,
} from '../../harness/wire/index.ts';

/**
 * Security catalogue F4 and DESIGN §7 on the wire: a peer on 127.0.0.1 that drips, never ends,
 * lies about its length or streams forever gets a typed NET_* error (or a stream read ended by
 * the stall or the deadline) from the harness's client within its deadline, and the harness
 * hangs up.
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

let closedEarly = 0;
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
    res.on('close', () => closedEarly++);
    let i = 0;
    every(10, res, () => res.write(event(i++)));
  },
  '/pings-only': (_req, res) => {
    sse(res);
    res.on('close', () => closedEarly++);
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

async function failure(run: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof CrosscheckError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a CrosscheckError');
}

const target = (opts: { deadlineMs: number; maxResponseBytes?: number }): HttpTarget => ({
  allowRemote: false,
  maxResponseBytes: WIRE_DEFAULTS.maxResponseBytes,
  ...opts,
});
const fetchCard = (path: string, opts: { deadlineMs: number; maxResponseBytes?: number }) =>
  fetchDocument(`${origin}/${path}/.well-known/agent-card.json`, target(opts));
const message = {
  message: { messageId: 'm1', role: 'ROLE_USER' as const, parts: [{ text: 'hi' }] },
};
/** Reads a stream from `path` to its end. */
async function drain(
  path: string,
  deadlineMs: number,
  eventDeadlineMs: number,
): Promise<{ read: StreamRead }> {
  const rpc = createJsonRpcBinding({
    url: `${origin}/${path}`,
    generation: '1.0',
    target: target({ deadlineMs }),
  });
  return { read: await rpc.sendStreamingMessage(message, { eventDeadlineMs }) };
}

/**
 * Each peer below never ends its answer: an exchange that ends at all was ended by the harness,
 * and its code says by what (NET_TIMEOUT, a stall, a size cap). No time is measured: timings
 * belong to `npm run bench`, and a harness that did not cut would meet the test's hang guard.
 */

describe('wire limits against a hostile loopback peer', () => {
  it('a card that drips one byte every 50 ms ends in NET_TIMEOUT at the deadline', async () => {
    const r = await failure(() => fetchCard('drip', { deadlineMs: 300 }));
    expect(r.code).toBe('NET_TIMEOUT');
  });

  it('an endless card body ends in NET_RESPONSE_TOO_LARGE at the size cap', async () => {
    const r = await failure(() =>
      fetchCard('endless', { deadlineMs: 5_000, maxResponseBytes: 256 * 1024 }),
    );
    expect(r.code).toBe('NET_RESPONSE_TOO_LARGE');
  });

  it('a declared 50 MB body is refused before it is read', async () => {
    const r = await failure(() => fetchCard('liar', { deadlineMs: 5_000 }));
    expect(r.code).toBe('NET_RESPONSE_TOO_LARGE');
    expect(r.message).toMatch(/Content-Length 52428800/);
  });

  it('an SSE stream of events that never ends is cut at the call deadline', async () => {
    // The per-event deadline is longer than the call's, so only the whole-call deadline can end it.
    const { read } = await drain('events-forever', 400, 5_000);
    expect(read.end).toBe('timeout');
    expect(read.events.length).toBeGreaterThan(0); // events kept coming, the deadline still ended it
  });

  it('an SSE stream of keep-alive comments only is a stall', async () => {
    const { read } = await drain('pings-only', 5_000, 200);
    expect(read).toMatchObject({ end: 'stall', events: [] });
  });

  it('one SSE event that never ends is refused at the event size cap', async () => {
    const r = await failure(() => drain('one-endless-event', 10_000, 5_000));
    expect(r.code).toBe('NET_RESPONSE_TOO_LARGE');
  });

  it('asked the server once per exchange, and hung up on both streams it stopped reading', async () => {
    expect(requests).toBe(6);
    await vi.waitFor(() => expect(closedEarly).toBe(2));
  });
});
