import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/index.ts';
import type { AgentReach } from '../../engine/agent/judgeAgent.ts';

/**
 * A hostile peer must not harvest credentials: the user's headers are credentials for the origin of the agent URL they were
 * given with. Two loopback ports are two origins (RFC 6454 §4): port A serves what the user
 * named, port B is "another origin" that must never see the `--header` value, whether a redirect
 * or the card's own interface list leads there. And `--allow-remote` alone never reaches the
 * link-local range where clouds serve instance metadata. On main, B received `X-Api-Key` in all
 * three routes and the metadata hop was attempted.
 */
const KEY = 'k-issue-22-secret';
const USER = { 'X-Api-Key': KEY };

/** What a peer does at a path: redirect, serve JSON, answer JSON-RPC, or 404. */
type Route = { redirect: string } | { json: unknown } | 'rpc' | undefined;

interface Peer {
  origin: string;
  /** Path and `X-Api-Key` of every request received. */
  keys: [string, string | undefined][];
  close(): Promise<void>;
}

function card(rpcUrl: string): Record<string, unknown> {
  return {
    name: 'origin test',
    description: 'where do the credentials go',
    version: '1.0.0',
    supportedInterfaces: [{ url: rpcUrl, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 's', name: 's', description: 's', tags: [] }],
  };
}

async function rpcAnswer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body = '';
  for await (const chunk of req as AsyncIterable<Buffer>) body += chunk.toString();
  const { id } = JSON.parse(body) as { id: number };
  const task = { id: 't', contextId: 'c', status: { state: 'TASK_STATE_COMPLETED' } };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', id, result: { task } }));
}

/** A loopback server on its own port; `route` is asked for every request. */
async function startPeer(route: (path: string) => Route): Promise<Peer> {
  const keys: [string, string | undefined][] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    keys.push([path, req.headers['x-api-key'] as string | undefined]);
    const what = route(path);
    if (what === undefined) return void res.writeHead(404).end();
    if (what === 'rpc') return void rpcAnswer(req, res).catch(() => res.destroy());
    if ('redirect' in what)
      return void res
        .writeHead(req.method === 'POST' ? 307 : 302, { location: what.redirect })
        .end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(what.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keys,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('user headers stay with their origin', () => {
  let a: Peer;
  let b: Peer;
  beforeAll(async () => {
    // B: a whole agent on another port (card and RPC).
    b = await startPeer((path) =>
      path === '/.well-known/agent-card.json'
        ? { json: card(`${b.origin}/rpc`) }
        : path === '/rpc'
          ? 'rpc'
          : undefined,
    );
    // A: what the user names. Three routes lead to B: a redirected card, a card whose interface
    // is on B, and an interface on A whose endpoint redirects (307) to B.
    a = await startPeer((path) => {
      if (path === '/hop/.well-known/agent-card.json')
        return { redirect: `${b.origin}/.well-known/agent-card.json` };
      if (path === '/iface/.well-known/agent-card.json') return { json: card(`${b.origin}/rpc`) };
      if (path === '/rpc307/.well-known/agent-card.json')
        return { json: card(`${a.origin}/rpc307/rpc`) };
      if (path === '/rpc307/rpc') return { redirect: `${b.origin}/rpc` };
      if (path === '/meta/.well-known/agent-card.json')
        return { redirect: 'http://169.254.169.254/.well-known/agent-card.json' };
      return undefined;
    });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const judge = (path: string, extra: { reach?: AgentReach; rules?: ReadonlySet<string> } = {}) =>
    checkAgent(`${a.origin}${path}/.well-known/agent-card.json`, {
      reach: { headers: USER, ...extra.reach },
      scope: { rules: extra.rules ?? new Set(['A2A-CARD-002', 'XV-WIRE-001']) },
      budget: { deadlines: { callMs: 2_000, progressMs: 1_500 } },
    });
  const bSawKey = () => b.keys.filter(([, k]) => k !== undefined);

  it.each(['/hop', '/iface', '/rpc307'])(
    '%s: A gets the header, B (another port) never does',
    async (path) => {
      b.keys.length = 0;
      a.keys.length = 0;

      await judge(path);

      expect(a.keys.find(([p]) => p === `${path}/.well-known/agent-card.json`)?.[1]).toBe(KEY);
      expect(b.keys.length).toBeGreaterThan(0);
      expect(bSawKey()).toEqual([]);
    },
  );

  it('sends the header to B only with headersAnyOrigin', async () => {
    b.keys.length = 0;

    await judge('/iface', { reach: { headersAnyOrigin: true } });

    expect(bSawKey().length).toBeGreaterThan(0);
  });

  it('with allowRemote, refuses a redirect to 169.254.169.254 without connecting', async () => {
    const records = await judge('/meta', {
      reach: { allowRemote: true },
      rules: new Set(['A2A-CARD-002']),
    });

    const text = JSON.stringify(records);
    expect(text).toContain('NET_REDIRECT_REFUSED');
    expect(text).toContain('169.254.0.0/16');
  });
});
