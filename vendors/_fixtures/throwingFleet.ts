import type { ServableFleet } from '../FleetSlots.ts';

/** A fleet of one vendor whose own handler throws: what a bug in a simulated vendor looks like. */
export const THROWING_FLEET: ServableFleet = {
  ids: ['vendor-throws'],
  vendor: () => ({
    handle: () =>
      Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')")),
  }),
};
