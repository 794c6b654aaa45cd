import { describe, expect, it } from 'vitest';
import { createJsonRpcBinding } from './binding/createJsonRpcBinding.ts';
import type { HttpTarget } from './binding/httpExchange.ts';
import { fetchDocument } from './fetchDocument.ts';
import { fetchJwks } from './fetchJwks.ts';
import type { RedirectHop } from './RedirectHop.ts';

const BASE = 'http://127.0.0.1:9';
const RPC = `${BASE}/rpc`;
const CARD = `${BASE}/.well-known/agent-card.json`;
const MESSAGE = {
  message: { messageId: 'm1', role: 'ROLE_USER' as const, parts: [{ text: 'hi' }] },
};

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  redirect: RequestRedirect | undefined;
}

/** A fake network answering by URL; anything it has no route for is a test failure. */
function network(routes: Record<string, (seen: Seen) => Response>) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const entry: Seen = {
      url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
      redirect: init?.redirect,
    };
    seen.push(entry);
    const route = routes[url];
    if (route === undefined) throw new Error(`the test network has no route for ${url}`);
    return route(entry);
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}

const redirect = (status: number, location: string) => () =>
  new Response(null, { status, headers: { location } });
const rpcOk = (s: Seen) =>
  Response.json({
    jsonrpc: '2.0',
    id: (JSON.parse(s.body ?? '{}') as { id: number }).id,
    result: { task: { id: 't' } },
  });

/**
 * The harness's one client over a fake network: the document fetch (cards), the JWKS fetch and
 * the JSON-RPC binding, all on one target, every hop reported.
 */
function client(fetch: typeof globalThis.fetch, extra: Partial<HttpTarget> = {}) {
  const hops: RedirectHop[] = [];
  const target: HttpTarget = {
    allowRemote: false,
    deadlineMs: 1_000,
    maxResponseBytes: 1024 * 1024,
    fetch,
    onRedirect: (hop) => hops.push(hop),
    ...extra,
  };
  const rpc = createJsonRpcBinding({ url: RPC, generation: '1.0', target });
  return {
    client: {
      fetchCard: (headers: Record<string, string> = {}) => fetchDocument(CARD, target, { headers }),
      fetchJwks: (url: string) => fetchJwks(url, target),
      sendMessage: () => rpc.sendMessage(MESSAGE),
      sendStreamingMessage: () => rpc.sendStreamingMessage(MESSAGE),
    },
    hops,
  };
}

