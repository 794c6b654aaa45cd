import { describe, expect, it } from 'vitest';
import { type CardOutcome, refusalStage, refusedBeforeRule } from './refusedBeforeRule.ts';
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

  // [rule stages, expected, actual, refusal code, not-applicable?]: the code's stage decides.
  const coded: [Stage[], CardOutcome, CardOutcome, string, boolean][] = [
    // a consistency check run at the schema stage: the consistency rule's failure, judged there
    [['consistency'], 'consistency', 'schema', 'DISC_UNDEFINED_SECURITY_SCHEME', false],
    [['version'], 'admitted', 'schema', 'DISC_PROTOCOL_VERSION_BELOW_FLOOR', false],
    // ... and not the business of a rule of another stage
    [['negotiation'], 'admitted', 'schema', 'DISC_UNDEFINED_SECURITY_SCHEME', true],
    // a signature code under a stage the rule owns: the signature rules judge it
    [['schema', 'negotiation'], 'admitted', 'schema', 'SIG_INVALID', true],
    [['signature'], 'admitted', 'schema', 'SIG_INVALID', false],
    // a code the harness does not know: the stage the answer names
    [['consistency'], 'consistency', 'schema', 'E_SCHEMES', true],
    [['schema'], 'admitted', 'schema', 'E_SCHEMES', false],
    // a consistency code named at the schema stage where consistency was due: not a signature rule's
    [['signature'], 'consistency', 'schema', 'DISC_UNDEFINED_SECURITY_SCHEME', true],
    [['consistency'], 'consistency', 'schema', 'DISC_UNDEFINED_SECURITY_SCHEME', false],
    // a delegation code named at the schema stage: the delegation rules' business
    [['consistency'], 'admitted', 'schema', 'DEL_UNKNOWN_SKILL', true],
    // a delegation code named past every stage the rule owns: judged, as a refusal after them is
    [['consistency'], 'admitted', 'version', 'DEL_UNKNOWN_SKILL', false],
  ];
  it.each(coded)(
    'stages %j, expected %s, actual %s with %s → not applicable: %s',
    (stages, e, a, code, na) => {
      expect(refusedBeforeRule(rule(stages), e, a, code) !== undefined).toBe(na);
    },
  );

  it('reads the stage of a refusal from its code, else from the answer', () => {
    expect([
      refusalStage('schema', 'DISC_UNDEFINED_SECURITY_SCHEME'),
      refusalStage('schema', 'DISC_PROTOCOL_VERSION_BELOW_FLOOR'),
      refusalStage('signature', 'CARD_MISSING_REQUIRED'),
      refusalStage('consistency', 'E_VENDOR'),
      refusalStage('delegation'),
    ]).toEqual(['consistency', 'version', 'schema', 'consistency', 'delegation']);
  });

  it('names a refusal whose code belongs to another stage than the one it reports', () => {
    expect(refusedBeforeRule(rule(['negotiation']), 'admitted', 'schema', 'SIG_INVALID')).toBe(
      'refused at the schema stage with a signature code (SIG_INVALID), before the negotiation stage R judges; that refusal is judged by the rules of the signature stage',
    );
  });

  it('names the stage, the code and the rule', () => {
    expect(refusedBeforeRule(rule(['negotiation']), 'admitted', 'signature', 'SIG_INVALID')).toBe(
      'refused at the signature stage (SIG_INVALID), before the negotiation stage R judges; that refusal is judged by the rules of the signature stage',
    );
  });
});
