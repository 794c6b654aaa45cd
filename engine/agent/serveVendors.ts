import { createVendors, startLoopbackServer, type BuiltinVendorId } from '../../vendors/index.ts';

/** One served vendor, as `vendors serve` prints it. */
export interface ServedVendor {
  vendor: string;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** `<baseUrl>/.well-known/agent-card.json` */
  cardUrl: string;
  /** What the simulated vendor does, and gets wrong on purpose (its persona's summary). */
  summary: string;
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
 * serve`, DESIGN §1) through the vendors' own loopback server: port 0 gives each vendor an
 * ephemeral port, a fixed `port` binds vendor i to `port + i`; each card is signed for the
 * origin it is served at. `close()` stops the servers and releases every held exchange.
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
  try {
    const transport = await startLoopbackServer(fleet, { basePort: options.port ?? 0 });
    return {
      urls: fleet.ids.map((vendor) => {
        const urls = transport.urls[vendor]!;
        const summary = fleet.vendor(vendor).persona.summary;
        return { vendor, baseUrl: urls.origin, cardUrl: urls.cardUrl, summary };
      }),
      async close() {
        fleet.close();
        await transport.close();
      },
    };
  } catch (cause) {
    fleet.close();
    throw cause;
  }
}
