import { isJsonObject } from '../../harness/json/JsonValue.ts';
import type { A2AOperation } from '../../harness/wire/index.ts';
import { admitMessage } from './admitMessage.ts';
import { listTasks } from './listTasks.ts';
import { fail } from './rpcErrors.ts';
import type { SimTask } from './SimTask.ts';
import { optionalCount, viewOf } from './taskViews.ts';
import type { VendorContext } from './VendorContext.ts';
import { hold, waitFor } from './waitFor.ts';
import { hasFault } from './hasFault.ts';
import { withDataModelFaults } from './dataModelFaults.ts';
import type { A2ATask } from '../../harness/wire/index.ts';

/** What an operation answers: one result, or a stream of `task` from an age on. */
export type OperationOutcome = { kind: 'result'; result: unknown } | StreamOutcome;

/** A stream of `task` from an age on; `subscription` when it answers SubscribeToTask. */
export interface StreamOutcome {
  kind: 'stream';
  task: SimTask;
  fromAge: number;
  subscription: boolean;
}

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
  const streamingOk =
    capabilities['streaming'] === true ||
    !behaviour.capabilityChecks ||
    hasFault(ctx, 'serve-undeclared-streaming');
  const pushOk =
    capabilities['pushNotifications'] === true ||
    !behaviour.capabilityChecks ||
    hasFault(ctx, 'serve-undeclared-push');
  switch (operation) {
    case 'SendMessage': {
      const { task, returnImmediately, historyLength, followUp } = admitMessage(
        ctx,
        params,
        request.headers,
      );
      // Faults: a blocking send answered at creation, a non-blocking one held to the end.
      const immediate = hasFault(ctx, 'blocking-send-answers-early')
        ? true
        : returnImmediately && !hasFault(ctx, 'non-blocking-send-waits');
      if (!immediate) {
        // A2A §3.2.2: blocking waits for a terminal or interrupted state.
        // A vendor that ignores returnImmediately holds the answer as long again past the
        // end, so the wait shows through this process's own event-loop lag.
        const extra =
          returnImmediately && hasFault(ctx, 'non-blocking-send-waits')
            ? (task.settlesAt() ?? 0)
            : 0;
        const settlesAt = (task.settlesAt() ?? Number.NaN) + extra;
        const never = Number.isNaN(settlesAt);
        const end = never
          ? await hold(ctx, request.signal)
          : await waitFor(ctx, settlesAt - task.age(), request.signal);
        if (never || end !== 'elapsed')
          ctx.recorder.note('blocking-wait-ended', {
            taskId: task.id,
            end: never && end === 'elapsed' ? 'hold-limit' : end,
          });
      }
      // Non-blocking: the task as created, however long this handler took to get here.
      const snapshot = immediate ? task.snapshot(store, 0) : task.snapshot(store);
      const view = withDataModelFaults(ctx, historyView(ctx, snapshot, historyLength, 'send'));
      if (followUp && hasFault(ctx, 'follow-up-new-context')) view.contextId = ctx.nextId();
      if (hasFault(ctx, 'answer-without-context-id')) delete (view as Partial<A2ATask>).contextId;
      if (hasFault(ctx, 'send-answers-task-and-message'))
        return result({ task: view, message: view.history?.at(-1) ?? null });
      return result({ task: view });
    }
    case 'SendStreamingMessage': {
      if (!streamingOk)
        fail('UnsupportedOperationError', { why: 'capabilities.streaming is not true' });
      const { task } = admitMessage(ctx, params, request.headers);
      return { kind: 'stream', task, fromAge: 0, subscription: false };
    }
    case 'SubscribeToTask': {
      if (!streamingOk)
        fail('UnsupportedOperationError', { why: 'capabilities.streaming is not true' });
      const task = findTask(ctx, params, 'id', 'subscribe-unknown-task-invalid-params');
      if (task.isSettledNow() && !hasFault(ctx, 'subscribe-terminal-task-served'))
        fail('UnsupportedOperationError', { taskId: task.id, why: 'task is in a terminal state' });
      return { kind: 'stream', task, fromAge: task.age(), subscription: true };
    }
    case 'GetTask': {
      const task = findTask(ctx, params, 'id', 'get-unknown-task-invalid-params');
      const historyLength = optionalCount(params, 'historyLength');
      const view = withDataModelFaults(
        ctx,
        historyView(ctx, task.snapshot(store), historyLength, 'get'),
      );
      if (hasFault(ctx, 'get-task-wrong-context')) view.contextId = `${view.contextId}-elsewhere`;
      return result(view);
    }
    case 'ListTasks':
      return result(listTasks(ctx, params));
    case 'CancelTask': {
      const task = findTask(ctx, params, 'id', 'cancel-unknown-task-internal-error');
      if (task.isSettledNow()) {
        if (hasFault(ctx, 'cancel-terminal-task-accepted')) return result(task.snapshot(store));
        fail('TaskNotCancelableError', { taskId: task.id });
      }
      if (hasFault(ctx, 'cancel-reported-not-done')) {
        const claimed = task.snapshot(store);
        claimed.status = { ...claimed.status, state: 'TASK_STATE_CANCELED' };
        return result(claimed);
      }
      if (!hasFault(ctx, 'cancel-ignored')) task.cancel();
      return result(task.snapshot(store));
    }
    case 'CreateTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId');
      const created = ctx.push.create(ctx, task, params);
      if (hasFault(ctx, 'push-create-without-id')) {
        const bare: Partial<typeof created> = { ...created };
        delete bare.id;
        return result(bare);
      }
      return result(created);
    }
    case 'GetTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId');
      const config =
        ctx.push.get(task.id, requiredString(params, 'id')) ??
        (hasFault(ctx, 'push-get-any-config') ? ctx.push.list(task.id)[0] : undefined);
      if (config === undefined)
        fail('TaskNotFoundError', { taskId: task.id, why: 'no such push notification config' });
      return result(config);
    }
    case 'ListTaskPushNotificationConfigs': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId');
      const configs = ctx.push.list(task.id);
      return result({
        configs: hasFault(ctx, 'push-list-first-only') ? configs.slice(0, 1) : configs,
        nextPageToken: '',
      });
    }
    case 'DeleteTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId');
      const removed = ctx.push.delete(task.id, requiredString(params, 'id'));
      if (!removed && hasFault(ctx, 'push-delete-not-idempotent'))
        fail('TaskNotFoundError', { taskId: task.id, why: 'no such push notification config' });
      return result({});
    }
    case 'GetExtendedAgentCard':
      // A2A §3.3.4: undeclared ⇒ UnsupportedOperationError; no persona configures an extended card.
      if (
        capabilities['extendedAgentCard'] !== true &&
        !hasFault(ctx, 'serve-undeclared-extended-card')
      )
        fail('UnsupportedOperationError', { why: 'capabilities.extendedAgentCard is not true' });
      if (hasFault(ctx, 'extended-card-internal-error')) fail('InternalError');
      // A secured persona configures its extended card: what an authenticated caller may see.
      if (behaviour.bearerToken !== undefined)
        return result({
          name: `${ctx.persona.product} (extended)`,
          description: `Everything ${ctx.persona.product} offers to authenticated callers.`,
          skills: ctx.persona.skills.map((s) => ({ id: s.id, name: s.topic, tags: s.tags })),
        });
      return fail('ExtendedAgentCardNotConfiguredError');
  }
}

