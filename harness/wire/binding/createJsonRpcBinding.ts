import { isJsonObject } from '../../json/JsonValue.ts';
import { parseStrictJson } from '../../json/parseStrictJson.ts';
import { A2A_EXTENSIONS_HEADER, A2A_VERSION_HEADER, WIRE_DEFAULTS } from '../defaults.ts';
import type {
  A2AOperation,
  AgentBinding,
  BindingCallOptions,
  ProtocolGeneration,
  BindingStreamOptions,
  StreamRead,
  WireAnswer,
} from './AgentBinding.ts';
import { decodeJsonRpcError, jsonRpcErrorProblems } from './decodeError.ts';
import { httpExchange, type HttpTarget } from './httpExchange.ts';
import { JSON_RPC_METHODS } from './jsonRpcMethods.ts';
import type { DecodedEvent } from './readEventStream.ts';
import { streamExchange } from './streamExchange.ts';
import { operationCalls } from './operationCalls.ts';

/** The JSON-RPC binding, with the raw access its own envelope checks need. */
export interface JsonRpcBinding extends AgentBinding {
  readonly name: 'JSONRPC';
  /** Any method, params as given (no translation): unknown-method and params probes. */
  call(method: string, params: unknown, options?: BindingCallOptions): Promise<WireAnswer<unknown>>;
  /** Posts `body` verbatim (malformed JSON, invalid requests, odd ids). */
  post(body: string, options?: BindingCallOptions): Promise<WireAnswer<unknown>>;
}

/**
 * A2A's JSON-RPC binding (A2A §9) over one interface URL, in the generation the interface
 * declares: v1.0 (PascalCase methods, ProtoJSON shapes, `A2A-Version: 1.0`) or v0.3
 * (`message/send` …, shapes translated to v1.0 ones for the checks, no `A2A-Version`).
 */
export function createJsonRpcBinding(init: {
  url: string;
  generation: ProtocolGeneration;
  target: HttpTarget;
  /** Headers sent with every request (the user's `--header` values). */
  headers?: Record<string, string>;
  /**
   * Reads an answer's body (its bytes) or one event's `data` (a string) as JSON, throwing when
   * it is not one JSON text. Default the strict I-JSON parser; a client under test brings its own
   * reading (the reference client its model's `readAnswer` step, so a mutant of it reads as the
   * mutant does).
   */
  readJson?: (input: Uint8Array | string) => unknown;
}): JsonRpcBinding {
  const readJson = init.readJson ?? parseStrictJson;
  const methods = JSON_RPC_METHODS[init.generation];
  const defaultVersion = init.generation === '1.0' ? WIRE_DEFAULTS.a2aVersion : null;
  let nextId = 1;

  function headersFor(options: BindingCallOptions, accept: string): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept,
      ...init.headers,
    };
    const version = options.version === undefined ? defaultVersion : options.version;
    if (version !== null) headers[A2A_VERSION_HEADER] = version;
    if (options.extensions !== undefined && options.extensions.length > 0)
      headers[A2A_EXTENSIONS_HEADER] = options.extensions.join(', ');
    return { ...headers, ...options.headers };
  }

  async function post(
    body: string,
    options: BindingCallOptions = {},
    id?: unknown,
  ): Promise<WireAnswer<unknown>> {
    const answer = await httpExchange(
      init.target,
      { method: 'POST', url: init.url, headers: headersFor(options, 'application/json'), body },
      options,
    );
    const http = {
      status: answer.status,
      contentType: answer.contentType,
      headers: answer.headers,
    };
    let raw: unknown;
    try {
      raw = readJson(answer.bytes);
    } catch {
      return {
        http,
        raw: new TextDecoder().decode(answer.bytes.slice(0, 2048)),
        malformed: 'the body is not JSON',
      };
    }
    return { http, raw, ...readEnvelope(raw, id) };
  }

  async function call(
    method: string,
    params: unknown,
    options: BindingCallOptions = {},
  ): Promise<WireAnswer<unknown>> {
    const id = nextId++;
    return post(
      JSON.stringify({ jsonrpc: '2.0', id, method, ...(params !== undefined && { params }) }),
      options,
      id,
    );
  }

  async function op<T>(
    operation: A2AOperation,
    params: unknown,
    options: BindingCallOptions = {},
  ): Promise<WireAnswer<T>> {
    const spec = methods[operation];
    const answer = await call(spec.method, spec.params(params), options);
    if (answer.result === undefined) return answer as WireAnswer<T>;
    return { ...answer, result: spec.result(answer.result) as T };
  }

  async function stream(
    operation: A2AOperation,
    params: unknown,
    options: BindingStreamOptions = {},
  ): Promise<StreamRead> {
    const spec = methods[operation];
    const id = nextId++;
    return streamExchange(
      init.target,
      {
        method: 'POST',
        url: init.url,
        headers: headersFor(options, 'text/event-stream'),
        body: JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: spec.method,
          params: spec.params(params),
        }),
      },
      {
        event: (data) => decodeEvent(data, id, (r) => spec.event(r), readJson),
        nonStream(_status, bytes) {
          try {
            const envelope = readEnvelope(readJson(bytes), id);
            return envelope.error !== undefined
              ? { error: envelope.error }
              : { malformed: 'a JSON answer instead of an event stream' };
          } catch {
            return { malformed: 'neither an event stream nor a JSON-RPC answer' };
          }
        },
      },
      options,
    );
  }

  return {
    name: 'JSONRPC',
    generation: init.generation,
    url: init.url,
    operationName: (operation) => methods[operation].method,
    call,
    post: (body, options) => post(body, options),
    ...operationCalls(op, stream),
  };
}

