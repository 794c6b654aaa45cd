import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RealServer } from './RealServer.ts';

/** The exact versions judged (docs/real-servers.md); not devDependencies: @voltagent/core is large. */
export const VOLTAGENT_INSTALL =
  'npm install --no-save @voltagent/a2a-server@2.0.3 @voltagent/core@2.10.0';

const VOLTAGENT_MODULE: string = '@voltagent/a2a-server';

interface VoltServer {
  initialize(deps: { agentRegistry: { getAllAgents(): unknown[] } }): void;
  getAgentCard(agentId: string, context?: { requestUrl?: string }): unknown;
  handleRequest(
    agentId: string,
    request: unknown,
  ): Promise<{ kind?: string; stream?: AsyncIterable<unknown> } & Record<string, unknown>>;
}

/** The echo takes this long, so that a task is seen running (cancel, non-blocking, follow-ups). */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 400));

/** An agent that answers with the text it was given, in the shape VoltAgent's server calls. */
const echoAgent = {
  id: 'echo',
  name: 'echo',
  purpose: 'echoes the text it is sent',
  getTools: () => [],
  generateText: async (input: string) => {
    await settle();
    return { text: input, finishReason: 'stop' };
  },
  streamText: async (input: string) => ({
    textStream: (async function* () {
      await settle();
      yield input;
    })(),
    text: Promise.resolve(input),
    finishReason: Promise.resolve('stop'),
  }),
};

/**
 * @voltagent/a2a-server's A2AServer (its own JSON-RPC handler, `handleRequest`) with an echo
 * agent, on 127.0.0.1, behind the thinnest HTTP front: the card from `getAgentCard` at the
 * well-known path, every POST to `/a2a/echo` handed to `handleRequest` as parsed JSON, a stream
 * written as one SSE `data:` line per response it yields. Only a body that is not JSON is
 * answered here (-32700, as VoltAgent's Hono front does); everything else is the package's.
 * Returns undefined when the package is not installed (`VOLTAGENT_INSTALL`).
 */
export async function startVoltAgent(): Promise<RealServer | undefined> {
  let mod: { A2AServer: new (config: object) => VoltServer };
  try {
    // Named through a variable: the package is optional, so nothing may resolve it at build time.
    const loaded: unknown = await import(VOLTAGENT_MODULE);
    mod = loaded as typeof mod;
  } catch {
    return undefined;
  }
  const a2a = new mod.A2AServer({ name: 'echo', version: '1.0.0', agents: { echo: echoAgent } });
  a2a.initialize({ agentRegistry: { getAllAgents: () => [] } });
  const server = createServer((req, res) => {
    void (async () => {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (req.method === 'GET' && req.url === '/.well-known/agent-card.json') {
        const card = a2a.getAgentCard('echo', { requestUrl: `${origin}${req.url}` });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(card));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/a2a/echo') {
        res.writeHead(404).end();
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(await text(req));
      } catch {
        const error = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(error));
        return;
      }
      const answer = await a2a.handleRequest('echo', body);
      if (answer.kind === 'stream' && answer.stream !== undefined) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for await (const event of answer.stream) res.write(`data: ${JSON.stringify(event)}\n\n`);
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    id: '@voltagent/a2a-server',
    origin,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

async function text(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
