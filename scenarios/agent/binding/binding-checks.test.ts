import { describe, expect, it } from 'vitest';
import type { A2ATask, AgentBinding } from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { stubCheckContext } from '../_fixtures/stubCheckContext.ts';
import { BINDING_CHECKS } from './binding-checks.ts';

/**
 * One agent behind two bindings whose blocking SendMessage answers with the task still SUBMITTED
 * (as the blocking-send-answers-early twin does). The first task's work ends by the agent's next
 * request; the others' only once the harness reads them back: the agent's work and the harness's
 * requests interleaving one way on one binding and the other way on the next, with no clock. Both
 * bindings give every error alike: TaskNotFound for an unknown id, TaskNotCancelable for a task
 * that ended, and a cancelled task for one still running.
 */
function earlyAnsweringAgent(): CheckContext {
  const tasks = new Map<string, { at: number; lag: number; polled: boolean; canceled: boolean }>();
  let requests = 0;
  const stateOf = (id: string): string => {
    const t = tasks.get(id)!;
    if (t.canceled) return 'TASK_STATE_CANCELED';
    return t.polled || requests > t.at + t.lag ? 'TASK_STATE_COMPLETED' : 'TASK_STATE_SUBMITTED';
  };
  const view = (id: string): A2ATask => ({
    id,
    contextId: `ctx-${id}`,
    status: { state: stateOf(id) as never },
  });
  const http = { status: 200, contentType: 'application/json' };
  const result = <T>(value: T) => Promise.resolve({ result: value, raw: value, http });
  const error = (type: string, status: number) =>
    Promise.resolve({
      error: { type, code: -32001, message: type },
      raw: {},
      http: { status, contentType: 'application/json' },
    });
  const binding = (name: string) =>
    ({
      name,
      sendMessage: () => {
        requests++;
        const id = `task-${tasks.size + 1}`;
        tasks.set(id, {
          at: requests,
          lag: tasks.size === 0 ? 1 : Infinity,
          polled: false,
          canceled: false,
        });
        return result({ task: view(id) });
      },
      getTask: ({ id }: { id: string }) => {
        requests++;
        const t = tasks.get(id);
        if (t === undefined) return error('TaskNotFound', 404);
        t.polled = true;
        return result(view(id));
      },
      listTasks: () => {
        requests++;
        return result({ tasks: [], nextPageToken: '', pageSize: 1, totalSize: 0 });
      },
      cancelTask: ({ id }: { id: string }) => {
        requests++;
        const t = tasks.get(id);
        if (t === undefined) return error('TaskNotFound', 404);
        if (stateOf(id) !== 'TASK_STATE_SUBMITTED') return error('TaskNotCancelable', 400);
        t.canceled = true;
        return result(view(id));
      },
      listPushConfigs: () => {
        requests++;
        return error('TaskNotFound', 404);
      },
      getExtendedAgentCard: () => {
        requests++;
        return error('ExtendedAgentCardNotConfigured', 400);
      },
    }) as unknown as AgentBinding;
  const bindings = [binding('JSONRPC'), binding('HTTP+JSON')];
  return stubCheckContext(bindings[0]!, {
    bindings,
    card: { emitted: { capabilities: { streaming: false } } },
    idPrefix: 'crosscheck-7-0-binding-agreement',
  });
}

describe('the binding agreement check', () => {
  it('cancels on each binding a task that has ended, not one an early answer left running', async () => {
    // Arrange
    const ctx = earlyAnsweringAgent();
    const check = BINDING_CHECKS.find((c) => c.id === 'binding-agreement')!;
    // Act
    const outcomes = await check.run(ctx);
    // Assert
    const sameErrors = outcomes.find((o) => o.head.rule === 'A2A-BIND-004')!;
    expect([sameErrors.verdict, sameErrors.evidence.summary]).toEqual([
      'pass',
      '3 fault(s) got the same A2A error on every binding',
    ]);
  });
});
