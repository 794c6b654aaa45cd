import { STAGES, type Stage, stageOfCode } from '../vocabulary/index.ts';
import type { Rule } from './Rule.ts';

/** Where an answer about a card stopped: refused at a stage, or admitted past every stage. */
export type CardOutcome = Stage | 'admitted';

/** Position of an outcome in the stage order; admitted comes after every stage. */
export function outcomeIndex(outcome: CardOutcome): number {
  return outcome === 'admitted' ? STAGES.length : STAGES.indexOf(outcome);
}

/**
 * The stage a refusal belongs to: the stage of its code when the code is one of the harness's
 * (docs/adapter-protocol.md §4), else the stage the answer reports. A card refused "at the schema
 * stage" with `DISC_UNDEFINED_SECURITY_SCHEME` was refused by a consistency check, run too early.
 */
export function refusalStage(reported: Stage, code?: string): Stage {
  return (code === undefined ? undefined : stageOfCode(code)) ?? reported;
}

/**
 * A verdict belongs to the rule that owns its root cause (DESIGN §6). A refusal belongs to the
 * stage of its code ({@link refusalStage}), whatever stage the answer names: a refusal whose code
 * belongs to a stage this rule owns is this rule's to judge, so a check of this rule that fired
 * at a wrong, earlier stage fails the rule. When the refusal belongs to a
 * stage this rule does not own, and the refusal (by its code, or by the stage it names) comes
 * before the expected outcome and before the stages the rule owns, the answer never reached what
 * the rule judges: the refusal is the business of the rules of its own stage (a signature gap is
 * judged once, by the signature rules, not again under every tri-state or delegation rule).
 * Returns the not-applicable reason, or undefined when the answer is this rule's to judge.
 */
export function refusedBeforeRule(
  rule: Pick<Rule, 'id' | 'stages'>,
  expected: CardOutcome,
  actual: CardOutcome,
  code?: string,
): string | undefined {
  if (actual === 'admitted' || rule.stages.length === 0) return undefined;
  const owner = refusalStage(actual, code);
  if (rule.stages.includes(owner)) return undefined;
  // Where the refusal claims to stop: its code's stage, or an earlier stage it names.
  const at = Math.min(outcomeIndex(owner), outcomeIndex(actual));
  const lastOwned = Math.max(...rule.stages.map(outcomeIndex));
  if (at >= outcomeIndex(expected) || at > lastOwned) return undefined;
  const where =
    owner === actual ? `at the ${actual} stage` : `at the ${actual} stage with a ${owner} code`;
  return `refused ${where}${code ? ` (${code})` : ''}, before the ${rule.stages.join(' and ')} stage ${rule.id} judges; that refusal is judged by the rules of the ${owner} stage`;
}