/**
 * A JSON-RPC 2.0 response (JSON-RPC 2.0 §5) decoded leniently: the result or error is taken
 * when present, and every departure from the envelope is named in `malformed`.
 */
function readEnvelope(
  raw: unknown,
  id: unknown,
): Pick<WireAnswer<unknown>, 'result' | 'error' | 'malformed'> {
  if (!isJsonObject(raw)) return { malformed: 'the body is not a JSON object' };
  const problems: string[] = [];
  if (raw['jsonrpc'] !== '2.0') problems.push('"jsonrpc" is not "2.0"');
  const hasResult = 'result' in raw;
  const hasError = 'error' in raw;
  if (hasResult === hasError) problems.push('it must carry exactly one of "result" and "error"');
  // JSON-RPC 2.0 §5: the id is null only when the request's id could not be read.
  if (id !== undefined && raw['id'] !== id && !(hasError && raw['id'] === null))
    problems.push(
      `the id ${JSON.stringify(raw['id'])} does not echo the request's ${JSON.stringify(id)}`,
    );
  const out: Pick<WireAnswer<unknown>, 'result' | 'error' | 'malformed'> = {};
  if (hasError) {
    const error = raw['error'];
    if (isJsonObject(error)) {
      // The answer's own `malformed` names envelope problems only: the error object's shape is
      // the error-shape check's to judge (A2A-RPC-005). The error carries both, for clients.
      const all = [...problems, ...jsonRpcErrorProblems(error)];
      out.error = {
        ...decodeJsonRpcError(error),
        ...(all.length > 0 && { malformed: all.join('; ') }),
      };
    } else problems.push('"error" is not an object');
  } else if (hasResult) out.result = raw['result'];
  if (problems.length > 0) out.malformed = problems.join('; ');
  return out;
}

function decodeEvent(
  data: string,
  id: number,
  translate: (r: unknown) => DecodedEvent['event'],
  readJson: (input: string) => unknown,
): DecodedEvent {
  let raw: unknown;
  try {
    raw = readJson(data);
  } catch {
    return { raw: data.slice(0, 512), problem: 'not JSON' };
  }
  const envelope = readEnvelope(raw, id);
  if (envelope.error !== undefined) return { raw, error: envelope.error };
  const event = translate(envelope.result);
  const problems = [
    envelope.malformed,
    event === undefined ? 'the result is not a StreamResponse' : undefined,
  ].filter((p): p is string => p !== undefined);
  return {
    raw,
    ...(event !== undefined && { event }),
    ...(problems.length > 0 && { problem: problems.join('; ') }),
  };
}
