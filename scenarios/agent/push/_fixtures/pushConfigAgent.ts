import type { AgentBinding, PushConfig } from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { stubCheckContext } from '../../_fixtures/stubCheckContext.ts';

/**
 * How the fake agent names a config: `task-default` is a2a-python 1.3.0's store (a config the
 * client did not name gets its task id, `server/tasks/push_notification_config_store.py:19-20`,
 * and a config of an id the task holds replaces it), `fresh` gives an unnamed config an id of its
 * own (a2a-js 1.3.0, a2a-go 2.4.0), `task-always` ignores the client's id and stores every config
 * under its task id (a fault).
 */
export type Naming = 'task-default' | 'fresh' | 'task-always';

/**
 * A check context over an in-memory agent that answers every non-blocking SendMessage with a
 * WORKING task and stores push configs as `naming` says. No clock, no network.
 */
export function pushConfigAgent(naming: Naming): CheckContext {
  const tasks: string[] = [];
  const configs = new Map<string, PushConfig[]>();
  let fresh = 0;
  const answer = <T>(result: T) =>
    Promise.resolve({
      result,
      raw: result,
      http: { status: 200, contentType: 'application/json' },
    });
  const refuse = () =>
    Promise.resolve({
      error: { type: 'TaskNotFound', code: -32001, message: 'not found' },
      raw: {},
      http: { status: 200, contentType: 'application/json' },
    });
  const task = (id: string) => ({
    id,
    contextId: 'ctx-1',
    status: { state: 'TASK_STATE_WORKING' },
  });
  const binding = {
    sendMessage: () => {
      const id = `task-${tasks.length + 1}`;
      tasks.push(id);
      return answer({ task: task(id) });
    },
    getTask: ({ id }: { id: string }) => answer(task(id)),
    createPushConfig: (c: PushConfig & { taskId: string }) => {
      if (!tasks.includes(c.taskId)) return refuse();
      const id =
        naming === 'task-always'
          ? c.taskId
          : c.id !== undefined && c.id !== ''
            ? c.id
            : naming === 'task-default'
              ? c.taskId
              : `fresh-${(fresh += 1)}`;
      const stored = { ...c, id };
      const held = (configs.get(c.taskId) ?? []).filter((x) => x.id !== id);
      configs.set(c.taskId, [...held, stored]);
      return answer(stored);
    },
    getPushConfig: ({ taskId, id }: { taskId: string; id: string }) => {
      const found = configs.get(taskId)?.find((x) => x.id === id);
      return found === undefined ? refuse() : answer(found);
    },
    listPushConfigs: ({ taskId }: { taskId: string }) =>
      answer({ configs: configs.get(taskId) ?? [] }),
    deletePushConfig: ({ taskId, id }: { taskId: string; id: string }) => {
      configs.set(
        taskId,
        (configs.get(taskId) ?? []).filter((x) => x.id !== id),
      );
      return answer({});
    },
  } as unknown as AgentBinding;
  return stubCheckContext(binding, {
    card: { emitted: { capabilities: { pushNotifications: true } } },
    idPrefix: 'crosscheck-42-run',
  });
}
