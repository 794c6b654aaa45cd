/** Every default of the agent checks, in one place. */
export const AGENT_CHECK_DEFAULTS = {
  /** Deadline of each exchange with the agent (card, JWKS, call, whole stream). */
  callMs: 5_000,
  /**
   * Time a task has to progress (XV-WIRE-001) and a webhook to be reached. 300 ms suits the
   * simulated vendors; pass the run's `deadlines.progressMs` for real agents.
   */
  progressMs: 300,
  /**
   * Checks run at once against one agent. They are independent (each makes its own tasks and
   * keeps its own transcript), and an agent that handles requests one at a time still answers
   * them all, only later.
   */
  concurrency: 8,
  /**
   * Generated requests per live-agent property. A live agent is slow next to an in-process
   * oracle, so the search is small by default; it always runs to its end (or first failure).
   */
  propertyRuns: 8,
  /**
   * Time for shrinking one failure, in progress deadlines (a failing step may cost one); the
   * smallest failing request so far is kept, and a replay of its path shrinks on.
   */
  propertyBudgetDeadlines: 2,
  /** At least this much time for shrinking one failure, in milliseconds. */
  propertyMinBudgetMs: 1_500,
  /** An extension URI no agent declares: activating it probes XV-WIRE-001. */
  undeclaredExtension: 'https://a2a-crosscheck.dev/extensions/undeclared-probe/v1',
  /** Algorithms the harness accepts when it verifies an agent's card (RFC 8725 §3.1). */
  algorithms: ['ES256', 'ES384', 'ES512', 'RS256', 'PS256', 'EdDSA'],
} as const;
