import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/judgeAgent.ts';
import { type HostileAgent, startHostileAgent } from './_fixtures/startHostileAgent.ts';

/**
 * Issue 38, item 2: an agent that never answers `SendStreamingMessage`, not even with a head.
 * The live-agent properties cut such a stream at the progress deadline; that cut escaped as a
 * raw AbortError, a harness defect that stopped the run (exit 3, a report without results). A
 * stream that never starts is the peer's stall, and the other checks keep their verdicts.
 */
let agent: HostileAgent;

beforeAll(async () => {
  agent = await startHostileAgent();
});
afterAll(() => agent.close());

describe('a streaming request never answered', () => {
  it('is judged on the peer, and every other verdict is kept', async () => {
    const records = await checkAgent(agent.cardUrl('silent-stream'), {
      budget: { deadlines: { callMs: 1_000, progressMs: 200 } },
    });

    const byCase = new Map(records.map((r) => [r.caseId, r]));
    expect(byCase.get('agent-card-served-as-json')?.verdict).toBe('pass');
    expect(byCase.get('agent-blocking-send-settles-jsonrpc')?.verdict).toBe('pass');
    // The property whose generated streams were cut: judged, not a defect.
    expect(byCase.get('agent-prop-blocking-equals-stream-jsonrpc')?.verdict).toBeDefined();
    expect(byCase.get('agent-stream-events-well-formed-jsonrpc')).toMatchObject({
      verdict: 'error',
      evidence: { code: 'NET_TIMEOUT' },
    });
  });
});
