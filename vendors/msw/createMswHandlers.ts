import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { VENDOR_DEFAULTS } from '../defaults.ts';
import type { ServableFleet, VendorHandler } from '../FleetSlots.ts';
import type { VendorTransport } from '../VendorTransport.ts';
import { vendorUrls, type VendorUrls } from '../vendorUrls.ts';
import { VendorDefects } from '../_internals/VendorDefects.ts';

export interface MswVendorHandlers {
  handlers: HttpHandler[];
  urls: Record<string, VendorUrls>;
  /** What the vendors' own handlers threw (a harness defect each). */
  defects: VendorDefects;
}

/**
 * The msw handler for every vendor of `fleet`: vendor i answers every method and path at
 * `http://127.0.0.1:<basePort + i>`. The origins are loopback on purpose: the same harness
 * code, `assertLoopback` included, runs unchanged over msw and over real sockets, and nothing
 * listens on those ports: msw answers in-process, and with `onUnhandledRequest: 'error'` any
 * other URL fails instead of reaching the network.
 */
export function createMswHandlers(
  fleet: ServableFleet,
  options: { basePort?: number } = {},
): MswVendorHandlers {
  const basePort = options.basePort ?? VENDOR_DEFAULTS.mswBasePort;
  const urls: Record<string, VendorUrls> = {};
  const byOrigin = new Map<string, { id: string; vendor: VendorHandler }>();
  const defects = new VendorDefects();
  fleet.ids.forEach((id, i) => {
    urls[id] = vendorUrls(`http://127.0.0.1:${basePort + i}`);
    byOrigin.set(urls[id].origin, { id, vendor: fleet.vendor(id) });
  });
  // One handler that dispatches by origin: msw tries handlers one by one, parsing each URL
  // pattern, which cost more than the vendor's own work once fleets grew slots. Any other origin
  // falls through to `onUnhandledRequest: 'error'`.
  // A vendor's own exception is recorded and the exchange fails as a network error: msw would
  // answer it with an HTTP 500 that the IUT would then be judged on.
  const handlers = [
    http.all('*', ({ request }) => {
      const served = byOrigin.get(new URL(request.url).origin);
      return served?.vendor.handle(request).catch((cause: unknown) => {
        if (!request.signal.aborted) defects.record(served.id, request, cause);
        return Response.error();
      });
    }),
  ];
  return { handlers, urls, defects };
}

/**
 * Starts a sealed msw server for `fleet` (`setupServer` + `listen({ onUnhandledRequest:
 * 'error' })`). msw patches this process's `fetch` and `http`: never run it in a process that
 * also calls a loopback server (DESIGN §4; the vitest projects keep them apart).
 */
export function startMswServer(
  fleet: ServableFleet,
  options: { basePort?: number } = {},
): VendorTransport {
  const { handlers, urls, defects } = createMswHandlers(fleet, options);
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    kind: 'msw',
    urls,
    close: async () => {
      server.close();
      const defect = defects.take();
      if (defect !== undefined) throw defect;
    },
    takeDefect: () => defects.take(),
  };
}
