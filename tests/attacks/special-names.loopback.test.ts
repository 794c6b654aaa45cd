import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/judgeAgent.ts';
import { assertLoopback } from '../../harness/wire/assertLoopback.ts';
import { httpExchange, type HttpTarget } from '../../harness/wire/binding/httpExchange.ts';
import type { HostResolver } from '../../harness/wire/checkedLookup.ts';
import { specialIpRefusal } from '../../harness/wire/specialAddresses.ts';

/**
 * Issue 38, item 3: with `--allow-remote`, only IP literals were checked, so a name resolving to
 * 169.254.169.254 or 100.64.0.1 was connected to: as the agent URL, a redirect hop, a card's
 * interface. Names are now resolved, every address checked, and only checked addresses used.
 * The resolver is injected (never real DNS): its names are `.test` ones (RFC 6761), which no
 * system resolver answers, so an exchange that succeeds went where the injected resolver said.
 */
const NAMES: Record<string, string[]> = {
  'agent.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'shared.test': ['100.64.0.1'],
  'mixed.test': ['127.0.0.1', '100.64.0.1'],
  'mapped.test': ['::ffff:169.254.169.254'],
  'sixtofour.test': ['2002:a9fe:a9fe::1'],
  'nat64.test': ['64:ff9b::169.254.169.254'],
};
const resolveHost: HostResolver = (name) =>
  Promise.resolve(
    (NAMES[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );

let server: Server;
let port = 0;
const paths: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    paths.push(path);
    if (path === '/hop')
      return void res.writeHead(302, { location: `http://metadata.test:${port}/after-hop` }).end();
    if (path.endsWith('agent-card.json'))
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          name: 'special names',
          description: 'its interface resolves to the metadata address',
          version: '1.0.0',
          supportedInterfaces: [
            {
              url: `http://metadata.test:${port}/rpc`,
              protocolBinding: 'JSONRPC',
              protocolVersion: '1.0',
            },
          ],
          capabilities: {},
          defaultInputModes: ['text/plain'],
          defaultOutputModes: ['text/plain'],
          skills: [{ id: 's', name: 's', description: 's', tags: [] }],
        }),
      );
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const target: HttpTarget = {
  allowRemote: true,
  resolveHost,
  deadlineMs: 3_000,
  maxResponseBytes: 1024 * 1024,
};
const get = (host: string, path = '/card') =>
  httpExchange(target, { method: 'GET', url: `http://${host}:${port}${path}`, headers: {} }).then(
    (a) => `HTTP ${a.status}`,
    (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`,
  );

describe('--allow-remote checks every address a name resolves to (issue 38)', () => {
  it('connects to a name that resolves to an ordinary address, the address it checked', async () => {
    expect(await get('agent.test')).toBe('HTTP 200');
  });

  it.each([
    ['metadata.test', /resolves to 169\.254\.169\.254, which is in the link-local range/],
    ['shared.test', /resolves to 100\.64\.0\.1, which is in the shared address space/],
    ['mixed.test', /resolves to 100\.64\.0\.1/],
    ['mapped.test', /resolves to ::ffff:169\.254\.169\.254, which is in the link-local range/],
    ['sixtofour.test', /resolves to 2002:a9fe:a9fe::1, which is in the link-local range/],
    ['nat64.test', /resolves to 64:ff9b::169\.254\.169\.254, which is in the link-local range/],
  ])('refuses %s before any request reaches it', async (host, why) => {
    const before = paths.length;

    const outcome = await get(host);

    expect(outcome).toMatch(/^NET_REMOTE_NOT_ALLOWED: Failed to connect to /);
    expect(outcome).toMatch(why);
    expect(paths.length).toBe(before);
  });

  it('refuses a redirect hop to such a name', async () => {
    const outcome = await get('agent.test', '/hop');

    expect(outcome).toMatch(/^NET_REMOTE_NOT_ALLOWED: .*metadata\.test: it resolves to 169\.254/);
    expect(paths.filter((p) => p === '/after-hop')).toEqual([]);
  });

  it("refuses a card's interface on such a name, and says so in the verdict", async () => {
    const records = await checkAgent(`http://agent.test:${port}/.well-known/agent-card.json`, {
      reach: { allowRemote: true, resolveHost },
      scope: { rules: new Set(['A2A-CARD-001', 'A2A-BIND-001']) },
      budget: { deadlines: { callMs: 3_000, progressMs: 1_000 } },
    });

    const bind = records.find((r) => r.rule === 'A2A-BIND-001');
    expect(bind?.verdict).toBe('error');
    expect(bind?.evidence.reason).toMatch(
      /NET_REMOTE_NOT_ALLOWED: .*resolves to 169\.254\.169\.254/,
    );
    expect(paths.filter((p) => p.startsWith('/rpc'))).toEqual([]);
  });

  it.each([
    'http://[::169.254.169.254]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[2002:a9fe:a9fe::]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[64:ff9b:1::a9fe:a9fe]/',
  ])('refuses the literal %s', (url) => {
    expect(() => assertLoopback(url, true)).toThrow(/link-local range 169\.254\.0\.0\/16/);
  });

  it('keeps loopback and ordinary addresses reachable in every spelling', () => {
    expect(
      ['::1', '127.0.0.1', '2001:db8::1', '::ffff:10.0.0.5', '2002:0a00:0005::'].map(
        specialIpRefusal,
      ),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
