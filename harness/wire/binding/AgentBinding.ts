import type { JsonObject } from '../../json/JsonValue.ts';
import type { A2AErrorName } from '../a2aErrors.ts';
import type { A2ATask, SendMessageParams, SendMessageResult, StreamResponse } from '../a2aTypes.ts';
import type { HttpHead } from './httpExchange.ts';

/** Protocol bindings the harness speaks (A2A §5.3). */
export type BindingName = 'JSONRPC' | 'HTTP+JSON' | 'GRPC';

/** The protocol generation an interface answers in. */
export type ProtocolGeneration = '1.0' | '0.3';

/** An error answer, decoded: what the agent meant and how it said it. */
export interface WireError {
  /**
   * The error the agent meant: from the A2A `ErrorInfo` reason when one is present, else from
   * the JSON-RPC code (HTTP+JSON: from the HTTP status only when it names one error, i.e. 404).
   * `null` when nothing identifies it.
   */
  type: A2AErrorName | null;
  /** JSON-RPC error code; for HTTP+JSON the HTTP status; for gRPC the gRPC status code. */
  code: number;
  /** Set on a gRPC error: `code` is a gRPC status code, named here (`FAILED_PRECONDITION`). */
  grpcStatus?: string;
  message: string;
  /** `error.data` (JSON-RPC) or `error.details` (HTTP+JSON), as sent. */
  details?: unknown;
  /** The first `google.rpc.ErrorInfo` in the details, when there is one. */
  errorInfo?: { reason?: unknown; domain?: unknown; metadata?: unknown };
  /**
   * Why the answer carrying this error is not a well-formed JSON-RPC 2.0 error response (its
   * envelope, JSON-RPC 2.0 §5, or the error object, §5.1), when it is not. The error is decoded
   * all the same, so a check can judge what the agent meant; a client refuses it.
   */
  malformed?: string;
}

/** One answer of an agent to one operation. Exactly one of `result` and `error` is set. */
export interface WireAnswer<T> {
  result?: T;
  error?: WireError;
  http: HttpHead;
  /** The decoded body as sent (before any translation), for shape checks. */
  raw: unknown;
  /** Why the answer is not a well-formed answer of the binding, when it is not. */
  malformed?: string;
  /** What a gRPC call showed beyond the message (status, metadata); gRPC answers only. */
  grpc?: GrpcCallRead;
}

/** What a gRPC call showed: the status and both metadata blocks (names lower-cased). */
export interface GrpcCallRead {
  code: number;
  status: string;
  details: string;
  headers: Record<string, string>;
  trailers: Record<string, string>;
  /** Response messages received (a unary call answers exactly one on success). */
  messages: number;
}

/** Per-call options. */
export interface BindingCallOptions {
  /** Extension URIs for `A2A-Extensions`, one comma-separated header when non-empty. */
  extensions?: readonly string[];
  /** `A2A-Version` to send; `null` sends none. Default: the binding's generation. */
  version?: string | null;
  /** Extra request headers (user `--header` values, probes of header spelling). */
  headers?: Record<string, string>;
  deadlineMs?: number;
  signal?: AbortSignal;
}

/** How a stream read ended. */
export type StreamEnd = 'closed' | 'stall' | 'timeout' | 'limit' | 'aborted';

/** A stream read to its end (or until the reader stopped). */
export interface StreamRead {
  http: HttpHead;
  /** Events in arrival order, translated to v1.0 shapes when the binding is v0.3. */
  events: StreamResponse[];
  /** Each event as sent on the wire (the `data` line, decoded), in the same order. */
  rawEvents: unknown[];
  /** Problems with individual events (not JSON, not a JSON-RPC response, wrong id …). */
  eventProblems: string[];
  /** The error the agent answered with instead of (or in the middle of) a stream. */
  error?: WireError;
  end: StreamEnd;
  /** Set when the answer was not an event stream at all. */
  malformed?: string;
  /** gRPC streams: the status and metadata (absent when the read stopped first). */
  grpc?: GrpcCallRead;
}

