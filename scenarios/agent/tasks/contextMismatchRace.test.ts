import { describe, expect, it } from 'vitest';
import type { AgentBinding, SendMessageParams } from '../../../harness/wire/index.ts';
import type { CheckHead } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import { CONTEXT_CHECKS } from './context-checks.ts';

/**
 * An agent that checks nothing about a follow-up's contextId (the A2A-CTX-005 fault) and refuses
 * any follow-up once its task has finished (UnsupportedOperation, A2A §3.1.1). Its task finishes
 * after `acceptedFollowUps` follow-ups (one: between the check's two, as a loaded machine made
 * happen); with none given it runs on and every follow-up is accepted.
 */
function contextBlindAgent(acceptedFollowUps = Infinity): CheckContext {
  let followUps = 0;
  const finished = (): boolean => followUps > acceptedFollowUps;
  const answer = (state: string, contextId = 'ctx-1') => {
    const task = { id: 'task-1', contextId, status: { state } };
    return {
      result: { task },
      raw: { task },
      http: { status: 200, contentType: 'application/json' },
    };
  };
  const binding = {
    generation: '1.0',
    sendMessage: (params: SendMessageParams) => {
      // Each new task (the check tries again with a longer linger) starts its own count.
      followUps = params.message.taskId === undefined ? 0 : followUps + 1;
      if (!finished()) return Promise.resolve(answer('TASK_STATE_WORKING'));
      return Promise.resolve({
        error: { type: 'UnsupportedOperationError', code: -32004, message: 'task is completed' },
        raw: {},
        http: { status: 200, contentType: 'application/json' },
      });
    },
    getTask: () => {
      const state = finished() ? 'TASK_STATE_COMPLETED' : 'TASK_STATE_WORKING';
      const task = { id: 'task-1', contextId: 'ctx-1', status: { state } };
      return Promise.resolve({ result: task, raw: task, http: { status: 200 } });
    },
  } as unknown as AgentBinding;
  const record = (
    head: CheckHead,
    verdict: CheckOutcome['verdict'],
    evidence: CheckOutcome['evidence'],
  ): CheckOutcome => ({ head, verdict, evidence });
  return {
    target: { deadlines: { callMs: 4_000, progressMs: 300 } },
    idPrefix: 'run-1',
    binding,
    send: (text: string, opts?: { message?: Record<string, unknown> }) => ({
      message: { role: 'ROLE_USER', messageId: 'm', parts: [{ text }], ...opts?.message },
    }),
    options: () => ({}),
    unserved: () => undefined,
    pass: (head: CheckHead, summary: string) => record(head, 'pass', { summary }),
    fail: (head: CheckHead, summary: string) => record(head, 'fail', { summary }),
    notApplicable: (head: CheckHead, summary: string, reason: string) =>
      record(head, 'not-applicable', { summary, reason }),
  } as unknown as CheckContext;
}

describe('the follow-up context checks on an agent blind to contextId', () => {
  const mismatch = async (acceptedFollowUps?: number) => {
    const check = CONTEXT_CHECKS.find((c) => c.id === 'context-follow-up')!;
    const outcomes = await check.run(contextBlindAgent(acceptedFollowUps));
    return outcomes.find((o) => o.head.rule === 'A2A-CTX-005')!;
  };

  it('fail A2A-CTX-005 when the task finishes right after the contradicting follow-up it accepted', async () => {
    // Sent second, the contradicting follow-up would have been refused for the finished task
    // and read as a refusal of the context: a pass on a loaded machine.
    expect((await mismatch(1)).verdict).toBe('fail');
  });

  it('do not pass A2A-CTX-005 on a refusal that came because the task had finished', async () => {
    const outcome = await mismatch(0);
    expect(outcome.verdict).toBe('not-applicable');
    expect(outcome.evidence.reason).toContain(
      'was already TASK_STATE_COMPLETED when the follow-up arrived',
    );
  });

  it('fail A2A-CTX-005 when its task runs on and the contradicting follow-up is accepted', async () => {
    expect((await mismatch()).verdict).toBe('fail');
  });
});
