import type { VendorUrls } from './vendorUrls.ts';

/** A running transport for a fleet: where each vendor answers, and how to stop. */
export interface VendorTransport {
  readonly kind: 'msw' | 'loopback';
  /** Vendor id → URLs. All on 127.0.0.1, so `assertLoopback` passes under both transports. */
  readonly urls: Readonly<Record<string, VendorUrls>>;
  /** Stops the transport. Does not close the fleet (held exchanges end when their caller does). */
  close(): Promise<void>;
}
