import { describe, expect, it } from 'vitest';
import type { A2ATask, AgentBinding, SendMessageParams } from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { stubCheckContext } from '../_fixtures/stubCheckContext.ts';
import { LIST_CHECKS } from './list-checks.ts';

/**
 * An agent whose blocking SendMessage answers with the task still SUBMITTED, and whose tasks are
 * COMPLETED by the agent's next request: the agent's work outruns the harness's requests, as an
 * idle machine makes it, with no clock in the test. Its ListTasks filters rightly by context
 * and status, pages by index, and lists the newest first.
 */
function earlyAnsweringAgent(): CheckContext {
  const tasks: { id: string; contextId: string; at: number }[] = [];
  let requests = 0;
  const view = (t: (typeof tasks)[number]): A2ATask => ({
    id: t.id,
    contextId: t.contextId,
    status: {
      state: requests > t.at ? 'TASK_STATE_COMPLETED' : 'TASK_STATE_SUBMITTED',
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, t.at)).toISOString(),
    },
  });
  const answer = <T>(result: T) =>
    Promise.resolve({
      result,
      raw: result,
      http: { status: 200, contentType: 'application/json' },
    });
  const binding = {
    sendMessage: (params: SendMessageParams) => {
      requests++;
      const contextId = params.message.contextId ?? `ctx-${requests}`;
      const made = { id: `task-${requests}`, contextId, at: requests };
      tasks.push(made);
      return answer({ task: view(made) });
    },
    getTask: ({ id }: { id: string }) => {
      requests++;
      return answer(view(tasks.find((t) => t.id === id)!));
    },
    listTasks: (params: {
      contextId?: string;
      status?: string;
      pageSize?: number;
      pageToken?: string;
    }) => {
      requests++;
      const matching = tasks
        .map(view)
        .filter((t) => params.contextId === undefined || t.contextId === params.contextId)
        .filter((t) => params.status === undefined || t.status.state === params.status)
        .reverse();
      const from = Number(params.pageToken ?? 0);
      const size = params.pageSize ?? matching.length;
      const page = matching.slice(from, from + size);
      const next = from + size < matching.length ? String(from + size) : '';
      return answer({
        tasks: page,
        nextPageToken: next,
        pageSize: size,
        totalSize: matching.length,
      });
    },
  } as unknown as AgentBinding;
  return stubCheckContext(binding);
}

describe('the ListTasks filters check', () => {
  it('filters by the state the task settled in, not the one an early answer gave', async () => {
    // Arrange
    const ctx = earlyAnsweringAgent();
    const check = LIST_CHECKS.find((c) => c.id === 'list-tasks')!;
    // Act
    const outcomes = await check.run(ctx);
    // Assert
    const filters = outcomes.find((o) => o.head.rule === 'A2A-LIST-005')!;
    expect([filters.verdict, filters.evidence.summary]).toEqual([
      'pass',
      'the contextId and status (TASK_STATE_COMPLETED) filters returned only matching tasks',
    ]);
  });
});
