import { isJsonObject } from '../../harness/json/JsonValue.ts';
import type { A2AOperation } from '../../harness/wire/index.ts';
import { admitMessage } from './admitMessage.ts';
import { listTasks } from './listTasks.ts';
import { fail } from './rpcErrors.ts';
import type { SimTask } from './SimTask.ts';
import { optionalCount, viewOf } from './taskViews.ts';
import type { VendorContext } from './VendorContext.ts';
import { hold, waitFor } from './waitFor.ts';

/** What an operation answers: one result, or a stream of `task` from an age on. */
export type OperationOutcome =
  { kind: 'result'; result: unknown } | { kind: 'stream'; task: SimTask; fromAge: number };

const result = (value: unknown): OperationOutcome => ({ kind: 'result', result: value });

/**
 * The A2A operations (§3.1) of one vendor, whatever the binding: params in their v1.0 JSON
 * shape, errors thrown as `RpcFailure`. The bindings (JSON-RPC, HTTP+JSON) only translate.
 */
export async function runOperation(
  ctx: VendorContext,
  operation: A2AOperation,
  params: unknown,
  request: Request,
): Promise<OperationOutcome> {
  const { capabilities, behaviour } = ctx.persona;
  const store = behaviour.artifactStore;
  const streamingOk = capabilities['streaming'] === true || !behaviour.capabilityChecks;
  const pushOk = capabilities['pushNotifications'] === true || !behaviour.capabilityChecks;
  switch (operation) {
    case 'SendMessage': {
      const { task, returnImmediately, historyLength } = admitMessage(ctx, params, request.headers);
      if (!returnImmediately) {
        // A2A §3.2.2: blocking waits for a terminal or interrupted state.
        const settlesAt = task.settlesAt();
        const end =
          settlesAt === undefined
            ? await hold(ctx, request.signal)
            : await waitFor(ctx, settlesAt - task.age(), request.signal);
        if (settlesAt === undefined || end !== 'elapsed')
          ctx.recorder.note('blocking-wait-ended', {
            taskId: task.id,
            end: settlesAt === undefined && end === 'elapsed' ? 'hold-limit' : end,
          });
      }
      // Non-blocking: the task as created, however long this handler took to get here.
      const snapshot = returnImmediately ? task.snapshot(store, 0) : task.snapshot(store);
      return result({
        task: viewOf(snapshot, historyLength === undefined ? {} : { historyLength }),
      });
    }
    case 'SendStreamingMessage': {
      if (!streamingOk)
        fail('UnsupportedOperationError', { why: 'capabilities.streaming is not true' });
      const { task } = admitMessage(ctx, params, request.headers);
      return { kind: 'stream', task, fromAge: 0 };
    }
    case 'SubscribeToTask': {
      if (!streamingOk)
        fail('UnsupportedOperationError', { why: 'capabilities.streaming is not true' });
      const task = findTask(ctx, params, 'id');
      if (task.isSettledNow())
        fail('UnsupportedOperationError', { taskId: task.id, why: 'task is in a terminal state' });
      return { kind: 'stream', task, fromAge: task.age() };
    }
    case 'GetTask': {
      const task = findTask(ctx, params, 'id');
      const historyLength = optionalCount(params, 'historyLength');
      return result(
        viewOf(task.snapshot(store), historyLength === undefined ? {} : { historyLength }),
      );
    }
    case 'ListTasks':
      return result(listTasks(ctx, params));
    case 'CancelTask': {
      const task = findTask(ctx, params, 'id');
      if (task.isSettledNow()) fail('TaskNotCancelableError', { taskId: task.id });
      task.cancel();
      return result(task.snapshot(store));
    }
    case 'CreateTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId');
      return result(ctx.push.create(ctx, task, params));
    }
    case 'GetTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId');
      const config = ctx.push.get(task.id, requiredString(params, 'id'));
      if (config === undefined)
        fail('TaskNotFoundError', { taskId: task.id, why: 'no such push notification config' });
      return result(config);
    }
    case 'ListTaskPushNotificationConfigs': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId');
      return result({ configs: ctx.push.list(task.id), nextPageToken: '' });
    }
    case 'DeleteTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId');
      ctx.push.delete(task.id, requiredString(params, 'id'));
      return result({});
    }
    case 'GetExtendedAgentCard':
      // A2A §3.3.4: undeclared ⇒ UnsupportedOperationError; no persona configures an extended card.
      if (capabilities['extendedAgentCard'] !== true)
        fail('UnsupportedOperationError', { why: 'capabilities.extendedAgentCard is not true' });
      return fail('ExtendedAgentCardNotConfiguredError');
  }
}

function requiredString(params: unknown, field: string): string {
  const value = isJsonObject(params) ? params[field] : undefined;
  if (typeof value !== 'string' || value === '') fail('InvalidParamsError', { field });
  return value;
}

function findTask(ctx: VendorContext, params: unknown, field: 'id' | 'taskId'): SimTask {
  const id = requiredString(params, field);
  const task = ctx.tasks.get(id);
  if (task === undefined) fail('TaskNotFoundError', { taskId: id });
  return task;
}

/** v1.0 JSON-RPC method name → operation (A2A §5.3), or undefined for anything else. */
export function operationOf(method: string): A2AOperation | undefined {
  return OPERATIONS.has(method as A2AOperation) ? (method as A2AOperation) : undefined;
}

const OPERATIONS = new Set<A2AOperation>([
  'SendMessage',
  'SendStreamingMessage',
  'GetTask',
  'ListTasks',
  'CancelTask',
  'SubscribeToTask',
  'CreateTaskPushNotificationConfig',
  'GetTaskPushNotificationConfig',
  'ListTaskPushNotificationConfigs',
  'DeleteTaskPushNotificationConfig',
  'GetExtendedAgentCard',
]);
