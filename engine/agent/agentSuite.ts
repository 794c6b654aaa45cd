import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import { AGENT_CHECKS } from '../../scenarios/index.ts';
import { PROPERTY_CHECKS } from './propertyChecks.ts';

/**
 * Every check the agent suite runs against one agent: the live-agent properties first (each runs
 * for seconds, so the pool starts them before the quick checks and the agent's judgement ends
 * sooner), then the example-based checks of the catalogue.
 */
export const ALL_AGENT_CHECKS: readonly AgentCheck[] = [...PROPERTY_CHECKS, ...AGENT_CHECKS];

/** The rules the agent checks can record, each with the case ids it uses (before binding suffixes). */
export function agentRuleCases(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const check of ALL_AGENT_CHECKS)
    for (const head of check.heads)
      out.set(head.rule, [...new Set([...(out.get(head.rule) ?? []), head.caseId])]);
  return out;
}
