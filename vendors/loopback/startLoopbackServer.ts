import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VENDOR_DEFAULTS } from '../defaults.ts';
import type { VendorFleet } from '../createVendors.ts';
import type { VendorTransport } from '../VendorTransport.ts';
import { vendorUrls, type VendorUrls } from '../vendorUrls.ts';
import { BodyTooLarge, toFetchRequest } from './toFetchRequest.ts';

/**
 * Serves every vendor of `fleet` over real HTTP, one node:http server per vendor on
 * 127.0.0.1 with an ephemeral port (port 0), for IUTs in other processes or languages. Each
 * server turns the request into a Fetch `Request`, calls the vendor's handler and streams the
 * `Response` body back chunk by chunk (SSE included). A client that disconnects aborts the
 * request's signal, which ends any hold or stream on the vendor side.
 */
export async function startLoopbackServer(
  fleet: VendorFleet,
  options: { host?: '127.0.0.1' | '::1' } = {},
): Promise<VendorTransport> {
  const host = options.host ?? '127.0.0.1';
  const servers: Server[] = [];
  const urls: Record<string, VendorUrls> = {};
  try {
    for (const id of fleet.ids) {
      const vendor = fleet.vendor(id);
      let origin = '';
      const server = createServer((req, res) => {
        const abort = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) abort.abort();
        });
        toFetchRequest(req, origin, abort.signal, VENDOR_DEFAULTS.maxRequestBytes)
          .then((request) => vendor.handle(request))
          .then((response) => pipeResponse(response, res))
          .catch((cause: unknown) => {
            if (res.headersSent) return void res.destroy();
            res.writeHead(cause instanceof BodyTooLarge ? 413 : 500, {
              'content-type': 'text/plain',
            });
            res.end(cause instanceof BodyTooLarge ? 'request body too large' : 'internal error');
          });
      });
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, host, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      origin = host === '::1' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`;
      urls[id] = vendorUrls(origin);
    }
  } catch (cause) {
    await closeAll(servers);
    throw cause;
  }
  return { kind: 'loopback', urls, close: () => closeAll(servers) };
}

async function pipeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (response.body === null) return void res.end();
  res.flushHeaders();
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve));
  }
  res.end();
}

function closeAll(servers: Server[]): Promise<void> {
  return Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (!server.listening) return resolve();
          server.close(() => resolve());
          // Held and streaming exchanges would keep close() waiting for ever.
          server.closeAllConnections();
        }),
    ),
  ).then(() => undefined);
}
