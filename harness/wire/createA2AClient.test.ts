import { describe, expect, it, vi } from 'vitest';
import { createA2AClient } from './createA2AClient.ts';

const RPC = 'http://127.0.0.1:9/a2a/jsonrpc';
const MESSAGE = {
  message: { messageId: 'm1', role: 'ROLE_USER' as const, parts: [{ text: 'hi' }] },
};

interface Seen {
  url: string;
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
    const entry = { url, headers, body };
    seen.push(entry);
    return respond(entry, init!.signal!);
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}

const json = (value: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(value), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
const okFor = (seen: Seen) =>
  json({ jsonrpc: '2.0', id: (seen.body as { id: number }).id, result: { task: { id: 't1' } } });

describe('createA2AClient', () => {
  it('posts JSON-RPC SendMessage with A2A-Version and no A2A-Extensions by default', async () => {
    const net = fakeNetwork(okFor);
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: net.fetch,
      deadlineMs: 1_000,
    });

    const outcome = await client.sendMessage(MESSAGE);

    expect(outcome).toEqual({ result: { task: { id: 't1' } } });
    expect(net.seen).toEqual([
      {
        url: RPC,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'a2a-version': '1.0',
        },
        body: { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: MESSAGE },
      },
    ]);
  });

  it('joins extensions into one A2A-Extensions header, and omits A2A-Version when asked', async () => {
    const net = fakeNetwork(okFor);
    const client = createA2AClient({
      rpcUrl: RPC,
      cardUrl: `${RPC}/card`,
      fetch: net.fetch,
      deadlineMs: 1_000,
      a2aVersion: null,
    });

    await client.sendMessage(MESSAGE, { extensions: ['urn:a', 'urn:b'] });
    await client.sendMessage(MESSAGE, { extensions: [] });

    expect(net.seen.map((s) => [s.headers['a2a-extensions'], s.headers['a2a-version']])).toEqual([
      ['urn:a, urn:b', undefined],
      [undefined, undefined],
    ]);
  });

  it('returns JSON-RPC errors as data', async () => {
    const net = fakeNetwork((s) =>
      json({
        jsonrpc: '2.0',
        id: (s.body as { id: number }).id,
        error: { code: -32001, message: 'Task not found' },
      }),
    );
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: net.fetch,
      deadlineMs: 1_000,
    });

    expect(await client.getTask('nope')).toEqual({
      error: { code: -32001, message: 'Task not found' },
    });
  });

  it.each([
    ['not JSON', () => new Response('<html>', { status: 502 })],
    ['a foreign id', () => json({ jsonrpc: '2.0', id: 99, result: {} })],
    [
      'both result and error',
      () => json({ jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'x' } }),
    ],
    ['a duplicate member', () => new Response('{"jsonrpc":"2.0","id":1,"result":{},"result":{}}')],
  ])('refuses %s as NET_BAD_RESPONSE', async (_name, respond) => {
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: fakeNetwork(respond).fetch,
      deadlineMs: 1_000,
    });

    await expect(client.sendMessage(MESSAGE)).rejects.toMatchObject({ code: 'NET_BAD_RESPONSE' });
  });

  it('stops reading past maxResponseBytes (NET_RESPONSE_TOO_LARGE), with or without Content-Length', async () => {
    const big = 'x'.repeat(2_000);
    const chunked = () =>
      new Response(
        new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(big)), c.close()) }),
      );
    const withLength = fakeNetwork(
      () => new Response(big, { headers: { 'content-length': '2000' } }),
    );
    const withoutLength = fakeNetwork(chunked);
    const opts = { baseUrl: 'http://127.0.0.1:9', deadlineMs: 1_000, maxResponseBytes: 1_000 };

    await expect(
      createA2AClient({ ...opts, fetch: withLength.fetch }).fetchCard(),
    ).rejects.toMatchObject({ code: 'NET_RESPONSE_TOO_LARGE' });
    await expect(
      createA2AClient({ ...opts, fetch: withoutLength.fetch }).fetchCard(),
    ).rejects.toMatchObject({ code: 'NET_RESPONSE_TOO_LARGE' });
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
      const client = createA2AClient({
        rpcUrl: RPC,
        baseUrl: 'http://127.0.0.1:9',
        fetch: never.fetch,
        deadlineMs: 60,
      });
      let settled = false;

      const sending = client.sendMessage(MESSAGE).finally(() => (settled = true));
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

  it('turns a refused connection into NET_UNREACHABLE', async () => {
    const refused = fakeNetwork(() => Promise.reject(new TypeError('fetch failed')));
    const client = createA2AClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: refused.fetch,
      deadlineMs: 1_000,
    });

    await expect(client.fetchCard()).rejects.toMatchObject({ code: 'NET_UNREACHABLE' });
  });

  it('learns the JSON-RPC URL from the card, and refuses a card pointing off-host', async () => {
    const card = (url: string) => () =>
      json({ supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }] });
    const local = createA2AClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: fakeNetwork(card(RPC)).fetch,
      deadlineMs: 1_000,
    });
    const remote = createA2AClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: fakeNetwork(card('https://evil.example/rpc')).fetch,
      deadlineMs: 1_000,
    });

    await expect(local.sendMessage(MESSAGE)).rejects.toMatchObject({ code: 'USAGE' });
    await local.fetchCard();
    await expect(remote.fetchCard()).rejects.toMatchObject({ code: 'NET_REMOTE_NOT_ALLOWED' });

    expect(local.rpcUrl).toBe(RPC);
    expect(local.cardUrl).toBe('http://127.0.0.1:9/.well-known/agent-card.json');
  });

  it('requires a 2xx { keys: [...] } from fetchJwks', async () => {
    const opts = { baseUrl: 'http://127.0.0.1:9', deadlineMs: 1_000 };
    const good = createA2AClient({
      ...opts,
      fetch: fakeNetwork(() => json({ keys: [{ kty: 'EC' }] })).fetch,
    });
    const missing = createA2AClient({
      ...opts,
      fetch: fakeNetwork(() => json({ keys: [] }, { status: 404 })).fetch,
    });
    const wrong = createA2AClient({ ...opts, fetch: fakeNetwork(() => json({ key: {} })).fetch });

    expect((await good.fetchJwks('http://127.0.0.1:9/.well-known/jwks.json')).jwks).toEqual({
      keys: [{ kty: 'EC' }],
    });
    await expect(missing.fetchJwks('http://127.0.0.1:9/jwks')).rejects.toMatchObject({
      code: 'NET_BAD_RESPONSE',
    });
    await expect(wrong.fetchJwks('http://127.0.0.1:9/jwks')).rejects.toMatchObject({
      code: 'NET_BAD_RESPONSE',
    });
  });
});
