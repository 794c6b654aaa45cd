import { isJsonObject, stringOr, type JsonObject } from '../../json/JsonValue.ts';
import { parseStrictJson } from '../../json/parseStrictJson.ts';
import { A2A_EXTENSIONS_HEADER, A2A_VERSION_HEADER, WIRE_DEFAULTS } from '../defaults.ts';
import type {
  A2AOperation,
  AgentBinding,
  BindingCallOptions,
  BindingStreamOptions,
  StreamRead,
  WireAnswer,
} from './AgentBinding.ts';
import { decodeRestError } from './decodeError.ts';
import { httpExchange, type HttpRequest, type HttpTarget } from './httpExchange.ts';
import { streamExchange } from './streamExchange.ts';
import { operationCalls } from './operationCalls.ts';

/** The HTTP+JSON binding, with raw access for its URL and error-shape checks. */
export interface RestBinding extends AgentBinding {
  readonly name: 'HTTP+JSON';
  /** Any request under the interface URL (`path` starts with `/`), body sent as given. */
  request(
    method: HttpRequest['method'],
    path: string,
    body?: string,
    options?: BindingCallOptions,
  ): Promise<WireAnswer<unknown>>;
}

const seg = encodeURIComponent;

/** Verb and path of each operation (A2A §11.3, §5.3), relative to the interface URL. */
const ROUTES: Record<
  A2AOperation,
  (p: JsonObject) => { method: HttpRequest['method']; path: string }
> = {
  SendMessage: () => ({ method: 'POST', path: '/message:send' }),
  SendStreamingMessage: () => ({ method: 'POST', path: '/message:stream' }),
  GetTask: (p) => ({ method: 'GET', path: `/tasks/${seg(stringOr(p['id']))}` }),
  ListTasks: () => ({ method: 'GET', path: '/tasks' }),
  CancelTask: (p) => ({ method: 'POST', path: `/tasks/${seg(stringOr(p['id']))}:cancel` }),
  // §11.3.2 says POST; the proto's http option says GET. Both are tried (POST first).
  SubscribeToTask: (p) => ({ method: 'POST', path: `/tasks/${seg(stringOr(p['id']))}:subscribe` }),
  CreateTaskPushNotificationConfig: (p) => ({
    method: 'POST',
    path: `/tasks/${seg(stringOr(p['taskId']))}/pushNotificationConfigs`,
  }),
  GetTaskPushNotificationConfig: (p) => ({
    method: 'GET',
    path: `/tasks/${seg(stringOr(p['taskId']))}/pushNotificationConfigs/${seg(stringOr(p['id']))}`,
  }),
  ListTaskPushNotificationConfigs: (p) => ({
    method: 'GET',
    path: `/tasks/${seg(stringOr(p['taskId']))}/pushNotificationConfigs`,
  }),
  DeleteTaskPushNotificationConfig: (p) => ({
    method: 'DELETE',
    path: `/tasks/${seg(stringOr(p['taskId']))}/pushNotificationConfigs/${seg(stringOr(p['id']))}`,
  }),
  GetExtendedAgentCard: () => ({ method: 'GET', path: '/extendedAgentCard' }),
};

/**
 * A2A's HTTP+JSON binding (A2A §11) over one interface URL: resource URLs, JSON bodies,
 * query parameters in camelCase (§11.5) for GET and DELETE, `google.rpc.Status` errors (§11.6),
 * SSE with bare `StreamResponse` data (§11.7). Requests are sent as `application/json`, which
 * every HTTP+JSON server reads; §11.1's `application/a2a+json` is a SHOULD.
 */
