import type { ProtocolGeneration } from '../../harness/wire/index.ts';
import { AGENT_RULES } from '../../scenarios/agent/rules.ts';

const V03 = new Set(AGENT_RULES.filter((r) => r.v03 !== undefined).map((r) => r.id));
const AGENT = new Set(AGENT_RULES.map((r) => r.id));

/**
 * Whether `rule` is judged on an agent of `generation`: every rule on a v1.0 agent; on a v0.3
 * agent, an agent rule with a v0.3 counterpart (`Rule.v03`) and every seed rule (`XV-*`, about
 * what a card declares, whatever its generation).
 */
export function judgedOn(rule: string, generation: ProtocolGeneration): boolean {
  return generation === '1.0' || V03.has(rule) || !AGENT.has(rule);
}
