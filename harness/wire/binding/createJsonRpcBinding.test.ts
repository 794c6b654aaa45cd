import { describe, expect, it, vi } from 'vitest';
import { createJsonRpcBinding } from './createJsonRpcBinding.ts';
import type { HttpTarget } from './httpExchange.ts';

const RPC = 'http://127.0.0.1:9/a2a/jsonrpc';
const MESSAGE = {
  message: { messageId: 'm1', role: 'ROLE_USER' as const, parts: [{ text: 'hi' }] },
};

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake network: records each request and answers with `respond`. */
function fakeNetwork(respond: (seen: Seen, signal: AbortSignal) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const entry = { url, method: init?.method ?? 'GET', headers, body };
    seen.push(entry);
    return respond(entry, init!.signal!);
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
const idOf = (seen: Seen) => (seen.body as { id: number }).id;
const okFor = (seen: Seen) =>
  json({ jsonrpc: '2.0', id: idOf(seen), result: { task: { id: 't1' } } });

function binding(fetch: typeof globalThis.fetch, target: Partial<HttpTarget> = {}) {
  return createJsonRpcBinding({
    url: RPC,
    generation: '1.0',
    target: {
      allowRemote: false,
      deadlineMs: 1_000,
      maxResponseBytes: 1024 * 1024,
      fetch,
      ...target,
    },
  });
}

describe('createJsonRpcBinding (v1.0)', () => {
  it('posts SendMessage with A2A-Version and no A2A-Extensions by default, ids counting from 1', async () => {
    const net = fakeNetwork(okFor);
    const rpc = binding(net.fetch);

    const first = await rpc.sendMessage(MESSAGE);
    await rpc.getTask({ id: 't1' });

    expect(first).toMatchObject({ result: { task: { id: 't1' } } });
    expect(first.malformed).toBeUndefined();
    expect(net.seen).toEqual([
      {
        url: RPC,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'a2a-version': '1.0',
        },
        body: { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: MESSAGE },
      },
      {
        url: RPC,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'a2a-version': '1.0',
        },
        body: { jsonrpc: '2.0', id: 2, method: 'GetTask', params: { id: 't1' } },
      },
    ]);
  });

  it('joins extensions into one A2A-Extensions header, and omits A2A-Version when asked', async () => {
    const net = fakeNetwork(okFor);
    const rpc = binding(net.fetch);

    await rpc.sendMessage(MESSAGE, { extensions: ['urn:a', 'urn:b'], version: null });
    await rpc.sendMessage(MESSAGE, { extensions: [] });
    await rpc.sendStreamingMessage(MESSAGE, { extensions: ['urn:a'] });

    expect(
      net.seen.map((s) => [
        s.headers['a2a-extensions'],
        s.headers['a2a-version'],
        s.headers['accept'],
      ]),
    ).toEqual([
      ['urn:a, urn:b', undefined, 'application/json'],
      [undefined, '1.0', 'application/json'],
      ['urn:a', '1.0', 'text/event-stream'],
    ]);
  });

  it('returns a JSON-RPC error as data, decoded', async () => {
    const net = fakeNetwork((s) =>
      json({ jsonrpc: '2.0', id: idOf(s), error: { code: -32001, message: 'Task not found' } }),
    );

    const answer = await binding(net.fetch).getTask({ id: 'nope' });

    expect(answer.error).toEqual({ type: 'TaskNotFound', code: -32001, message: 'Task not found' });
    expect(answer.malformed).toBeUndefined();
  });

  it.each([
    ['not JSON', () => new Response('<html>', { status: 502 }), 'the body is not JSON'],
    [
      'a foreign id',
      () => json({ jsonrpc: '2.0', id: 99, result: {} }),
      `the id 99 does not echo the request's 1`,
    ],
    [
      'both result and error',
      () => json({ jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'x' } }),
      'it must carry exactly one of "result" and "error"',
    ],
    [
      'neither result nor error',
      () => json({ jsonrpc: '2.0', id: 1 }),
      'it must carry exactly one of "result" and "error"',
    ],
    [
      'a wrong "jsonrpc"',
      () => json({ jsonrpc: '1.0', id: 1, result: {} }),
      '"jsonrpc" is not "2.0"',
    ],
    [
      'an error that is not an object',
      () => json({ jsonrpc: '2.0', id: 1, error: 'boom' }),
      '"error" is not an object',
    ],
    [
      'a duplicate member',
      () => new Response('{"jsonrpc":"2.0","id":1,"result":{},"result":{}}'),
      'the body is not JSON',
    ],
  ])('names %s in "malformed"', async (_name, respond, why) => {
    const answer = await binding(fakeNetwork(respond).fetch).sendMessage(MESSAGE);

    expect(answer.malformed).toBe(why);
  });

  it('marks an error object without a number code or a string message, and only the error', async () => {
    const net = fakeNetwork((s) =>
      json({ jsonrpc: '2.0', id: idOf(s), error: { code: '-32001' } }),
    );

    const answer = await binding(net.fetch).getTask({ id: 't' });

    // The envelope is sound; the error object is not (JSON-RPC 2.0 §5.1). A2A-RPC-005 judges that
    // for agents, so the answer's own "malformed" stays empty.
    expect(answer.malformed).toBeUndefined();
    expect(answer.error).toEqual({
      type: null,
      code: Number.NaN,
      message: '',
      malformed: '"error.code" is not a number; "error.message" is not a string',
    });
  });

  it('carries the envelope problems of an error answer on the error too', async () => {
    const net = fakeNetwork(() =>
      json({ jsonrpc: '2.0', id: 7, error: { code: -32001, message: 'x' } }),
    );

    const answer = await binding(net.fetch).getTask({ id: 't' });

    expect(answer.malformed).toBe(`the id 7 does not echo the request's 1`);
    expect(answer.error?.malformed).toBe(`the id 7 does not echo the request's 1`);
  });

  it('stops reading past maxResponseBytes (NET_RESPONSE_TOO_LARGE), with or without Content-Length', async () => {
    const big = 'x'.repeat(2_000);
    const withLength = fakeNetwork(
      () => new Response(big, { headers: { 'content-length': '2000' } }),
    );
    const chunked = fakeNetwork(
      () =>
        new Response(
          new ReadableStream({
            start: (c) => (c.enqueue(new TextEncoder().encode(big)), c.close()),
          }),
        ),
    );

    await expect(
      binding(withLength.fetch, { maxResponseBytes: 1_000 }).sendMessage(MESSAGE),
    ).rejects.toMatchObject({
      code: 'NET_RESPONSE_TOO_LARGE',
      message: expect.stringContaining('Content-Length 2000') as unknown,
    });
    await expect(
      binding(chunked.fetch, { maxResponseBytes: 1_000 }).sendMessage(MESSAGE),
    ).rejects.toMatchObject({
      code: 'NET_RESPONSE_TOO_LARGE',
    });
  });

  it('turns a missed deadline into NET_TIMEOUT at the deadline, not before', async () => {
    vi.useFakeTimers();
    try {
      const never = fakeNetwork(
        (_s, signal) =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason as Error)),
          ),
      );
      let settled = false;

      const sending = binding(never.fetch, { deadlineMs: 60 })
        .sendMessage(MESSAGE)
        .finally(() => (settled = true));
      const outcome = expect(sending).rejects.toMatchObject({
        code: 'NET_TIMEOUT',
        message: expect.stringContaining('no answer within the 60 ms deadline') as unknown,
      });
      await vi.advanceTimersByTimeAsync(59);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);

      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a URL off loopback before anything is sent (NET_REMOTE_NOT_ALLOWED)', async () => {
    const net = fakeNetwork(okFor);
    const remote = createJsonRpcBinding({
      url: 'https://agent.example/rpc',
      generation: '1.0',
      target: { allowRemote: false, deadlineMs: 1_000, maxResponseBytes: 1024, fetch: net.fetch },
    });

    await expect(remote.sendMessage(MESSAGE)).rejects.toMatchObject({
      code: 'NET_REMOTE_NOT_ALLOWED',
    });
    await expect(remote.sendStreamingMessage(MESSAGE)).rejects.toMatchObject({
      code: 'NET_REMOTE_NOT_ALLOWED',
    });
    expect(net.seen).toEqual([]);
  });
});
