import { isJsonObject } from '../../harness/json/JsonValue.ts';
import type { A2AOperation } from '../../harness/wire/index.ts';
import { admitMessage } from './admitMessage.ts';
import { listTasks } from './listTasks.ts';
import { fail } from './rpcErrors.ts';
import type { SimTask } from './SimTask.ts';
import { optionalCount, viewOf } from './taskViews.ts';
import type { VendorContext } from './VendorContext.ts';
import { pushRules } from './pushConfigs.ts';
import { applyFaults } from './faultHooks.ts';
import { waitForBlockingAnswer } from './blockingWait.ts';
import { withDataModelFaults } from './dataModelFaults.ts';
import type { A2ATask } from '../../harness/wire/index.ts';
import type { SendAnswer } from '../faults/FaultDeclaration.ts';

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
  const gates = applyFaults(ctx, 'capabilityGates', {
    streaming: true,
    pushNotifications: true,
    extendedAgentCard: true,
  });
  const streamingOk =
    capabilities['streaming'] === true || !behaviour.capabilityChecks || !gates.streaming;
  const pushOk =
    capabilities['pushNotifications'] === true ||
    !behaviour.capabilityChecks ||
    !gates.pushNotifications;
  switch (operation) {
    case 'SendMessage': {
      const { task, returnImmediately, historyLength, followUp, resumedAt } = admitMessage(
        ctx,
        params,
        request.headers,
      );
      const plan = applyFaults(ctx, 'sendPlan', {
        returnImmediately,
        answerAtOnce: returnImmediately,
        holdAsLongAgain: false,
        terminalOnly: false,
      });
      const immediate = plan.answerAtOnce;
      // A2A §3.2.2: blocking waits for a terminal or interrupted state.
      if (!immediate) await waitForBlockingAnswer(ctx, task, plan, request.signal);
      // Non-blocking: the task as created (or as resumed), however long this handler took to get here.
      const snapshot = immediate ? task.snapshot(store, resumedAt ?? 0) : task.snapshot(store);
      const view = withDataModelFaults(ctx, historyView(ctx, snapshot, historyLength, 'send'));
      const answer: SendAnswer = { followUp, nextId: () => ctx.nextId(), result: { task: view } };
      return result(applyFaults(ctx, 'sendAnswer', answer).result);
    }
    case 'SendStreamingMessage': {
      if (!streamingOk)
        fail('UnsupportedOperationError', { why: 'capabilities.streaming is not true' });
      const { task, resumedAt } = admitMessage(ctx, params, request.headers, true);
      // A resumed task's stream starts where its input arrived: the interrupted state it left
      // is history, and replaying it would close the stream at once.
      return { kind: 'stream', task, fromAge: resumedAt ?? 0, subscription: false };
    }
    case 'SubscribeToTask': {
      if (!streamingOk)
        fail('UnsupportedOperationError', { why: 'capabilities.streaming is not true' });
      const task = findTask(ctx, params, 'id', operation);
      // A2A §3.1.6: any task not in a terminal state may be subscribed to, an interrupted one too.
      if (
        task.isTerminalNow() &&
        applyFaults(ctx, 'subscribePlan', { refuseSettled: true }).refuseSettled
      )
        fail('UnsupportedOperationError', { taskId: task.id, why: 'task is in a terminal state' });
      return { kind: 'stream', task, fromAge: task.age(), subscription: true };
    }
    case 'GetTask': {
      const task = findTask(ctx, params, 'id', operation);
      const historyLength = optionalCount(params, 'historyLength');
      const view = withDataModelFaults(
        ctx,
        historyView(ctx, task.snapshot(store), historyLength, 'get'),
      );
      return result(applyFaults(ctx, 'gotTask', view));
    }
    case 'ListTasks':
      return result(listTasks(ctx, params));
    case 'CancelTask': {
      const task = findTask(ctx, params, 'id', operation);
      const plan = applyFaults(ctx, 'cancelPlan', {
        refuseSettled: true,
        cancel: true,
        reportCanceled: false,
      });
      // A2A §3.1.5: only a finished task is not cancelable; an interrupted one is canceled.
      if (task.isTerminalNow()) {
        if (!plan.refuseSettled) return result(task.snapshot(store));
        fail('TaskNotCancelableError', { taskId: task.id });
      }
      if (plan.cancel) task.cancel();
      const answer = task.snapshot(store);
      if (plan.reportCanceled) answer.status = { ...answer.status, state: 'TASK_STATE_CANCELED' };
      return result(answer);
    }
    case 'CreateTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId', operation);
      const created = await ctx.push.createRequested(ctx, task, params, request.signal);
      return result(applyFaults(ctx, 'pushConfigAnswer', { ...created }));
    }
    case 'GetTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId', operation);
      const config =
        ctx.push.get(task.id, requiredString(params, 'id')) ??
        (pushRules(ctx).getUnknownAnswersFirst ? ctx.push.list(task.id)[0] : undefined);
      if (config === undefined)
        fail('TaskNotFoundError', { taskId: task.id, why: 'no such push notification config' });
      return result(config);
    }
    case 'ListTaskPushNotificationConfigs': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId', operation);
      const configs = ctx.push.list(task.id);
      return result({
        configs: applyFaults(ctx, 'pushConfigListing', configs),
        nextPageToken: '',
      });
    }
    case 'DeleteTaskPushNotificationConfig': {
      if (!pushOk) fail('PushNotificationNotSupportedError');
      const task = findTask(ctx, params, 'taskId', operation);
      const removed = ctx.push.delete(task.id, requiredString(params, 'id'));
      if (!removed && pushRules(ctx).deleteGoneFails)
        fail('TaskNotFoundError', { taskId: task.id, why: 'no such push notification config' });
      return result({});
    }
    case 'GetExtendedAgentCard':
      // A2A §3.3.4: undeclared ⇒ UnsupportedOperationError; no persona configures an extended card.
      if (capabilities['extendedAgentCard'] !== true && gates.extendedAgentCard)
        fail('UnsupportedOperationError', { why: 'capabilities.extendedAgentCard is not true' });
      if (applyFaults(ctx, 'extendedCard', { internalError: false }).internalError)
        fail('InternalError');
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

/** The task `params[field]` names, or the error `operation` answers for a task not there. */
function findTask(
  ctx: VendorContext,
  params: unknown,
  field: 'id' | 'taskId',
  operation: A2AOperation,
): SimTask {
  const id = requiredString(params, field);
  const task = ctx.tasks.get(id);
  if (task !== undefined) return task;
  const plan = applyFaults(ctx, 'unknownTask', {
    operation,
    id,
    known: [...ctx.tasks.keys()],
    error: 'TaskNotFoundError',
  });
  const instead = plan.instead === undefined ? undefined : ctx.tasks.get(plan.instead);
  if (instead === undefined) fail(plan.error, { taskId: id });
  return instead;
}

/** The task as an answer's `historyLength` asks (A2A §3.2.4), with the history faults applied. */
function historyView(
  ctx: VendorContext,
  task: A2ATask,
  historyLength: number | undefined,
  operation: 'get' | 'send',
): A2ATask {
  const view = applyFaults(ctx, 'historyView', { operation, task, historyLength });
  return viewOf(
    view.task,
    view.historyLength === undefined ? {} : { historyLength: view.historyLength },
  );
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