function requiredString(params: unknown, field: string): string {
  const value = isJsonObject(params) ? params[field] : undefined;
  if (typeof value !== 'string' || value === '') fail('InvalidParamsError', { field });
  return value;
}

function findTask(
  ctx: VendorContext,
  params: unknown,
  field: 'id' | 'taskId',
  misfiled?:
    | 'get-unknown-task-invalid-params'
    | 'cancel-unknown-task-internal-error'
    | 'subscribe-unknown-task-invalid-params',
): SimTask {
  const id = requiredString(params, field);
  const task = ctx.tasks.get(id);
  if (task === undefined) {
    if (misfiled !== undefined && hasFault(ctx, misfiled))
      fail(
        misfiled === 'get-unknown-task-invalid-params' ? 'InvalidParamsError' : 'InternalError',
        {
          taskId: id,
        },
      );
    fail('TaskNotFoundError', { taskId: id });
  }
  return task;
}

/** The task as an answer's `historyLength` asks (A2A §3.2.4), with the history faults applied. */
function historyView(
  ctx: VendorContext,
  task: A2ATask,
  historyLength: number | undefined,
  op: 'get' | 'send',
): A2ATask {
  if (hasFault(ctx, 'history-parts-altered'))
    task.history = task.history?.map((m) => ({
      ...m,
      parts: m.parts.map((p) =>
        typeof p.text === 'string' ? { ...p, text: p.text.toUpperCase() } : p,
      ),
    }));
  let length = historyLength;
  if (hasFault(ctx, 'history-limit-ignored')) {
    task.history = [
      ...(task.history ?? []),
      { role: 'ROLE_AGENT', messageId: `${task.id}-reply`, parts: [{ text: 'working on it' }] },
    ];
    if (length !== undefined && length > 0) length = undefined;
  }
  if (hasFault(ctx, 'history-limit-keeps-oldest')) {
    task.history = [
      ...(task.history ?? []),
      { role: 'ROLE_AGENT', messageId: `${task.id}-reply`, parts: [{ text: 'working on it' }] },
    ];
    if (length !== undefined && length > 0) {
      task.history = task.history.slice(0, length);
      length = undefined;
    }
  }
  if (length === 0 && op === 'get' && hasFault(ctx, 'history-zero-ignored')) length = undefined;
  if (length === 0 && op === 'send' && hasFault(ctx, 'send-history-zero-ignored'))
    length = undefined;
  return viewOf(task, length === undefined ? {} : { historyLength: length });
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
