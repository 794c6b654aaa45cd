import type { JsonObject } from '../../json/JsonValue.ts';
import { WIRE_DEFAULTS } from '../defaults.ts';
import type {
  A2AOperation,
  AgentBinding,
  BindingCallOptions,
  BindingStreamOptions,
  GrpcCallRead,
  StreamRead,
  WireAnswer,
} from './AgentBinding.ts';
import type { HttpHead, HttpTarget } from './httpExchange.ts';
import { decodeGrpcError } from './grpc/decodeGrpcError.ts';
import { GRPC_DEFAULTS } from './grpc/grpcDefaults.ts';
import { grpcExchange, type GrpcExchangeRead } from './grpc/grpcExchange.ts';
import {
  GRPC_RPCS as RPCS,
  type GrpcCodec as Codec,
  type GrpcRpc as Rpc,
} from './grpc/grpcRpcs.ts';
import { loadGrpcKit, type GrpcKit } from './grpc/loadGrpcKit.ts';
import { operationCalls } from './operationCalls.ts';

/** The gRPC binding, with raw access for checks of what SDK clients never send. */
export interface GrpcBinding extends AgentBinding {
  readonly name: 'GRPC';
  /**
   * Calls `operation` with `body` as the request: a ProtoJSON object (encoded with the SDK's
   * message definitions) or bytes sent as given (unknown fields, broken encodings). The answer's
   * messages are decoded as the operation's response type when they can be.
   */
  invoke(
    operation: A2AOperation,
    body: JsonObject | Uint8Array,
    options?: BindingStreamOptions,
  ): Promise<GrpcInvokeRead>;
  /** The request message of `operation` for a ProtoJSON object, as `invoke` would send it. */
  encode(operation: A2AOperation, body: JsonObject): Promise<Uint8Array>;
}

/** A raw call's read: what the exchange showed, each message decoded as far as it goes. */
export interface GrpcInvokeRead extends GrpcExchangeRead {
  /** Each message in ProtoJSON, or the decoder's complaint. */
  decoded: ({ json: unknown } | { problem: string })[];
}

/**
 * A2A's gRPC binding (A2A §10) over one interface URL (`http://host:port` is plaintext HTTP/2,
 * `https:` TLS): proto3 messages of `lf.a2a.v1.A2AService`, service parameters as metadata
 * (`a2a-version`, `a2a-extensions`, §10.2), errors as a gRPC status with `google.rpc.Status`
 * details (§10.6), streams as server-streaming RPCs (§10.7). Answers keep what SDK clients hide:
 * the status code and its name, both metadata blocks, the message count. `options.version: null`
 * sends no `a2a-version`, any string is sent as given; `options.headers` become metadata.
 */
