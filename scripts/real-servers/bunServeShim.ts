import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What `Bun.serve` is given by the servers started here: a port and a Fetch API handler. */
interface ServeOptions {
  port: number;
  fetch(request: Request): Promise<Response> | Response;
}

/**
 * A stand-in for `Bun.serve` on Node, so a server package written for Bun runs here with its own
 * request handling: this only turns a Node request into a Fetch `Request` on 127.0.0.1 and
 * writes the handler's `Response` back, status, headers and body as they are.
 */
export function installBunServeShim(): { servers: Server[] } {
  const servers: Server[] = [];
  (globalThis as { Bun?: unknown }).Bun = {
    serve(options: ServeOptions) {
      const server = createServer((req, res) => {
        void (async () => {
          const response = await options.fetch(await toRequest(req, options.port));
          const headers: Record<string, string> = {};
          response.headers.forEach((value, name) => {
            headers[name] = value;
          });
          res.writeHead(response.status, headers);
          res.end(Buffer.from(await response.arrayBuffer()));
        })().catch(() => {
          res.writeHead(500).end();
        });
      });
      server.listen(options.port, '127.0.0.1');
      servers.push(server);
      return { stop: () => server.close() };
    },
  };
  return { servers };
}

async function toRequest(req: IncomingMessage, port: number): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers))
    if (typeof v === 'string') headers.set(k, v);
    else if (Array.isArray(v)) headers.set(k, v.join(', '));
  return new Request(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(body !== undefined && { body }),
  });
}
