/**
 * Every default of the wire layer, in one place.
 */
export const WIRE_DEFAULTS = {
  /** A2A protocol version sent in the `A2A-Version` header (A2A §3.6.1: Major.Minor only). */
  a2aVersion: '1.0',
  /** Largest card, JWKS or JSON-RPC response body read, in bytes (DESIGN §7). */
  maxResponseBytes: 1024 * 1024,
  /** Largest single server-sent event accepted, in characters. */
  maxEventBytes: 1024 * 1024,
  /**
   * Largest whole `SendStreamingMessage` stream, in bytes, and most events read from it. A
   * stream is otherwise bounded only by its deadline, and a peer on loopback can send hundreds
   * of megabytes in a few seconds; real streams of a probe are a few KiB. A read keeps its
   * events until it ends and the agent checks read up to eight streams at once, so this cap,
   * times eight, is what floods can hold: at 16 MiB a flooding agent took the run to 420–520 MB
   * of peak RSS, at 4 MiB it stays near 300 MB (tests/attacks/hostile-peers).
   */
  maxStreamBytes: 4 * 1024 * 1024,
  maxStreamEvents: 10_000,
  /**
   * Redirects followed per request (the Fetch standard allows 20). Each hop is checked like the
   * first URL (loopback unless `--allow-remote`) and reported to the client's `onRedirect`.
   */
  maxRedirects: 5,
  /**
   * Progress deadline for simulated peers: they reach `TASK_STATE_WORKING` within tens of
   * milliseconds, so 300 ms separates a slow peer from a stalled one without slowing the suite.
   * Real agents need the run's `deadlines.progressMs` instead.
   */
  progressDeadlineMs: 300,
  /** Interval between two `GetTask` polls while watching progress. */
  pollIntervalMs: 20,
} as const;

/** Path of the Agent Card under an agent's origin (A2A §8.2, §14.3). */
export const AGENT_CARD_PATH = '/.well-known/agent-card.json';
/** The well-known card path before A2A v0.3.0 (v0.2.x `agent.json`), tried last. */
export const LEGACY_AGENT_CARD_PATH = '/.well-known/agent.json';

/** Header names of the A2A service parameters (A2A §3.2.6, §9.2). */
export const A2A_VERSION_HEADER = 'A2A-Version';
export const A2A_EXTENSIONS_HEADER = 'A2A-Extensions';