export function createGrpcBinding(init: {
  url: string;
  target: HttpTarget;
  headers?: Record<string, string>;
}): GrpcBinding {
  const url = init.url.replace(/\/+$/, '');

  function metadataFor(options: BindingCallOptions): Record<string, string> {
    const metadata: Record<string, string> = { ...init.headers };
    const version = options.version === undefined ? WIRE_DEFAULTS.a2aVersion : options.version;
    if (version !== null) metadata[GRPC_DEFAULTS.versionKey] = version;
    if (options.extensions !== undefined && options.extensions.length > 0)
      metadata[GRPC_DEFAULTS.extensionsKey] = options.extensions.join(', ');
    return { ...metadata, ...options.headers };
  }

  async function encode(operation: A2AOperation, body: JsonObject): Promise<Uint8Array> {
    const kit = await loadGrpcKit();
    const rpc = RPCS[operation];
    const def = kit.service[rpc.method] as { requestSerialize(v: unknown): Buffer };
    return new Uint8Array(
      def.requestSerialize((kit.types[rpc.request] as unknown as Codec).fromJSON(body)),
    );
  }

  async function invoke(
    operation: A2AOperation,
    body: JsonObject | Uint8Array,
    options: BindingStreamOptions = {},
  ): Promise<GrpcInvokeRead> {
    const kit = await loadGrpcKit();
    const rpc = RPCS[operation];
    const def = kit.service[rpc.method] as {
      path: string;
      requestSerialize(v: unknown): Buffer;
      responseDeserialize(b: Buffer): unknown;
    };
    const bytes = body instanceof Uint8Array ? body : await encode(operation, body);
    const decoded: GrpcInvokeRead['decoded'] = [];
    const read = await grpcExchange(
      kit,
      init.target,
      url,
      { path: def.path, body: bytes, metadata: metadataFor(options) },
      {
        ...(options.deadlineMs !== undefined && { deadlineMs: options.deadlineMs }),
        ...(options.signal !== undefined && { signal: options.signal }),
        ...(options.eventDeadlineMs !== undefined && { eventDeadlineMs: options.eventDeadlineMs }),
        ...(options.maxEvents !== undefined && { maxMessages: options.maxEvents }),
        onMessage(message, index) {
          const one = decodeMessage(kit, rpc, def, message);
          decoded.push(one);
          if (options.stopOnProblem === true && 'problem' in one) return false;
          if ('json' in one && options.onEvent !== undefined)
            return options.onEvent(one.json as never, index);
          return undefined;
        },
      },
    );
    return { ...read, decoded };
  }

  async function unary<T>(
    operation: A2AOperation,
    params: JsonObject,
    options: BindingCallOptions = {},
  ): Promise<WireAnswer<T>> {
    const read = await invoke(operation, params, { ...options, maxEvents: 2 });
    const http = headOf(read);
    const grpc = callRead(read);
    const raw = read.decoded.map((d) => ('json' in d ? d.json : d.problem));
    if (read.status === undefined || read.status.code !== 0) {
      const error = decodeGrpcError(await loadGrpcKit(), read);
      return { http, raw, error, grpc };
    }
    const first = read.decoded[0];
    const malformed =
      read.messages.length !== 1
        ? `a unary RPC answered ${read.messages.length} messages with status OK`
        : first !== undefined && 'problem' in first
          ? `the answer is not a ${RPCS[operation].response ?? 'Empty'}: ${first.problem}`
          : undefined;
    const result = (first !== undefined && 'json' in first ? first.json : {}) as T;
    return { http, raw: raw[0], result, grpc, ...(malformed !== undefined && { malformed }) };
  }

  async function stream(
    operation: A2AOperation,
    params: JsonObject,
    options: BindingStreamOptions = {},
  ): Promise<StreamRead> {
    const read = await invoke(operation, params, options);
    const events = read.decoded.flatMap((d) => ('json' in d ? [d.json as never] : []));
    const problems = read.decoded.flatMap((d, i) =>
      'problem' in d ? [`message ${i + 1}: ${d.problem}`] : [],
    );
    const out: StreamRead = {
      http: headOf(read),
      events,
      rawEvents: read.decoded.map((d) => ('json' in d ? d.json : d.problem)),
      eventProblems: problems,
      end: read.end,
      grpc: callRead(read),
    };
    if (read.status !== undefined && read.status.code !== 0)
      out.error = decodeGrpcError(await loadGrpcKit(), read);
    return out;
  }

  return {
    name: 'GRPC',
    generation: '1.0',
    url,
    operationName: (operation) => `${GRPC_DEFAULTS.service}/${operation}`,
    invoke,
    encode,
    ...operationCalls(unary, stream),
  };
}

function decodeMessage(
  kit: GrpcKit,
  rpc: Rpc,
  def: { responseDeserialize(b: Buffer): unknown },
  message: Uint8Array,
): { json: unknown } | { problem: string } {
  if (rpc.response === null) return { json: {} };
  try {
    const value = def.responseDeserialize(Buffer.from(message));
    return { json: (kit.types[rpc.response] as unknown as Codec).toJSON(value as never) };
  } catch (cause) {
    return {
      problem: `not a ${rpc.response} (${cause instanceof Error ? cause.message : String(cause)})`,
    };
  }
}

/** gRPC rides on HTTP/2 status 200; its head is the initial metadata. */
function headOf(read: GrpcExchangeRead): HttpHead {
  return { status: 200, contentType: read.headers['content-type'] ?? '', headers: read.headers };
}

function callRead(read: GrpcExchangeRead): GrpcCallRead {
  return {
    code: read.status?.code ?? -1,
    status: read.status?.name ?? `(none: the read ended by ${read.end})`,
    details: read.status?.details ?? '',
    headers: read.headers,
    trailers: read.trailers,
    messages: read.messages.length,
  };
}

/** `bytes` with a length-delimited field `field` appended: an unknown field proto3 must skip. */
export function withUnknownField(bytes: Uint8Array, field: number, text: string): Uint8Array {
  const value = new TextEncoder().encode(text);
  const head = [...varint((field << 3) | 2), ...varint(value.length)];
  const out = new Uint8Array(bytes.length + head.length + value.length);
  out.set(bytes, 0);
  out.set(head, bytes.length);
  out.set(value, bytes.length + head.length);
  return out;
}

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n >>> 0;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  out.push(v);
  return out;
}
