import { describe, expect, it } from 'vitest';
import type { HttpTarget } from './binding/httpExchange.ts';
import { fetchDocument } from './fetchDocument.ts';

const CARD = 'http://127.0.0.1:9/.well-known/agent-card.json';

const urlOf = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A fake network: records each request's URL and headers, answers with `respond`. */
function fakeNetwork(respond: () => Response | Promise<Response>) {
  const seen: { url: string; method: string; headers: Record<string, string> }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    seen.push({ url: urlOf(input), method: init?.method ?? 'GET', headers });
    return respond();
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}

const target = (fetch: typeof globalThis.fetch, extra: Partial<HttpTarget> = {}): HttpTarget => ({
  allowRemote: false,
  deadlineMs: 1_000,
  maxResponseBytes: 1024 * 1024,
  fetch,
  ...extra,
});

describe('fetchDocument', () => {
  it('GETs with accept: application/json and the caller headers, and returns any status as served', async () => {
    const net = fakeNetwork(
      () => new Response('gone', { status: 404, headers: { 'content-type': 'text/plain' } }),
    );

    const answer = await fetchDocument(CARD, target(net.fetch), {
      headers: { authorization: 'Bearer t' },
    });

    expect(net.seen).toEqual([
      {
        url: CARD,
        method: 'GET',
        headers: { accept: 'application/json', authorization: 'Bearer t' },
      },
    ]);
    expect({ ...answer, bytes: new TextDecoder().decode(answer.bytes) }).toEqual({
      status: 404,
      contentType: 'text/plain',
      headers: { 'content-type': 'text/plain' },
      bytes: 'gone',
    });
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
      fetchDocument(CARD, target(withLength.fetch, { maxResponseBytes: 1_000 })),
    ).rejects.toMatchObject({
      code: 'NET_RESPONSE_TOO_LARGE',
    });
    await expect(
      fetchDocument(CARD, target(chunked.fetch, { maxResponseBytes: 1_000 })),
    ).rejects.toMatchObject({
      code: 'NET_RESPONSE_TOO_LARGE',
    });
  });

  it('turns a refused connection into NET_UNREACHABLE', async () => {
    const refused = fakeNetwork(() => Promise.reject(new TypeError('fetch failed')));

    await expect(fetchDocument(CARD, target(refused.fetch))).rejects.toMatchObject({
      code: 'NET_UNREACHABLE',
    });
  });

  it('refuses a URL off loopback before anything is sent, unless allowRemote', async () => {
    const net = fakeNetwork(() => Response.json({}));

    await expect(
      fetchDocument('https://agent.example/card.json', target(net.fetch)),
    ).rejects.toMatchObject({
      code: 'NET_REMOTE_NOT_ALLOWED',
    });
    expect(net.seen).toEqual([]);
    await fetchDocument(
      'https://agent.example/card.json',
      target(net.fetch, { allowRemote: true }),
    );
    expect(net.seen.map((s) => s.url)).toEqual(['https://agent.example/card.json']);
  });
});