export function createRestBinding(init: {
  url: string;
  target: HttpTarget;
  headers?: Record<string, string>;
}): RestBinding {
  const base = init.url.replace(/\/+$/, '');

  function headersFor(
    options: BindingCallOptions,
    accept: string,
    body: boolean,
  ): Record<string, string> {
    const headers: Record<string, string> = { accept, ...init.headers };
    if (body) headers['content-type'] = 'application/json';
    const version = options.version === undefined ? WIRE_DEFAULTS.a2aVersion : options.version;
    if (version !== null) headers[A2A_VERSION_HEADER] = version;
    if (options.extensions !== undefined && options.extensions.length > 0)
      headers[A2A_EXTENSIONS_HEADER] = options.extensions.join(', ');
    return { ...headers, ...options.headers };
  }

  async function request(
    method: HttpRequest['method'],
    path: string,
    body?: string,
    options: BindingCallOptions = {},
  ): Promise<WireAnswer<unknown>> {
    const answer = await httpExchange(
      init.target,
      {
        method,
        url: `${base}${path}`,
        headers: headersFor(options, 'application/json', body !== undefined),
        ...(body !== undefined && { body }),
      },
      options,
    );
    const http = {
      status: answer.status,
      contentType: answer.contentType,
      headers: answer.headers,
    };
    let raw: unknown = undefined;
    if (answer.bytes.length > 0) {
      try {
        raw = parseStrictJson(answer.bytes);
      } catch {
        const text = new TextDecoder().decode(answer.bytes.slice(0, 2048));
        return answer.status >= 400
          ? {
              http,
              raw: text,
              error: decodeRestError(answer.status, undefined),
              malformed: 'the error body is not JSON',
            }
          : { http, raw: text, malformed: 'the body is not JSON' };
      }
    }
    if (answer.status >= 200 && answer.status < 300) return { http, raw, result: raw ?? {} };
    const error = decodeRestError(answer.status, raw);
    const shaped = isJsonObject(raw) && isJsonObject(raw['error']);
    return {
      http,
      raw,
      error,
      ...(!shaped && {
        malformed: 'the error body is not a google.rpc.Status ({ "error": { … } })',
      }),
    };
  }

  async function op<T>(
    operation: A2AOperation,
    params: JsonObject,
    options: BindingCallOptions = {},
  ): Promise<WireAnswer<T>> {
    const route = ROUTES[operation](params);
    const query =
      route.method === 'GET' || route.method === 'DELETE' ? toQuery(operation, params) : '';
    const body = route.method === 'POST' ? JSON.stringify(bodyOf(operation, params)) : undefined;
    return (await request(route.method, `${route.path}${query}`, body, options)) as WireAnswer<T>;
  }

  async function stream(
    operation: A2AOperation,
    params: JsonObject,
    options: BindingStreamOptions = {},
  ): Promise<StreamRead> {
    const route = ROUTES[operation](params);
    const read = await streamOnce(
      route.method,
      route.path,
      route.method === 'POST' ? JSON.stringify(bodyOf(operation, params)) : undefined,
      options,
    );
    if (operation === 'SubscribeToTask' && isRouteMissing(read))
      return streamOnce('GET', route.path, undefined, options);
    return read;
  }

  async function streamOnce(
    method: HttpRequest['method'],
    path: string,
    body: string | undefined,
    options: BindingStreamOptions,
  ): Promise<StreamRead> {
    return streamExchange(
      init.target,
      {
        method,
        url: `${base}${path}`,
        headers: headersFor(options, 'text/event-stream', body !== undefined),
        ...(body !== undefined && { body }),
      },
      {
        event(data) {
          let raw: unknown;
          try {
            raw = parseStrictJson(data);
          } catch {
            return { raw: data.slice(0, 512), problem: 'not JSON' };
          }
          if (isJsonObject(raw) && isJsonObject(raw['error']))
            return { raw, error: decodeRestError(500, raw) };
          return isJsonObject(raw) ? { raw, event: raw } : { raw, problem: 'not a JSON object' };
        },
        nonStream(status, bytes) {
          let raw: unknown;
          try {
            raw = bytes.length === 0 ? undefined : parseStrictJson(bytes);
          } catch {
            raw = undefined;
          }
          if (status >= 400) return { error: decodeRestError(status, raw) };
          return { malformed: 'a JSON answer instead of an event stream' };
        },
      },
      options,
    );
  }

  return {
    name: 'HTTP+JSON',
    generation: '1.0',
    url: base,
    operationName(operation) {
      const route = ROUTES[operation]({ id: '{id}', taskId: '{id}' });
      return `${route.method} ${route.path.replace('{id}/pushNotificationConfigs/{id}', '{id}/pushNotificationConfigs/{configId}')}`;
    },
    request,
    ...operationCalls(op, stream),
  };
}

/** A 404 or 405 that carries no A2A error: the route itself is not served. */
function isRouteMissing(read: StreamRead): boolean {
  return (
    (read.http.status === 404 || read.http.status === 405) && read.error?.errorInfo === undefined
  );
}

/** Fields carried in the path are left out of the body (HTTP transcoding with `body: "*"`). */
function bodyOf(operation: A2AOperation, params: JsonObject): JsonObject {
  if (operation === 'CancelTask' || operation === 'SubscribeToTask') return {};
  if (operation === 'CreateTaskPushNotificationConfig') {
    const rest = { ...params };
    delete rest['taskId'];
    return rest;
  }
  return params;
}

/** §11.5: GET and DELETE parameters as camelCase query parameters; path fields excluded. */
function toQuery(operation: A2AOperation, params: JsonObject): string {
  const inPath = new Set(['id', 'taskId']);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (operation !== 'ListTasks' && inPath.has(name)) continue;
    if (value === undefined || value === null || typeof value === 'object') continue;
    query.append(name, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
