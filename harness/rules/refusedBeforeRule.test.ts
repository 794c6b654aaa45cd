import { describe, expect, it } from 'vitest';
import { type CardOutcome, refusedBeforeRule } from './refusedBeforeRule.ts';
import type { Stage } from '../vocabulary/index.ts';

const rule = (stages: Stage[]) => ({ id: 'R', stages });

describe('refusedBeforeRule', () => {
  // [rule stages, expected outcome, actual outcome, not-applicable?] written from DESIGN §6.
  const table: [Stage[], CardOutcome, CardOutcome, boolean][] = [
    // a signature refusal inside a tri-state (negotiation) case: someone else's root cause
    [['negotiation'], 'admitted', 'signature', true],
    // a schema refusal of a card the negotiation rule expected admitted: the schema rules' business
    [['negotiation'], 'admitted', 'schema', true],
    // the rule owns the stage: judged (NEG-005 owns schema refusals of minimal cards)
    [['schema', 'negotiation'], 'admitted', 'schema', false],
    [['schema', 'negotiation'], 'admitted', 'signature', true],
    // refused where expected: judged (and passes elsewhere)
    [['consistency'], 'consistency', 'consistency', false],
    [['signature'], 'schema', 'schema', false],
    // refused later than expected: the earlier check is missing, judged
    [['consistency'], 'consistency', 'delegation', false],
    // refused earlier than expected but after every stage the rule owns: judged
    [['consistency'], 'admitted', 'version', false],
    [['consistency'], 'consistency', 'signature', true],
    [['delegation'], 'delegation', 'signature', true],
    // admitted: always judged
    [['delegation'], 'delegation', 'admitted', false],
    // rules without card stages are never excused
    [[], 'admitted', 'signature', false],
  ];
  it.each(table)('stages %j, expected %s, actual %s → not applicable: %s', (stages, e, a, na) => {
    expect(refusedBeforeRule(rule(stages), e, a) !== undefined).toBe(na);
  });

  it('names the stage, the code and the rule', () => {
    expect(refusedBeforeRule(rule(['negotiation']), 'admitted', 'signature', 'SIG_INVALID')).toBe(
      'refused at the signature stage (SIG_INVALID), before the negotiation stage R judges; that refusal is judged by the rules of the signature stage',
    );
  });
});
