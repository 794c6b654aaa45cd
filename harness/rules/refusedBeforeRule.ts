import { STAGES, type Stage } from '../vocabulary/index.ts';
import type { Rule } from './Rule.ts';

/** Where an answer about a card stopped: refused at a stage, or admitted past every stage. */
export type CardOutcome = Stage | 'admitted';

function indexOf(outcome: CardOutcome): number {
  return outcome === 'admitted' ? STAGES.length : STAGES.indexOf(outcome);
}

/**
 * A verdict belongs to the rule that owns its root cause (DESIGN §6). When the IUT refused a card
 * at a stage earlier than the expected outcome, a stage this rule does not own and that comes
 * before the stages it does, the answer never reached what the rule judges: the refusal is the
 * business of the rules of that stage (a signature gap is judged once, by the signature rules,
 * not again under every tri-state or delegation rule). Returns the not-applicable reason, or
 * undefined when the answer is this rule's to judge.
 */
export function refusedBeforeRule(
  rule: Pick<Rule, 'id' | 'stages'>,
  expected: CardOutcome,
  actual: CardOutcome,
  code?: string,
): string | undefined {
  if (actual === 'admitted' || rule.stages.length === 0 || rule.stages.includes(actual))
    return undefined;
  const at = indexOf(actual);
  const lastOwned = Math.max(...rule.stages.map(indexOf));
  if (at >= indexOf(expected) || at > lastOwned) return undefined;
  return `refused at the ${actual} stage${code ? ` (${code})` : ''}, before the ${rule.stages.join(' and ')} stage ${rule.id} judges; that refusal is judged by the rules of the ${actual} stage`;
}
