import { describe, expect, it } from 'vitest';
import { parseCard } from '../../harness/card/index.ts';
import type { CheckContext } from '../../scenarios/agent/CheckContext.ts';
import type { CheckHead } from '../../scenarios/agent/AgentCheck.ts';
import type { CheckOutcome } from '../../scenarios/agent/CheckOutcome.ts';
import type { AgentProperty } from '../../scenarios/agent/properties/agentProperties.ts';
import { propertyCheck } from './propertyChecks.ts';

const CARD = parseCard(
  JSON.stringify({
    name: 'a fake agent',
    description: 'answers from memory',
    version: '1.0.0',
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 's', name: 's', description: 's', tags: [] }],
  }),
);

/** The parts of a check context the live-agent search reads; no network is involved. */
function context(): CheckContext {
  const record = (
    head: CheckHead,
    verdict: CheckOutcome['verdict'],
    evidence: CheckOutcome['evidence'],
  ): CheckOutcome => ({ head, verdict, evidence });
  return {
    target: { card: CARD, seed: 42, propertyRuns: 8, propertyTimeMs: 1_000 },
    quiet: () => ({}),
    record,
    pass: (head: CheckHead, summary: string, more = {}) =>
      record(head, 'pass', { summary, ...more }),
    fail: (head: CheckHead, summary: string, more = {}) =>
      record(head, 'fail', { summary, ...more }),
    notApplicable: (head: CheckHead, summary: string, reason: string) =>
      record(head, 'not-applicable', { summary, reason }),
  } as unknown as CheckContext;
}

/** A property whose invariant always holds, reached by the first `reached` requests only. */
function reachedBy(reached: number): AgentProperty {
  let n = 0;
  return {
    id: 'agent-prop-fake',
    rule: 'A2A-STR-001',
    inapplicable: () => undefined,
    evaluate: () =>
      Promise.resolve({ problems: [], observed: null, expected: '', held: n++ < reached }),
  };
}

const verdictOf = async (reached: number): Promise<[string, unknown]> => {
  const [outcome] = await propertyCheck(reachedBy(reached)).run(context());
  return [outcome!.verdict, outcome!.evidence.code];
};

describe('a live-agent property judged on too few exchanges', () => {
  it('is error NOT_TESTABLE after one judged exchange of eight requests, never a pass', async () => {
    expect(await verdictOf(1)).toEqual(['error', 'NOT_TESTABLE']);
    expect(await verdictOf(2)).toEqual(['error', 'NOT_TESTABLE']);
  });

  it('passes from a third of its requests judged', async () => {
    expect(await verdictOf(3)).toEqual(['pass', undefined]);
    expect(await verdictOf(100)).toEqual(['pass', undefined]);
  });

  it('is not-applicable when no exchange reached the invariant', async () => {
    expect(await verdictOf(0)).toEqual(['not-applicable', undefined]);
  });
});

describe('a live-agent property of several rules', () => {
  /** Judges A2A-GET-001 in every program and A2A-CTX-006 in none. */
  const twoRules: AgentProperty = {
    id: 'agent-prop-fake',
    rule: 'A2A-GET-001',
    heads: [
      { rule: 'A2A-GET-001', caseId: 'agent-prop-fake' },
      { rule: 'A2A-CTX-006', caseId: 'agent-prop-fake-follow-up' },
    ],
    unreached: { 'A2A-CTX-006': 'the agent never stopped a task for input' },
    inapplicable: () => undefined,
    evaluate: () =>
      Promise.resolve({
        problems: [],
        observed: null,
        expected: '',
        judgedRules: ['A2A-GET-001'],
      }),
  };

  it("gives a rule no program reached the property's reason for it", async () => {
    const outcomes = await propertyCheck(twoRules).run(context());

    expect(outcomes.map((o) => [o.verdict, o.evidence.reason])).toEqual([
      ['pass', undefined],
      ['not-applicable', 'the agent never stopped a task for input'],
    ]);
  });
});
