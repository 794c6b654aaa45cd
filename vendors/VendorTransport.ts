import type { VendorUrls } from './vendorUrls.ts';

/** A running transport for a fleet: where each vendor answers, and how to stop. */
export interface VendorTransport {
  readonly kind: 'msw' | 'loopback';
  /** Vendor id → URLs. All on 127.0.0.1, so `assertLoopback` passes under both transports. */
  readonly urls: Readonly<Record<string, VendorUrls>>;
  /**
   * Stops the transport, then throws the first exception a vendor's own handler threw since the
   * last `takeDefect` (`INTERNAL`: a harness defect). Does not close the fleet (held exchanges
   * end when their caller does).
   */
  close(): Promise<void>;
  /**
   * The first exception a vendor's own handler threw since the last call, taken (`INTERNAL`, a
   * harness defect). The exchange it broke was cut, never answered with an HTTP 500.
   */
  takeDefect(): Error | undefined;
}
