import { isJsonObject } from '../../harness/json/JsonValue.ts';
import { A2A_VERSION_HEADER, type JsonRpcErrorObject } from '../../harness/wire/index.ts';
import { admitMessage } from './admitMessage.ts';
import { rpcError, RpcFailure, fail } from './rpcErrors.ts';
import { streamTask } from './streamTask.ts';
import { hold, waitFor, type VendorContext } from './VendorContext.ts';

const PUSH_METHODS = new Set([
  'CreateTaskPushNotificationConfig',
  'GetTaskPushNotificationConfig',
  'ListTaskPushNotificationConfigs',
  'DeleteTaskPushNotificationConfig',
]);

/**
 * The JSON-RPC binding of A2A v1.0 (§9) for one vendor: envelope checks, `A2A-Version`, the
 * persona's `hang` knob, then the method. Every request, answer and event goes to the
 * vendor's transcript.
 */
export async function handleJsonRpc(ctx: VendorContext, request: Request): Promise<Response> {
  const text = await request.text();
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    ctx.recorder.request('(unparseable)', request.headers, text);
    return reply(ctx, '(unparseable)', null, { error: rpcError('JSONParseError') });
  }
  if (
    !isJsonObject(envelope) ||
    envelope['jsonrpc'] !== '2.0' ||
    typeof envelope['method'] !== 'string' ||
    !isRpcId(envelope['id'])
  ) {
    ctx.recorder.request('(invalid)', request.headers, envelope);
    const id = isJsonObject(envelope) && isRpcId(envelope['id']) ? envelope['id'] : null;
    return reply(ctx, '(invalid)', id, { error: rpcError('InvalidRequestError') });
  }
  const { method, id, params } = envelope as { method: string; id: unknown; params: unknown };
  ctx.recorder.request(method, request.headers, envelope);

  const version = versionOf(request.headers, ctx.persona.behaviour.acceptMissingVersion);
  if (!/^1\.0(\.\d+)?$/.test(version)) {
    return reply(ctx, method, id, {
      error: rpcError('VersionNotSupportedError', { requested: version, supported: '1.0' }),
    });
  }
  if (ctx.persona.behaviour.hang !== 'none') {
    const end = await hold(ctx, request.signal);
    ctx.recorder.note('held', { method, end });
    return new Response(null, { status: 503 });
  }
  try {
    return await dispatch(ctx, request, method, id, params);
  } catch (cause) {
    if (cause instanceof RpcFailure) return reply(ctx, method, id, { error: cause.error });
    throw cause;
  }
}

async function dispatch(
  ctx: VendorContext,
  request: Request,
  method: string,
  id: unknown,
  params: unknown,
): Promise<Response> {
  const { capabilities, behaviour } = ctx.persona;
  const store = behaviour.artifactStore;
  const streamingOk = capabilities['streaming'] === true || !behaviour.capabilityChecks;
  switch (method) {
    case 'SendMessage': {
      const { task, returnImmediately } = admitMessage(ctx, params, request.headers);
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
      return reply(ctx, method, id, {
        result: { task: returnImmediately ? task.snapshot(store, 0) : task.snapshot(store) },
      });
    }
    case 'SendStreamingMessage': {
      if (!streamingOk)
        fail('UnsupportedOperationError', { why: 'capabilities.streaming is not true' });
      const { task } = admitMessage(ctx, params, request.headers);
      return streamTask(ctx, method, id, task, 0, request.signal);
    }
    case 'SubscribeToTask': {
      if (!streamingOk)
        fail('UnsupportedOperationError', { why: 'capabilities.streaming is not true' });
      const task = findTask(ctx, params);
      if (task.isSettledNow())
        fail('UnsupportedOperationError', { taskId: task.id, why: 'task is in a terminal state' });
      return streamTask(ctx, method, id, task, task.age(), request.signal);
    }
    case 'GetTask':
      return reply(ctx, method, id, { result: findTask(ctx, params).snapshot(store) });
    case 'CancelTask': {
      const task = findTask(ctx, params);
      if (task.isSettledNow()) fail('TaskNotCancelableError', { taskId: task.id });
      task.cancel();
      return reply(ctx, method, id, { result: task.snapshot(store) });
    }
    case 'GetExtendedAgentCard':
      // A2A §3.3.4: undeclared ⇒ UnsupportedOperationError; no persona configures an extended card.
      if (capabilities['extendedAgentCard'] !== true)
        fail('UnsupportedOperationError', { why: 'capabilities.extendedAgentCard is not true' });
      return reply(ctx, method, id, {
        error: { code: -32007, message: 'Extended Agent Card not configured' },
      });
    default:
      // No persona simulates push notifications, so every push-config method is refused (§3.3.4).
      if (PUSH_METHODS.has(method)) fail('PushNotificationNotSupportedError');
      fail('MethodNotFoundError', { method });
  }
}

function findTask(ctx: VendorContext, params: unknown) {
  const id = isJsonObject(params) ? params['id'] : undefined;
  if (typeof id !== 'string') fail('InvalidParamsError', { field: 'id' });
  const task = ctx.tasks.get(id);
  if (task === undefined) fail('TaskNotFoundError', { taskId: id });
  return task;
}

/** A2A §3.6.2: an empty or missing `A2A-Version` means 0.3. */
function versionOf(headers: Headers, acceptMissing: boolean): string {
  const value = (headers.get(A2A_VERSION_HEADER) ?? '').trim();
  return value === '' ? (acceptMissing ? '1.0' : '0.3') : value;
}

function isRpcId(id: unknown): boolean {
  return typeof id === 'string' || typeof id === 'number' || id === null;
}

function reply(
  ctx: VendorContext,
  method: string,
  id: unknown,
  outcome: { result: unknown } | { error: JsonRpcErrorObject },
): Response {
  const body = { jsonrpc: '2.0', id, ...outcome };
  const headers = new Headers({ 'content-type': 'application/json' });
  ctx.recorder.response(method, 200, headers, body);
  return new Response(JSON.stringify(body), { status: 200, headers });
}
