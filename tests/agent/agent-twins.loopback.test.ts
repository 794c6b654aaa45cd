import { beforeAll, describe, expect, it } from 'vitest';
import { runAgentTwins, type AgentTwinsResult } from '../../engine/selftest/index.ts';
import { RULES } from '../../scenarios/catalogue.ts';
import { AGENT_TWINS } from '../../scenarios/index.ts';
import { VENDOR_FAULTS } from '../../vendors/index.ts';

const AGENT_RULE_IDS = RULES.filter((r) => r.roles.includes('agent')).map((r) => r.id);

let result: AgentTwinsResult;

beforeAll(async () => {
  result = await runAgentTwins({ seed: 7 });
});

describe('the broken twins of the agent rules', () => {
  it('give every agent-role rule of the catalogue a twin or a reason it has none', () => {
    const twinned = AGENT_TWINS.map((t) => t.rule);
    const keys = AGENT_TWINS.map((t) => `${t.rule} ${'fault' in t ? t.fault : 'not violable'}`);
    const violable = new Set(AGENT_TWINS.flatMap((t) => ('fault' in t ? [t.rule] : [])));

    expect(AGENT_RULE_IDS.filter((id) => !twinned.includes(id))).toEqual([]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(twinned.filter((id) => !AGENT_RULE_IDS.includes(id))).toEqual([]);
    expect(AGENT_TWINS.filter((t) => 'notViolable' in t && violable.has(t.rule))).toEqual([]);
  });

  it('give every not-violable rule a reason of its own', () => {
    const reasons = AGENT_TWINS.flatMap((t) => ('notViolable' in t ? [t.notViolable] : []));

    expect(reasons.filter((r) => r.length < 40)).toEqual([]);
  });

  it('prove every twinned rule able to fail: fail on its twin, pass on the control', () => {
    const unproven = result.twins
      .filter((t) => !t.proven)
      .map(
        (t) =>
          `${t.rule} (${t.fault}): twin ${t.twin}, control ${t.control}\n  ${t.why.join('\n  ')}`,
      );

    expect(unproven).toEqual([]);
    expect(result.twins.length).toBe(AGENT_TWINS.filter((t) => 'fault' in t).length);
  });

  it('use every named fault in some twin', () => {
    const used = new Set(AGENT_TWINS.flatMap((t) => ('fault' in t ? [t.fault] : [])));

    expect(Object.keys(VENDOR_FAULTS).filter((f) => !used.has(f as never))).toEqual([]);
  });
});

describe('runAgentTwins', () => {
  it('does not count a twin whose fault leaves its rule alone', async () => {
    const out = await runAgentTwins({
      seed: 3,
      twins: [{ rule: 'A2A-GET-002', fault: 'list-oldest-first' }],
    });

    expect(out.twins).toMatchObject([
      { rule: 'A2A-GET-002', twin: 'pass', control: 'pass', proven: false },
    ]);
    expect(out.twins[0]!.why[0]).toMatch(/^twin agent-get-unknown-task-not-found-/);
  });

  it('lists the not-violable rules with their reasons, and judges nothing for them', async () => {
    const out = await runAgentTwins({
      twins: [{ rule: 'A2A-CARD-007', notViolable: 'a MAY: no peer can make it fail' }],
    });

    expect(out).toMatchObject({
      twins: [],
      notViolable: [{ rule: 'A2A-CARD-007', reason: 'a MAY: no peer can make it fail' }],
    });
  });
});
