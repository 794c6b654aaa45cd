import { isJsonObject, type JsonObject } from '../../harness/json/JsonValue.ts';
import type { A2AOperation } from '../../harness/wire/index.ts';
import { restErrorAs } from './errorForms.ts';
import { requestVersion, versionServed } from './handleJsonRpc.ts';
import { runOperation } from './operations.ts';
import { rpcError, RpcFailure } from './rpcErrors.ts';
import { streamTask } from './streamTask.ts';
import type { VendorContext } from './VendorContext.ts';
import { hold } from './waitFor.ts';
import { applyFaults } from './faultHooks.ts';
import type { RestRules } from '../faults/FaultDeclaration.ts';
import { requestHeaders, responseHeaders } from '../vendorTranscript.ts';

/** One route of the HTTP+JSON binding: verb, path pattern, operation, params from the path. */
interface Route {
  verbs: readonly string[];
  pattern: RegExp;
  operation: A2AOperation;
  params(m: RegExpExecArray): JsonObject;
}

const id = (m: RegExpExecArray): string => decodeURIComponent(m[1]!);

/** A2A §11.3 (and the proto's `GET` for subscribe, §11.3.2 says `POST`: both are served). */
const ROUTES: readonly Route[] = [
  { verbs: ['POST'], pattern: /^\/message:send$/, operation: 'SendMessage', params: () => ({}) },
  {
    verbs: ['POST'],
    pattern: /^\/message:stream$/,
    operation: 'SendStreamingMessage',
    params: () => ({}),
  },
  { verbs: ['GET'], pattern: /^\/tasks$/, operation: 'ListTasks', params: () => ({}) },
  {
    verbs: ['POST'],
    pattern: /^\/tasks\/([^/]+?):cancel$/,
    operation: 'CancelTask',
    params: (m) => ({ id: id(m) }),
  },
  {
    verbs: ['POST', 'GET'],
    pattern: /^\/tasks\/([^/]+?):subscribe$/,
    operation: 'SubscribeToTask',
    params: (m) => ({ id: id(m) }),
  },
  {
    verbs: ['GET'],
    pattern: /^\/tasks\/([^/:]+)$/,
    operation: 'GetTask',
    params: (m) => ({ id: id(m) }),
  },
  {
    verbs: ['POST'],
    pattern: /^\/tasks\/([^/]+)\/pushNotificationConfigs$/,
    operation: 'CreateTaskPushNotificationConfig',
    params: (m) => ({ taskId: id(m) }),
  },
  {
    verbs: ['GET'],
    pattern: /^\/tasks\/([^/]+)\/pushNotificationConfigs$/,
    operation: 'ListTaskPushNotificationConfigs',
    params: (m) => ({ taskId: id(m) }),
  },
  {
    verbs: ['GET'],
    pattern: /^\/tasks\/([^/]+)\/pushNotificationConfigs\/([^/]+)$/,
    operation: 'GetTaskPushNotificationConfig',
    params: (m) => ({ taskId: id(m), id: decodeURIComponent(m[2]!) }),
  },
  {
    verbs: ['DELETE'],
    pattern: /^\/tasks\/([^/]+)\/pushNotificationConfigs\/([^/]+)$/,
    operation: 'DeleteTaskPushNotificationConfig',
    params: (m) => ({ taskId: id(m), id: decodeURIComponent(m[2]!) }),
  },
  {
    verbs: ['GET'],
    pattern: /^\/extendedAgentCard$/,
    operation: 'GetExtendedAgentCard',
    params: () => ({}),
  },
];

const JSON_TYPE = 'application/a2a+json';

/**
 * The HTTP+JSON binding of A2A v1.0 (§11) for one vendor, under `prefix`: resource URLs, JSON
 * bodies, camelCase query parameters for GET and DELETE (§11.5), `google.rpc.Status` errors
 * (§11.6), SSE whose `data` is the StreamResponse itself (§11.7). The operations are the same
 * the JSON-RPC binding runs.
 */
