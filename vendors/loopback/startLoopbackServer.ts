import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { letClientsCloseIdle } from '../../harness/wire/letClientsCloseIdle.ts';
import type { AddressInfo } from 'node:net';
import { VENDOR_DEFAULTS } from '../defaults.ts';
import type { ServableFleet } from '../FleetSlots.ts';
import type { VendorTransport } from '../VendorTransport.ts';
import { vendorUrls, type VendorUrls } from '../vendorUrls.ts';
import { BodyTooLarge, toFetchRequest } from './toFetchRequest.ts';
import { SimulatedVendor } from '../SimulatedVendor.ts';
import { serveVendorGrpc, type VendorGrpc } from './serveVendorGrpc.ts';
import { VendorDefects } from '../_internals/VendorDefects.ts';

/**
 * Serves every vendor of `fleet` over real HTTP, one node:http server per vendor on
 * 127.0.0.1 with an ephemeral port (port 0), for IUTs in other processes or languages. Each
 * server turns the request into a Fetch `Request`, calls the vendor's handler and streams the
 * `Response` body back chunk by chunk (SSE included). A client that disconnects aborts the
 * request's signal, which ends any hold or stream on the vendor side. A persona that serves gRPC
 * (`behaviour.grpc`) gets a gRPC server of its own as well (`serveVendorGrpc`).
 */
export async function startLoopbackServer(
  fleet: ServableFleet,
  options: {
    host?: '127.0.0.1' | '::1';
    /** 0 (default): an ephemeral port per vendor; otherwise vendor i listens on `basePort + i`. */
    basePort?: number;
  } = {},
): Promise<VendorTransport> {
  const host = options.host ?? '127.0.0.1';
  const basePort = options.basePort ?? 0;
  if (!Number.isInteger(basePort) || basePort < 0 || basePort + fleet.ids.length - 1 > 65_535) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to serve the vendors: port ${basePort} leaves no room for ${fleet.ids.length} consecutive ports. Pick a port between 1024 and ${65_535 - fleet.ids.length + 1}, or 0.`,
    );
  }
  const servers: Server[] = [];
  const grpcServers: VendorGrpc[] = [];
  const urls: Record<string, VendorUrls> = {};
  const defects = new VendorDefects();
  const isVendorDefect = (cause: unknown): boolean =>
    cause instanceof CrosscheckError && cause.code === 'INTERNAL';
  try {
    for (const [i, id] of fleet.ids.entries()) {
      const vendor = fleet.vendor(id);
      let origin = '';
      const server = createServer((req, res) => {
        const abort = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) abort.abort();
        });
        toFetchRequest(req, origin, abort.signal, VENDOR_DEFAULTS.maxRequestBytes)
          .then((request) =>
            vendor.handle(request).catch((cause: unknown) => {
              // The vendor's own exception: a harness defect, recorded; the connection is cut
              // below, so no IUT is judged on an HTTP 500 nobody meant. A request its client
              // abandoned may end in anything, and nobody reads its answer.
              if (abort.signal.aborted) throw cause;
              throw defects.record(id, request, cause);
            }),
          )
          .then((response) => pipeResponse(response, res))
          .catch((cause: unknown) => {
            if (res.headersSent || isVendorDefect(cause)) return void res.destroy();
            res.writeHead(cause instanceof BodyTooLarge ? 413 : 500, {
              'content-type': 'text/plain',
            });
            res.end(cause instanceof BodyTooLarge ? 'request body too large' : 'internal error');
          });
      });
      letClientsCloseIdle(server);
      servers.push(server);
      const port = basePort === 0 ? 0 : basePort + i;
      await new Promise<void>((resolve, reject) => {
        server.once('error', (cause: NodeJS.ErrnoException) =>
          reject(
            new CrosscheckError(
              'USAGE',
              `Failed to serve ${id} on ${host} port ${port}: ${cause.code ?? cause.message}. Choose another port.`,
              { cause },
            ),
          ),
        );
        server.listen(port, host, () => resolve());
      });
      const bound = (server.address() as AddressInfo).port;
      origin = host === '::1' ? `http://[::1]:${bound}` : `http://127.0.0.1:${bound}`;
      urls[id] = vendorUrls(origin);
      if (vendor instanceof SimulatedVendor && vendor.persona.behaviour.grpc === true) {
        const served = await serveVendorGrpc(vendor, urls[id].rpcUrl, vendor.persona);
        grpcServers.push(served);
        vendor.grpcUrl = served.url;
      }
    }
  } catch (cause) {
    await closeAll(servers, grpcServers);
    throw cause;
  }
  return {
    kind: 'loopback',
    urls,
    close: async () => {
      await closeAll(servers, grpcServers);
      const defect = defects.take();
      if (defect !== undefined) throw defect;
    },
    takeDefect: () => defects.take(),
  };
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

function closeAll(servers: Server[], grpcServers: VendorGrpc[]): Promise<void> {
  return Promise.all([
    ...grpcServers.map((g) => g.close()),
    ...servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (!server.listening) return resolve();
          server.close(() => resolve());
          // Held and streaming exchanges would keep close() waiting for ever.
          server.closeAllConnections();
        }),
    ),
  ]).then(() => undefined);
}
