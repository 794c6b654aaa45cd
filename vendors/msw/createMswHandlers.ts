import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { VENDOR_DEFAULTS } from '../defaults.ts';
import type { VendorFleet } from '../createVendors.ts';
import type { VendorTransport } from '../VendorTransport.ts';
import { vendorUrls, type VendorUrls } from '../vendorUrls.ts';

export interface MswVendorHandlers {
  handlers: HttpHandler[];
  urls: Record<string, VendorUrls>;
}

/**
 * msw handlers for every vendor of `fleet`: vendor i answers every method and path at
 * `http://127.0.0.1:<basePort + i>`. The origins are loopback on purpose: the same harness
 * code, `assertLoopback` included, runs unchanged over msw and over real sockets, and nothing
 * listens on those ports: msw answers in-process, and with `onUnhandledRequest: 'error'` any
 * other URL fails instead of reaching the network.
 */
export function createMswHandlers(
  fleet: VendorFleet,
  options: { basePort?: number } = {},
): MswVendorHandlers {
  const basePort = options.basePort ?? VENDOR_DEFAULTS.mswBasePort;
  const urls: Record<string, VendorUrls> = {};
  const handlers = fleet.ids.map((id, i) => {
    const vendor = fleet.vendor(id);
    urls[id] = vendorUrls(`http://127.0.0.1:${basePort + i}`);
    return http.all(`${urls[id].origin}/*`, ({ request }) => vendor.handle(request));
  });
  return { handlers, urls };
}

/**
 * Starts a sealed msw server for `fleet` (`setupServer` + `listen({ onUnhandledRequest:
 * 'error' })`). msw patches this process's `fetch` and `http`: never run it in a process that
 * also calls a loopback server (DESIGN §4; the vitest projects keep them apart).
 */
export function startMswServer(
  fleet: VendorFleet,
  options: { basePort?: number } = {},
): VendorTransport {
  const { handlers, urls } = createMswHandlers(fleet, options);
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    kind: 'msw',
    urls,
    close: async () => {
      server.close();
    },
  };
}