describe('redirects', () => {
  it('never lets fetch follow a redirect on its own', async () => {
    const net = network({
      [CARD]: () => Response.json({}),
      [RPC]: rpcOk,
    });
    const { client: c } = client(net.fetch);

    await c.fetchCard();
    await c.sendMessage();
    await c.sendStreamingMessage();

    expect(net.seen.map((s) => s.redirect)).toEqual(['manual', 'manual', 'manual']);
  });

  it('follows a 307 on loopback with the same method and body, and reports the hop', async () => {
    const net = network({ [RPC]: redirect(307, '/rpc2'), [`${BASE}/rpc2`]: rpcOk });
    const { client: c, hops } = client(net.fetch);

    expect((await c.sendMessage()).result).toEqual({ task: { id: 't' } });
    expect(net.seen.map((s) => [s.method, s.url, s.body === net.seen[0]!.body])).toEqual([
      ['POST', RPC, true],
      ['POST', `${BASE}/rpc2`, true],
    ]);
    expect(hops).toEqual([{ status: 307, from: RPC, to: `${BASE}/rpc2`, method: 'POST' }]);
  });

  it.each([
    [302, 'http://203.0.113.7/rpc', 'is not a loopback address (127.0.0.0/8, localhost, [::1])'],
    [
      307,
      'http://evil.example:80/rpc',
      'is not a loopback address (127.0.0.0/8, localhost, [::1])',
    ],
    [308, 'http://user:pw@127.0.0.1:9/rpc', 'carries credentials (userinfo)'],
    [301, 'file:///etc/passwd', 'uses the scheme "file:"'],
    [
      303,
      'http://[::ffff:127.0.0.1]/rpc',
      'is not a loopback address (127.0.0.0/8, localhost, [::1])',
    ],
  ])(
    'refuses a %i to %s before connecting (NET_REDIRECT_REFUSED)',
    async (status, location, why) => {
      const net = network({ [RPC]: redirect(status, location) });
      const { client: c, hops } = client(net.fetch);

      await expect(c.sendMessage()).rejects.toMatchObject({ code: 'NET_REDIRECT_REFUSED' });
      expect(net.seen).toHaveLength(1);
      expect(hops).toEqual([expect.objectContaining({ status, from: RPC, refused: why })]);
    },
  );

  it('says what was refused and how to allow it', async () => {
    const net = network({ [RPC]: redirect(307, 'http://203.0.113.7/rpc') });

    await expect(client(net.fetch).client.sendMessage()).rejects.toThrowErrorMatchingInlineSnapshot(
      `[CrosscheckError: Failed to POST /rpc: http://127.0.0.1:9/rpc redirected (HTTP 307) to http://203.0.113.7/rpc, which is not a loopback address (127.0.0.0/8, localhost, [::1]); the redirect was not followed. Serve the resource on loopback, or pass --allow-remote to reach other hosts.]`,
    );
  });

  it('follows a remote hop only with allowRemote', async () => {
    const net = network({
      [RPC]: redirect(308, 'https://agent.example/rpc'),
      'https://agent.example/rpc': rpcOk,
    });

    const answer = await client(net.fetch, { allowRemote: true }).client.sendMessage();

    expect(answer.result).toEqual({ task: { id: 't' } });
  });

  it('turns a POST into a bodiless GET on 303 (and on 301/302), as the Fetch standard does', async () => {
    const net = network({
      [RPC]: redirect(303, '/other'),
      [`${BASE}/other`]: () => Response.json({ jsonrpc: '2.0', id: 1, result: {} }),
    });

    await client(net.fetch).client.sendMessage();

    expect(net.seen[1]).toMatchObject({ method: 'GET', body: undefined });
    expect(net.seen[1]!.headers['content-type']).toBeUndefined();
  });

  it('drops Authorization when a hop changes origin', async () => {
    const net = network({
      [CARD]: redirect(302, 'http://127.0.0.2:9/card'),
      'http://127.0.0.2:9/card': () => Response.json({}),
    });
    const { client: c, hops } = client(net.fetch);

    const doc = await c.fetchCard({ authorization: 'Bearer secret' });

    expect(net.seen.map((s) => s.headers['authorization'])).toEqual(['Bearer secret', undefined]);
    expect(doc.status).toBe(200);
    expect(hops).toEqual([
      { status: 302, from: CARD, to: 'http://127.0.0.2:9/card', method: 'GET' },
    ]);
  });

  it('drops every user header on a hop to another port, unless they are kept on purpose', async () => {
    const other = 'http://127.0.0.1:10/card';
    const routes = { [CARD]: redirect(302, other), [other]: () => Response.json({}) };
    const user = { 'X-Api-Key': 'k-secret', authorization: 'Bearer secret' };
    const dropped = network(routes);
    const kept = network(routes);

    await client(dropped.fetch, { userHeaders: Object.keys(user) }).client.fetchCard(user);
    await client(kept.fetch, {
      userHeaders: Object.keys(user),
      userHeadersAnyOrigin: true,
    }).client.fetchCard(user);

    expect(dropped.seen.map((s) => [s.headers['x-api-key'], s.headers['authorization']])).toEqual([
      ['k-secret', 'Bearer secret'],
      [undefined, undefined],
    ]);
    expect(kept.seen.map((s) => [s.headers['x-api-key'], s.headers['authorization']])).toEqual([
      ['k-secret', 'Bearer secret'],
      ['k-secret', 'Bearer secret'],
    ]);
  });

  it('keeps the user headers on a same-origin hop', async () => {
    const net = network({
      [CARD]: redirect(302, '/card2'),
      [`${BASE}/card2`]: () => Response.json({}),
    });

    await client(net.fetch, { userHeaders: ['X-Api-Key'] }).client.fetchCard({ 'X-Api-Key': 'k' });

    expect(net.seen.map((s) => s.headers['x-api-key'])).toEqual(['k', 'k']);
  });

  it('refuses a hop to link-local or metadata addresses even with allowRemote', async () => {
    const net = network({ [RPC]: redirect(307, 'http://169.254.169.254/latest/meta-data/') });
    const special = network({
      [RPC]: redirect(307, 'http://169.254.169.254/rpc'),
      'http://169.254.169.254/rpc': rpcOk,
    });

    await expect(
      client(net.fetch, { allowRemote: true }).client.sendMessage(),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[CrosscheckError: Failed to POST /rpc: http://127.0.0.1:9/rpc redirected (HTTP 307) to http://169.254.169.254/latest/meta-data/, which is in the link-local range 169.254.0.0/16 (RFC 3927), where clouds serve instance metadata; --allow-remote alone does not reach it; the redirect was not followed. Pass --allow-special-addresses too if the agent really lives there.]`,
    );
    expect(net.seen).toHaveLength(1);
    const answer = await client(special.fetch, {
      allowRemote: true,
      allowSpecial: true,
    }).client.sendMessage();
    expect(answer.result).toEqual({ task: { id: 't' } });
  });

  it('stops a redirect loop after 5 hops (NET_TOO_MANY_REDIRECTS)', async () => {
    const net = network({
      [`${BASE}/a`]: redirect(302, '/b'),
      [`${BASE}/b`]: redirect(302, '/a'),
    });
    const { client: c, hops } = client(net.fetch);

    await expect(c.fetchJwks(`${BASE}/a`)).rejects.toMatchObject({
      code: 'NET_TOO_MANY_REDIRECTS',
    });
    expect(net.seen).toHaveLength(6);
    expect(hops.map((h) => h.refused)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'more than 5 redirects',
    ]);
  });

  it('checks the hops of a JWKS fetch and of a stream like any other', async () => {
    const net = network({
      [`${BASE}/jwks`]: redirect(302, 'http://198.51.100.1/jwks'),
      [RPC]: redirect(307, 'http://198.51.100.1/rpc'),
    });
    const c = client(net.fetch).client;

    await expect(c.fetchJwks(`${BASE}/jwks`)).rejects.toMatchObject({
      code: 'NET_REDIRECT_REFUSED',
    });
    await expect(c.sendStreamingMessage()).rejects.toMatchObject({
      code: 'NET_REDIRECT_REFUSED',
    });
    expect(net.seen.map((s) => s.url)).toEqual([`${BASE}/jwks`, RPC]);
  });

  it('returns a 3xx without Location as the answer it is', async () => {
    const net = network({ [CARD]: () => new Response(null, { status: 302 }) });
    const { client: c, hops } = client(net.fetch);

    expect(await c.fetchCard()).toMatchObject({ status: 302 });
    expect(hops).toEqual([]);
  });
});
