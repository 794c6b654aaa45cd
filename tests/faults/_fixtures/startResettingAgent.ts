import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An agent on 127.0.0.1 whose tasks never move and whose GetTask resets the connection. */
export interface ResettingAgent {
  cardUrl: string;
  /** JSON-RPC requests received, by method. */
  readonly calls: Record<string, number>;
  close(): Promise<void>;
}

/**
 * Answers SendMessage with a task in `TASK_STATE_SUBMITTED` (whatever is activated) and resets
 * the TCP connection on every GetTask, before any byte of an answer: a watcher that swallows
 * transport failures would poll it in a tight loop and call the silence a stall.
 */
export async function startResettingAgent(): Promise<ResettingAgent> {
  const calls: Record<string, number> = {};
  let origin = '';
  let n = 0;
  const json = (res: ServerResponse, value: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  const rpc = async (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    for await (const chunk of req as AsyncIterable<Buffer>) body += chunk.toString();
    const { id, method } = JSON.parse(body) as { id: number; method: string };
    calls[method] = (calls[method] ?? 0) + 1;
    if (method === 'GetTask') return void req.socket.resetAndDestroy();
    if (method === 'SendMessage')
      return json(res, {
        jsonrpc: '2.0',
        id,
        result: {
          task: { id: `t${++n}`, contextId: `c${n}`, status: { state: 'TASK_STATE_SUBMITTED' } },
        },
      });
    return json(res, { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } });
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/.well-known/agent-card.json')
      return json(res, {
        name: 'resetting agent',
        description: 'resets the connection on GetTask',
        version: '1.0.0',
        supportedInterfaces: [
          { url: `${origin}/rpc`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
        ],
        capabilities: {},
        defaultInputModes: ['text/plain'],
        defaultOutputModes: ['text/plain'],
        skills: [{ id: 'echo', name: 'echo', description: 'echoes', tags: [] }],
      });
    if (path === '/rpc' && req.method === 'POST')
      return void rpc(req, res).catch(() => res.destroy());
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cardUrl: `${origin}/.well-known/agent-card.json`,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
