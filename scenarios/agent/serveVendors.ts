import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import {
  VENDOR_DEFAULTS,
  createVendors,
  startLoopbackServer,
  vendorUrls,
  type BuiltinVendorId,
  type VendorFleet,
} from '../../vendors/index.ts';
import { toFetchRequest } from '../../vendors/loopback/toFetchRequest.ts';

/** One served vendor, as `vendors serve` prints it. */
export interface ServedVendor {
  vendor: string;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** `<baseUrl>/.well-known/agent-card.json` */
  cardUrl: string;
}

export interface ServeVendorsOptions {
  /** Run seed: identities and keys derive from it. Default 0. */
  seed?: number;
  /**
   * First port: vendor i listens on `port + i`, so a client's own tests can hard-code URLs.
   * Default 0: an ephemeral port per vendor.
   */
  port?: number;
  /** Progress deadline the fleet is tuned for (vendors reach WORKING after a tenth of it). */
  progressDeadlineMs?: number;
  /** Which personas. Default: every built-in one. */
  personas?: readonly BuiltinVendorId[];
}

/**
 * Serves the simulated vendors on 127.0.0.1 for clients under test (`a2a-crosscheck vendors
 * serve`, DESIGN §1). Port 0 uses the vendors' own loopback server (ephemeral ports); a fixed
 * `port` binds vendor i to `port + i` with the same handlers, each card signed for the origin
 * it is served at. `close()` stops the servers and releases every held exchange.
 *
 * @throws CrosscheckError `USAGE` when a fixed port is taken or out of range.
 */
export async function serveVendors(
  options: ServeVendorsOptions = {},
): Promise<{ urls: ServedVendor[]; close(): Promise<void> }> {
  const fleet = await createVendors({
    seed: options.seed ?? 0,
    ...(options.progressDeadlineMs !== undefined && {
      progressDeadlineMs: options.progressDeadlineMs,
    }),
    ...(options.personas !== undefined && { personas: options.personas }),
  });
  const port = options.port ?? 0;
  try {
    if (port === 0) {
      const transport = await startLoopbackServer(fleet);
      return {
        urls: fleet.ids.map((vendor) => served(vendor, transport.urls[vendor]!.origin)),
        async close() {
          fleet.close();
          await transport.close();
        },
      };
    }
    const servers = await listenFixed(fleet, port);
    return {
      urls: fleet.ids.map((vendor, i) => served(vendor, `http://127.0.0.1:${port + i}`)),
      async close() {
        fleet.close();
        await closeAll(servers);
      },
    };
  } catch (cause) {
    fleet.close();
    throw cause;
  }
}

function served(vendor: string, origin: string): ServedVendor {
  const urls = vendorUrls(origin);
  return { vendor, baseUrl: urls.origin, cardUrl: urls.cardUrl };
}

async function listenFixed(fleet: VendorFleet, first: number): Promise<Server[]> {
  if (!Number.isInteger(first) || first < 1 || first + fleet.ids.length - 1 > 65_535) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to serve the vendors: port ${first} leaves no room for ${fleet.ids.length} consecutive ports. Pick a port between 1024 and ${65_535 - fleet.ids.length + 1}.`,
    );
  }
  const servers: Server[] = [];
  try {
    for (const [i, id] of fleet.ids.entries()) {
      const vendor = fleet.vendor(id);
      const origin = `http://127.0.0.1:${first + i}`;
      const server = createServer((req, res) => {
        const abort = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) abort.abort();
        });
        toFetchRequest(req, origin, abort.signal, VENDOR_DEFAULTS.maxRequestBytes)
          .then((request) => vendor.handle(request))
          .then((response) => {
            const headers: Record<string, string> = {};
            response.headers.forEach((value, name) => {
              headers[name] = value;
            });
            res.writeHead(response.status, headers);
            if (response.body === null) return void res.end();
            res.flushHeaders();
            Readable.fromWeb(response.body as WebReadableStream).pipe(res);
          })
          .catch(() => {
            if (res.headersSent) return void res.destroy();
            res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
          });
      });
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', (cause: NodeJS.ErrnoException) =>
          reject(
            new CrosscheckError(
              'USAGE',
              `Failed to serve ${id} on ${origin}: ${cause.code ?? cause.message}. Choose another --port.`,
              { cause },
            ),
          ),
        );
        server.listen(first + i, '127.0.0.1', () => resolve());
      });
    }
  } catch (cause) {
    await closeAll(servers);
    throw cause;
  }
  return servers;
}

function closeAll(servers: Server[]): Promise<void> {
  return Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (!server.listening) return resolve();
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  ).then(() => undefined);
}
