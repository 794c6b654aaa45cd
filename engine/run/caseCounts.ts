import { agentRuleCases } from '../agent/index.ts';
import { allCases } from '../run/suiteCases.ts';

/**
 * How many cases judge each rule: contract cases, attacks, properties, regression files, wire
 * scenarios and agent checks. `a2a-crosscheck rules` shows it; a rule with none is a gap.
 */
export function caseCountsByRule(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of allCases) counts[c.rule] = (counts[c.rule] ?? 0) + 1;
  for (const [rule, ids] of agentRuleCases()) counts[rule] = (counts[rule] ?? 0) + ids.length;
  return counts;
}
