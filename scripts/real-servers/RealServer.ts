/** A real A2A server from the npm registry, started on 127.0.0.1 for a judgement. */
export interface RealServer {
  /** The npm package it comes from. */
  id: string;
  /** The URL the harness is given: an origin, as a user would give it. */
  origin: string;
  close(): Promise<void>;
}