/** Options of a stream read. */
export interface BindingStreamOptions extends BindingCallOptions {
  /** Longest gap between two events before the stream counts as stalled. */
  eventDeadlineMs?: number;
  /**
   * Stop after this many events (the stream is then closed, end `'limit'`). Default 1,000, at
   * most `WIRE_DEFAULTS.maxStreamEvents`.
   */
  maxEvents?: number;
  /** Called with each event as it arrives; return `false` to stop reading. */
  onEvent?: (event: StreamResponse, index: number) => boolean | void;
  /**
   * Stop at the first event the binding cannot decode (end `'aborted'`, its problem in
   * `eventProblems`), as a client does. Default false: read on and record every problem.
   */
  stopOnProblem?: boolean;
}

/** `ListTasks` parameters (A2A §3.1.4). */
export interface ListTasksParams {
  contextId?: string;
  status?: string;
  pageSize?: number;
  pageToken?: string;
  historyLength?: number;
  /** Tasks whose status timestamp is at or after this ISO 8601 instant (A2A §3.1.4). */
  statusTimestampAfter?: string;
  includeArtifacts?: boolean;
}

/** `ListTasksResponse`. */
export interface ListTasksResult {
  tasks: A2ATask[];
  nextPageToken?: string;
  pageSize?: number;
  totalSize?: number;
}

/** `TaskPushNotificationConfig` (A2A §4.3.1), flattened as v1.0 has it. */
export interface PushConfig {
  id?: string;
  taskId?: string;
  url: string;
  token?: string;
  authentication?: { scheme: string; credentials?: string };
}

/**
 * The A2A operations (A2A §3.1) over one interface of one agent. Every call has a deadline and
 * a size cap; none throws on an agent's error answer (it comes back as `error`). Calls throw
 * only harness errors: `NET_TIMEOUT`, `NET_UNREACHABLE`, `NET_RESPONSE_TOO_LARGE`.
 */
export interface AgentBinding {
  readonly name: BindingName;
  readonly generation: ProtocolGeneration;
  /** The interface URL. */
  readonly url: string;
  /** The binding's name of each operation (method name or `VERB /path`), for reports. */
  operationName(operation: A2AOperation): string;
  sendMessage(
    params: SendMessageParams,
    options?: BindingCallOptions,
  ): Promise<WireAnswer<SendMessageResult>>;
  sendStreamingMessage(
    params: SendMessageParams,
    options?: BindingStreamOptions,
  ): Promise<StreamRead>;
  getTask(
    params: { id: string; historyLength?: number },
    options?: BindingCallOptions,
  ): Promise<WireAnswer<A2ATask>>;
  listTasks(
    params: ListTasksParams,
    options?: BindingCallOptions,
  ): Promise<WireAnswer<ListTasksResult>>;
  cancelTask(params: { id: string }, options?: BindingCallOptions): Promise<WireAnswer<A2ATask>>;
  subscribeToTask(params: { id: string }, options?: BindingStreamOptions): Promise<StreamRead>;
  createPushConfig(
    config: PushConfig & { taskId: string },
    options?: BindingCallOptions,
  ): Promise<WireAnswer<PushConfig>>;
  getPushConfig(
    params: { taskId: string; id: string },
    options?: BindingCallOptions,
  ): Promise<WireAnswer<PushConfig>>;
  listPushConfigs(
    params: { taskId: string },
    options?: BindingCallOptions,
  ): Promise<WireAnswer<{ configs: PushConfig[]; nextPageToken?: string }>>;
  deletePushConfig(
    params: { taskId: string; id: string },
    options?: BindingCallOptions,
  ): Promise<WireAnswer<unknown>>;
  getExtendedAgentCard(options?: BindingCallOptions): Promise<WireAnswer<JsonObject>>;
}

/** The operations of A2A §3.1, by their v1.0 JSON-RPC names. */
export type A2AOperation =
  | 'SendMessage'
  | 'SendStreamingMessage'
  | 'GetTask'
  | 'ListTasks'
  | 'CancelTask'
  | 'SubscribeToTask'
  | 'CreateTaskPushNotificationConfig'
  | 'GetTaskPushNotificationConfig'
  | 'ListTaskPushNotificationConfigs'
  | 'DeleteTaskPushNotificationConfig'
  | 'GetExtendedAgentCard';
