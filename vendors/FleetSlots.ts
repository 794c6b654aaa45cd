import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import type { VendorFleet } from './createVendors.ts';

/** A Fetch-API handler: what a transport calls for one served address. */
export interface VendorHandler {
  handle(request: Request): Promise<Response>;
}

/** What a transport serves: vendor ids, and a handler behind each. */
export interface ServableFleet {
  readonly ids: readonly string[];
  vendor(id: string): VendorHandler;
}

/**
 * Addresses a served fleet keeps free for fleets generated later (the client-role properties
 * build a fleet per input). Slot i answers as the i-th vendor of the fleet loaded last, and
 * with 404 while nothing is loaded there. Loading is cheap, so one transport (one msw server,
 * one set of loopback sockets) serves every generated fleet of a search.
 */
export interface FleetSlots {
  /** Slot ids in order (`slot-1` …), served after the fleet's own vendors. */
  readonly ids: readonly string[];
  /** Serves `fleet`'s vendors at the first slots, in fleet order. Throws `USAGE` when too many. */
  load(fleet: VendorFleet): void;
  /** Empties every slot. */
  unload(): void;
  /** The slot id serving vendor `id` of the loaded fleet. Throws `USAGE` for an unknown id. */
  slotOf(id: string): string;
  /** The handler of one slot: whichever vendor is loaded there when a request arrives. */
  handlerOf(slotId: string): VendorHandler;
}

/** `count` empty slots. */
export function createFleetSlots(count: number): FleetSlots {
  const ids = Array.from({ length: count }, (_, i) => `slot-${i + 1}`);
  let loaded: VendorFleet | undefined;
  return {
    ids,
    load(fleet) {
      if (fleet.ids.length > count) {
        throw new CrosscheckError(
          'USAGE',
          `Failed to load a generated fleet: it has ${fleet.ids.length} vendors and the transport keeps ${count} slots. Generate at most ${count} vendors.`,
        );
      }
      loaded = fleet;
    },
    unload() {
      loaded = undefined;
    },
    slotOf(id) {
      const i = loaded?.ids.indexOf(id) ?? -1;
      if (i < 0) {
        throw new CrosscheckError(
          'USAGE',
          `Failed to find vendor "${id}" in the loaded fleet. Load the fleet that has it first.`,
        );
      }
      return ids[i]!;
    },
    handlerOf(slotId) {
      const i = ids.indexOf(slotId);
      return {
        async handle(request) {
          const fleet = loaded;
          const id = fleet?.ids[i];
          if (fleet === undefined || id === undefined)
            return new Response('no vendor is loaded at this address', { status: 404 });
          return fleet.vendor(id).handle(request);
        },
      };
    },
  };
}

/**
 * `fleet` with `slots` appended: what `startMswServer` and `startLoopbackServer` serve when a
 * run also needs generated fleets.
 */
export function withSlots(fleet: ServableFleet, slots: FleetSlots): ServableFleet {
  return {
    ids: [...fleet.ids, ...slots.ids],
    vendor: (id) => (slots.ids.includes(id) ? slots.handlerOf(id) : fleet.vendor(id)),
  };
}
