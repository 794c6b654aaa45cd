import { describe, expect, it } from 'vitest';
import type { AgentBinding, SendMessageParams } from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import type { CheckHead } from '../AgentCheck.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import { SEND_CHECKS } from '../send/send-checks.ts';
import { onRunningTask } from './checkHelpers.ts';

/**
 * A correct agent that finishes every task before it answers (A2A §3.2.2 allows it; the linger
 * the harness asks for is a convention no agent must honour): only the parts of a check context
 * the running-task checks use, every SendMessage answered with the task already COMPLETED.
 */
function finishingAtOnce(): { ctx: CheckContext; sent: SendMessageParams[] } {
  const sent: SendMessageParams[] = [];
  const binding = {
    sendMessage: (params: SendMessageParams) => {
      sent.push(params);
      const task = {
        id: `task-${sent.length}`,
        contextId: 'ctx-1',
        status: { state: 'TASK_STATE_COMPLETED' },
      };
      return Promise.resolve({
        result: { task },
        raw: { task },
        http: { status: 200, contentType: 'application/json' },
      });
    },
  } as unknown as AgentBinding;
  const record = (
    head: CheckHead,
    verdict: CheckOutcome['verdict'],
    evidence: CheckOutcome['evidence'],
  ): CheckOutcome => ({ head, verdict, evidence });
  const ctx = {
    target: { deadlines: { callMs: 4_000, progressMs: 300 } },
    binding,
    send: (text: string) => ({
      message: { role: 'ROLE_USER', messageId: `m${sent.length}`, parts: [{ text }] },
    }),
    options: () => ({}),
    record,
    notApplicable: (head: CheckHead, summary: string, reason: string) =>
      record(head, 'not-applicable', { summary, reason }),
    unserved: () => undefined,
  } as unknown as CheckContext;
  return { ctx, sent };
}

const HEAD: CheckHead = { rule: 'A2A-CANCEL-001', caseId: 'agent-cancel-running-task' };

describe('an agent that finishes every task at once', () => {
  it('leaves a rule about a running task not-applicable, naming each try, never an error', async () => {
    const { ctx, sent } = finishingAtOnce();
    let acted = false;
    const outcomes = await onRunningTask(ctx, [HEAD], () => {
      acted = true;
      return Promise.resolve([]);
    });
    expect(acted).toBe(false);
    expect(sent).toHaveLength(3);
    expect(outcomes.map((o) => o.verdict)).toEqual(['not-applicable']);
    expect(outcomes[0]!.evidence.code).toBeUndefined();
    expect(outcomes[0]!.evidence.reason).toContain('condition "non-terminal-task" does not hold');
    expect(outcomes[0]!.evidence.reason).toContain('asked to linger 300 ms');
    expect(outcomes[0]!.evidence.reason).toContain('asked to linger 900 ms');
  });

  it('leaves A2A-EXEC-002 not-applicable when every non-blocking answer came sooner than the linger', async () => {
    const { ctx } = finishingAtOnce();
    const check = SEND_CHECKS.find((c) => c.id === 'send-non-blocking')!;
    const outcomes = await check.run(ctx);
    expect(outcomes.map((o) => [o.head.rule, o.verdict])).toEqual([
      ['A2A-EXEC-002', 'not-applicable'],
    ]);
    expect(outcomes[0]!.evidence.reason).toContain('A2A §3.2.2 lets an agent finish a task');
  });
});
