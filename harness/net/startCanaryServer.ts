import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server that answers every request with `body` and remembers it was asked. */
export interface CanaryServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** `METHOD path` of every request received, in order. */
  readonly hits: readonly string[];
  close(): Promise<void>;
}

/**
 * Starts a canary on 127.0.0.1 with an OS-chosen port (security catalogue §4: a `jku` test
 * passes when the canary records no request). It sees requests from any process, so it also
 * proves the point for child-process IUTs, which an in-process fetch wrapper cannot.
 */
export async function startCanaryServer(body: unknown): Promise<CanaryServer> {
  const hits: string[] = [];
  const text = JSON.stringify(body);
  const server = createServer((req, res) => {
    hits.push(`${req.method ?? '?'} ${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(text);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
