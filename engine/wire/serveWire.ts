import type { VendorTransport } from '../../harness/options/RunOptions.ts';
import type { TransportName } from '../../harness/results/types.ts';
import {
  createFleetSlots,
  startLoopbackServer,
  startMswServer,
  withSlots,
  type VendorFleet,
} from '../../vendors/index.ts';
import type { WireView } from '../../scenarios/core/CaseContext.ts';
import { MAX_FLEET } from '../../scenarios/properties/client/delegateScenarioArb.ts';

/** A fleet served on one wire transport, with free slots for generated fleets. */
export interface ServedWire {
  /** The wire view cases get, for an IUT reached by `iutTransport`. */
  view(iutTransport: TransportName): WireView;
  close(): Promise<void>;
}

/**
 * Serves `fleet` plus {@link MAX_FLEET} free slots (where client-role properties load the fleets
 * they generate) in-process with msw, or on 127.0.0.1 with real sockets.
 */
export async function serveWire(kind: VendorTransport, fleet: VendorFleet): Promise<ServedWire> {
  const slots = createFleetSlots(MAX_FLEET);
  const servable = withSlots(fleet, slots);
  const served = kind === 'msw' ? startMswServer(servable) : await startLoopbackServer(servable);
  return {
    view: (iutTransport) => ({
      kind,
      fleet,
      urls: served.urls,
      slots,
      iutTransport,
      takeDefect: () => served.takeDefect(),
    }),
    close: () => served.close(),
  };
}
