/** Every default of the agent checks, in one place. */
export const AGENT_CHECK_DEFAULTS = {
  /** Deadline of each exchange with the agent (card, JWKS, JSON-RPC call, whole stream). */
  callMs: 5_000,
  /**
   * Time the first task has to progress (XV-WIRE-001). 300 ms suits the simulated vendors;
   * pass the run's `deadlines.progressMs` for real agents.
   */
  progressMs: 300,
  /** Largest card or JWKS read, in bytes. */
  maxCardBytes: 256 * 1024,
  /** An extension URI no agent declares: activating it probes XV-WIRE-001. */
  undeclaredExtension: 'https://a2a-crosscheck.dev/extensions/undeclared-probe/v1',
  /** A media type no agent accepts: the XV-DEL-001-style probe. */
  unsupportedMediaType: 'application/x-a2a-crosscheck-unsupported',
  /** Algorithms the harness accepts when it verifies an agent's card (RFC 8725 §3.1). */
  algorithms: ['ES256', 'ES384', 'ES512', 'RS256', 'PS256', 'EdDSA'],
} as const;
