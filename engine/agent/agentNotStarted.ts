/**
 * The identity of the one record an agent the harness could not start gets: A2A-CARD-002's
 * first case, since nothing of the agent, its card included, could be judged.
 */
export function agentNotStartedIdentity(iut: string) {
  return {
    caseId: 'agent-card-served-as-json',
    rule: 'A2A-CARD-002',
    iut,
    vendor: null,
    transport: 'http' as const,
    canonicalization: null,
  };
}
