/**
 * Every default of the simulated vendors, in one place. `resolveVendorTiming()` derives the
 * task timeline from the progress deadline so that a behaving vendor always progresses well
 * inside it and only a stalling one misses it.
 */
export const VENDOR_DEFAULTS = {
  /** Progress deadline the fleet is tuned for (same as the wire layer's default). */
  progressDeadlineMs: 300,
  /**
   * Longest a hung or stalled exchange is held open when the caller neither aborts nor closes
   * the fleet. A backstop only: callers time out long before.
   */
  holdLimitMs: 30_000,
  /** Largest request body a vendor reads, in bytes. */
  maxRequestBytes: 1024 * 1024,
  /**
   * First fake port of the msw transport: vendor i answers at `http://127.0.0.1:<port + i>`.
   * Nothing listens there; msw answers in-process before any socket opens.
   */
  mswBasePort: 47_100,
  /** Path of the JSON-RPC endpoint under each vendor's origin. */
  rpcPath: '/a2a/jsonrpc',
  /** Base path of the HTTP+JSON binding, for personas that serve it. */
  restPath: '/a2a/rest',
  /** Path of the vendor's JWKS (the `jku` of its signatures). */
  jwksPath: '/.well-known/jwks.json',
} as const;

/** When things happen in a simulated task, in milliseconds after task creation. */
export interface VendorTiming {
  /** `TASK_STATE_SUBMITTED` → `TASK_STATE_WORKING` (or to the post-acceptance failure). */
  workingAfterMs: number;
  /** Gap between two artifact chunks, and from the last chunk to completion. */
  stepMs: number;
}

/** A tenth of the deadline to start working, a thirtieth between steps (≥ 1 ms each). */
export function resolveVendorTiming(progressDeadlineMs: number): VendorTiming {
  return {
    workingAfterMs: Math.max(1, Math.round(progressDeadlineMs / 10)),
    stepMs: Math.max(1, Math.round(progressDeadlineMs / 30)),
  };
}
