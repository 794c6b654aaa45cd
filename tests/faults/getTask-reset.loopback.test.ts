import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/index.ts';
import { type ResettingAgent, startResettingAgent } from './_fixtures/startResettingAgent.ts';

/**
 * A transport failure during a progress watch is an `error` with the transport's code, never a
 * stall: against an agent whose GetTask resets the connection, XV-WIRE-001 is `error`
 * with a `NET_*` code on both its cases, not `fail`, and the watch does not poll in a loop.
 */
describe('an agent whose GetTask resets the connection', () => {
  let agent: ResettingAgent;
  beforeAll(async () => {
    agent = await startResettingAgent();
  });
  afterAll(() => agent.close());

  it('gets error with a NET_ code on XV-WIRE-001, and at most a few dozen GetTask requests', async () => {
    const records = await checkAgent(agent.cardUrl, {
      scope: { rules: new Set(['XV-WIRE-001']) },
      budget: { deadlines: { callMs: 2_000, progressMs: 1_500 } },
    });

    expect(records.map((r) => [r.caseId, r.verdict])).toEqual([
      ['agent-prop-progress-jsonrpc', 'error'],
      ['agent-undeclared-extension-progresses-jsonrpc', 'error'],
    ]);
    for (const r of records)
      expect(`${r.evidence.summary} ${r.evidence.reason}`).toMatch(/NET_[A-Z_]+/);
    expect(agent.calls['GetTask']).toBeGreaterThan(0);
    expect(agent.calls['GetTask']).toBeLessThanOrEqual(36);
  });
});