export async function handleRest(
  ctx: VendorContext,
  request: Request,
  prefix: string,
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(prefix.length) || '/';
  const label = `${request.method} ${path}`;
  const rules = restRules(ctx);
  const match = ROUTES.map((r) => ({ r, m: r.pattern.exec(path) })).find(
    (x) =>
      x.m !== null && x.r.verbs.includes(request.method) && !rules.unrouted.includes(x.r.operation),
  );
  const text = request.method === 'POST' ? await request.text() : '';
  if (match === undefined) {
    ctx.recorder.request(label, text || null, requestHeaders(request.headers));
    const headers = new Headers({ 'content-type': 'text/plain' });
    ctx.recorder.response(label, 'no such route', responseHeaders(404, headers));
    return new Response('no such route', { status: 404, headers });
  }
  let body: unknown = {};
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    ctx.recorder.request(label, text, requestHeaders(request.headers));
    return error(ctx, label, rpcError('JSONParseError'));
  }
  ctx.recorder.request(label, body, requestHeaders(request.headers));
  const query = Object.fromEntries(url.searchParams);
  const headerVersion = request.headers.get('a2a-version');
  const version =
    headerVersion === null && query['A2A-Version'] !== undefined
      ? query['A2A-Version']
      : requestVersion(ctx, request, 'HTTP+JSON');
  if (!versionServed(ctx, version))
    return error(
      ctx,
      label,
      rpcError('VersionNotSupportedError', { requested: version, supported: '1.0' }),
    );
  if (ctx.persona.behaviour.hang !== 'none') {
    ctx.recorder.note('held', { path, end: await hold(ctx, request.signal) });
    return new Response(null, { status: 503 });
  }
  const params = {
    ...(isJsonObject(body) ? body : {}),
    ...(rules.readQuery ? paramsOf(query) : {}),
    ...match.r.params(match.m!),
  };
  try {
    const outcome = await runOperation(ctx, match.r.operation, params, request);
    if (outcome.kind === 'stream')
      return streamTask(ctx, label, null, outcome, request.signal, (result) => result);
    const answer = applyFaults(ctx, 'restAnswer', {
      operation: match.r.operation,
      contentType: JSON_TYPE,
      body: outcome.result,
    });
    const headers = new Headers({ 'content-type': answer.contentType });
    ctx.recorder.response(label, answer.body, responseHeaders(200, headers));
    return new Response(JSON.stringify(answer.body), { status: 200, headers });
  } catch (cause) {
    if (cause instanceof RpcFailure) return error(ctx, label, cause.error);
    throw cause;
  }
}

/** Query parameters as operation params: numbers and booleans parsed where the proto has them. */
function paramsOf(query: Record<string, string>): JsonObject {
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(query)) {
    if (name === 'A2A-Version') continue;
    out[name] =
      /^(historyLength|pageSize)$/.test(name) && /^\d+$/.test(value)
        ? Number(value)
        : name === 'includeArtifacts'
          ? value === 'true'
          : value;
  }
  return out;
}

/** How this vendor's HTTP+JSON binding routes and reads requests, its faults applied. */
function restRules(ctx: VendorContext): RestRules {
  return applyFaults(ctx, 'restRules', {
    unrouted: [],
    readQuery: true,
    taskNotFoundAsUnsupported: false,
  });
}

function error(
  ctx: VendorContext,
  label: string,
  given: Parameters<typeof restErrorAs>[1],
): Response {
  const rpc =
    given.code === -32001 && restRules(ctx).taskNotFoundAsUnsupported
      ? rpcError('UnsupportedOperationError')
      : given;
  const { status, body } = restErrorAs(ctx, rpc);
  const headers = new Headers({ 'content-type': JSON_TYPE });
  ctx.recorder.response(label, body, responseHeaders(status, headers));
  return new Response(JSON.stringify(body), { status, headers });
}
