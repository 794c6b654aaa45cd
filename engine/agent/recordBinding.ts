import type {
  AgentBinding,
  BindingCallOptions,
  BindingStreamOptions,
  GrpcCallRead,
  StreamRead,
  WireAnswer,
} from '../../harness/wire/index.ts';
import {
  A2A_EXTENSIONS_HEADER,
  A2A_VERSION_HEADER,
  WIRE_DEFAULTS,
} from '../../harness/wire/index.ts';
import type { Transcript } from '../../harness/results/Transcript.ts';

/** What the transcript shows in place of a user's `--header` value. */
export const REDACTED = '[redacted]';

type Unary =
  | 'sendMessage'
  | 'getTask'
  | 'listTasks'
  | 'cancelTask'
  | 'createPushConfig'
  | 'getPushConfig'
  | 'listPushConfigs'
  | 'deletePushConfig';
type Streaming = 'sendStreamingMessage' | 'subscribeToTask';

const OPERATION: Record<
  Unary | Streaming | 'getExtendedAgentCard',
  Parameters<AgentBinding['operationName']>[0]
> = {
  sendMessage: 'SendMessage',
  sendStreamingMessage: 'SendStreamingMessage',
  getTask: 'GetTask',
  listTasks: 'ListTasks',
  cancelTask: 'CancelTask',
  subscribeToTask: 'SubscribeToTask',
  createPushConfig: 'CreateTaskPushNotificationConfig',
  getPushConfig: 'GetTaskPushNotificationConfig',
  listPushConfigs: 'ListTaskPushNotificationConfigs',
  deletePushConfig: 'DeleteTaskPushNotificationConfig',
  getExtendedAgentCard: 'GetExtendedAgentCard',
};

/**
 * `binding` with every exchange written to `transcript`: the operation, the service-parameter
 * headers the harness set (user `--header` values shown as `[redacted]`), the params, and what
 * came back (status and body, or each stream event). Unary operations go through as they are;
 * errors thrown by the wire layer are noted and rethrown.
 */
export function recordBinding<B extends AgentBinding>(
  binding: B,
  transcript: Transcript,
  userHeaders: Record<string, string>,
): B {
  const headersOf = (options: BindingCallOptions = {}): Record<string, string> => {
    const headers: Record<string, string> = {};
    for (const name of Object.keys(userHeaders)) headers[name] = REDACTED;
    const defaultVersion = binding.generation === '1.0' ? WIRE_DEFAULTS.a2aVersion : null;
    const version = options.version === undefined ? defaultVersion : options.version;
    if (version !== null) headers[A2A_VERSION_HEADER] = version;
    if (options.extensions !== undefined && options.extensions.length > 0)
      headers[A2A_EXTENSIONS_HEADER] = options.extensions.join(', ');
    return { ...headers, ...options.headers };
  };
  const unary = <T>(
    name: string,
    params: unknown,
    options: BindingCallOptions | undefined,
    run: () => Promise<WireAnswer<T>>,
  ) =>
    track(transcript, name, params, headersOf(options), async () => {
      const answer = await run();
      transcript.response(name, {
        status: answer.http.status,
        ...(answer.grpc !== undefined && { grpc: grpcSummary(answer.grpc) }),
        ...(answer.error !== undefined
          ? { error: answer.grpc !== undefined ? answer.error : answer.raw }
          : { result: answer.raw }),
        ...(answer.malformed !== undefined && { malformed: answer.malformed }),
      });
      return answer;
    });
  const streaming = (
    name: string,
    params: unknown,
    options: BindingStreamOptions | undefined,
    run: (o: BindingStreamOptions) => Promise<StreamRead>,
  ) =>
    track(transcript, name, params, headersOf(options), async () => {
      const read = await run({
        ...options,
        onEvent: (event, index) => {
          transcript.event(name, event);
          return options?.onEvent?.(event, index);
        },
      });
      transcript.note(`${name} stream ended`, {
        status: read.http.status,
        contentType: read.http.contentType,
        events: read.events.length,
        end: read.end,
        ...(read.grpc !== undefined && { grpc: grpcSummary(read.grpc) }),
        ...(read.error !== undefined && { error: read.error }),
        ...(read.malformed !== undefined && { malformed: read.malformed }),
        ...(read.eventProblems.length > 0 && { problems: read.eventProblems.slice(0, 5) }),
      });
      return read;
    });
  const wrapped = Object.create(binding) as B;
  const w = wrapped as unknown as Record<string, unknown>;
  for (const method of Object.keys(OPERATION) as (keyof typeof OPERATION)[]) {
    const name = binding.operationName(OPERATION[method]);
    if (method === 'sendStreamingMessage' || method === 'subscribeToTask') {
      w[method] = (params: unknown, options?: BindingStreamOptions) =>
        streaming(name, params, options, (o) =>
          (binding[method] as (p: unknown, o: BindingStreamOptions) => Promise<StreamRead>)(
            params,
            o,
          ),
        );
    } else if (method === 'getExtendedAgentCard') {
      w[method] = (options?: BindingCallOptions) =>
        unary(name, null, options, () => binding.getExtendedAgentCard(options));
    } else {
      w[method] = (params: unknown, options?: BindingCallOptions) =>
        unary(name, params, options, () =>
          (binding[method] as (p: unknown, o?: BindingCallOptions) => Promise<WireAnswer<unknown>>)(
            params,
            options,
          ),
        );
    }
  }
  return wrapped;
}

/** A gRPC call's status and metadata as the transcript shows them (binary values elided). */
function grpcSummary(read: GrpcCallRead): Record<string, unknown> {
  const trailers = { ...read.trailers };
  if (trailers['grpc-status-details-bin'] !== undefined)
    trailers['grpc-status-details-bin'] = '(google.rpc.Status, decoded in error.details)';
  return {
    code: read.code,
    status: read.status,
    details: read.details,
    trailers,
    messages: read.messages,
  };
}

async function track<T>(
  transcript: Transcript,
  name: string,
  params: unknown,
  headers: Record<string, string>,
  run: () => Promise<T>,
): Promise<T> {
  transcript.request(name, params, headers);
  try {
    return await run();
  } catch (cause) {
    const code = (cause as { code?: unknown }).code;
    transcript.note(`${name} failed`, {
      ...(typeof code === 'string' && { code }),
      message: cause instanceof Error ? cause.message : String(cause),
    });
    throw cause;
  }
}
