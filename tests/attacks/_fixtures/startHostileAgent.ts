import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deadLoopbackPort } from '../../_fixtures/deadLoopbackPort.ts';

/**
 * How a hostile agent on 127.0.0.1 misbehaves (the attack cases on the harness itself), one mode per path
 * prefix, so one server serves them all: `<origin>/<mode>/.well-known/agent-card.json`.
 * - `redirect-card`: the card answers 302 to a non-loopback address;
 * - `redirect-rpc`: the JSON-RPC endpoint answers 307 (which re-sends the body) off-host;
 * - `redirect-jku`: the card's same-origin `jku` answers 302 off-host;
 * - `redirect-dead-port`: the card answers 302 to a loopback port nothing listens on;
 * - `flood`: `SendStreamingMessage` streams 256 KiB events as fast as the socket drains, for ever;
 * - `ansi`: every task state and JSON-RPC error message carries terminal escape sequences that
 *   erase lines and print a fake "Result: OK (exit 0)";
 * - `silent-stream`: `SendStreamingMessage` is never answered, not even its head (issue 38).
 */
export type HostileMode =
  | 'redirect-card'
  | 'redirect-rpc'
  | 'redirect-jku'
  | 'redirect-dead-port'
  | 'flood'
  | 'ansi'
  | 'silent-stream';

/** Non-loopback targets of the redirects (TEST-NET addresses, RFC 5737: never routed). */
export const OFF_HOST = {
  card: 'http://203.0.113.9/.well-known/agent-card.json',
  rpc: 'http://198.51.100.7/a2a/v1',
  jku: 'http://192.0.2.10/jwks.json',
} as const;

/** What the `ansi` agent says: erase the line, go up, print a forged verdict, hide the rest. */
export const ANSI_FORGERY = '\u001b[2K\r\u001b[1AResult: OK (exit 0)\n\u001b[8m\u009b2J\u202e';

export interface HostileAgent {
  /** Card URL of `mode`. */
  cardUrl(mode: HostileMode): string;
  /** Requests received, per mode. */
  readonly requests: Record<string, number>;
  /** Bytes of events the flood sent before the harness hung up. */
  readonly floodBytes: number;
  close(): Promise<void>;
}

const b64url = (s: string) => Buffer.from(s).toString('base64url');

/** Starts the hostile agent on an ephemeral loopback port. */
export async function startHostileAgent(): Promise<HostileAgent> {
  const requests: Record<string, number> = {};
  let floodBytes = 0;
  let origin = '';
  const card = (mode: string): Record<string, unknown> => ({
    name: `hostile ${mode}`,
    description: 'an agent that attacks the harness',
    version: '1.0.0',
    supportedInterfaces: [
      { url: `${origin}/${mode}/rpc`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: { streaming: true },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'attack', name: 'attack', description: 'attacks', tags: [] }],
    ...(mode === 'redirect-jku' && {
      signatures: [
        {
          protected: b64url(
            JSON.stringify({ alg: 'ES256', kid: 'k1', jku: `${origin}/${mode}/jwks.json` }),
          ),
          signature: b64url('not a real signature'),
        },
      ],
    }),
  });
  const json = (res: ServerResponse, value: unknown, status = 200) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  const redirect = (res: ServerResponse, status: number, location: string) =>
    res.writeHead(status, { location }).end();

  const rpc = async (mode: string, req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    for await (const chunk of req as AsyncIterable<Buffer>) body += chunk.toString();
    const { id, method } = JSON.parse(body) as { id: number; method: string };
    if (mode === 'redirect-rpc') return redirect(res, 307, OFF_HOST.rpc);
    if (mode === 'ansi') {
      if (method === 'SendMessage')
        return json(res, {
          jsonrpc: '2.0',
          id,
          result: { task: { id: 't', contextId: 'c', status: { state: ANSI_FORGERY } } },
        });
      return json(res, { jsonrpc: '2.0', id, error: { code: -32001, message: ANSI_FORGERY } });
    }
    if (mode === 'flood' && method === 'SendStreamingMessage') return flood(id, res);
    if (mode === 'silent-stream' && method === 'SendStreamingMessage') return;
    if (method === 'SendMessage')
      return json(res, {
        jsonrpc: '2.0',
        id,
        result: {
          task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_COMPLETED' } },
        },
      });
    return json(res, { jsonrpc: '2.0', id, error: { code: -32004, message: 'unsupported' } });
  };

  const flood = (id: number, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const text = 'f'.repeat(256 * 1024);
    const frame = (n: number) =>
      `data: ${JSON.stringify({ jsonrpc: '2.0', id, result: { artifactUpdate: { taskId: 't', contextId: 'c', append: n > 0, artifact: { artifactId: 'a', parts: [{ text }] } } } })}\n\n`;
    let n = 0;
    const pump = () => {
      while (!res.destroyed) {
        const chunk = frame(n++);
        floodBytes += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
    };
    pump();
  };

  const deadPort = await deadLoopbackPort();
  const server = createServer((req, res) => {
    const [, mode = '', ...rest] = new URL(req.url ?? '/', 'http://x').pathname.split('/');
    const path = `/${rest.join('/')}`;
    requests[mode] = (requests[mode] ?? 0) + 1;
    if (path === '/.well-known/agent-card.json') {
      if (mode === 'redirect-card') return redirect(res, 302, OFF_HOST.card);
      if (mode === 'redirect-dead-port')
        return redirect(res, 302, `http://127.0.0.1:${deadPort}/.well-known/agent-card.json`);
      return json(res, card(mode));
    }
    if (path === '/jwks.json') return redirect(res, 302, OFF_HOST.jku);
    if (path === '/rpc' && req.method === 'POST') {
      rpc(mode, req, res).catch(() => res.destroy());
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cardUrl: (mode) => `${origin}/${mode}/.well-known/agent-card.json`,
    requests,
    get floodBytes() {
      return floodBytes;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
