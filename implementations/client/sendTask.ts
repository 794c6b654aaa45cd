import type { ReassembledArtifact, StreamEvent } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { isJsonObject } from '../../harness/json/JsonValue.ts';
import {
  taskFailureCode,
  TERMINAL_STATES,
  WIRE_DEFAULTS,
  type JsonRpcBinding,
  type SendMessageParams,
  type WireError,
} from '../../harness/wire/index.ts';
import type { DelegationStrategy } from './DelegationStrategy.ts';

/** How one send ended: the task as it settled, the peer's JSON-RPC error code, or a stall. */
export type SendOutcome =
  | { state: string; code?: number; artifacts: ReassembledArtifact[] }
  | { rpcError: number }
  | { stalled: true };

interface SendInput {
  message: SendMessageParams['message'];
  extensions: string[];
  deadlineMs: number;
}

/**
 * Sends the task with a blocking `SendMessage` (A2A §3.1.1) and reads how it settled. A peer's
 * error answer is an outcome; an answer that is not JSON-RPC is `NET_BAD_RESPONSE`, thrown as an
 * SDK client throws it; a missed deadline is thrown as `NET_TIMEOUT` by the exchange.
 */
export async function sendBlocking(rpc: JsonRpcBinding, input: SendInput): Promise<SendOutcome> {
  const answer = await rpc.sendMessage(
    { message: input.message },
    { extensions: input.extensions, deadlineMs: input.deadlineMs },
  );
  if (answer.malformed !== undefined) throw notJsonRpc('SendMessage', answer.malformed);
  if (answer.error !== undefined) return rpcError('SendMessage', answer.error);
  const task = answer.result?.task;
  return {
    state: task?.status?.state ?? 'TASK_STATE_COMPLETED',
    ...codeOf(task),
    artifacts: (task?.artifacts ?? []).map((a) => ({
      artifactId: a.artifactId,
      parts: (a.parts ?? []) as Record<string, unknown>[],
    })),
  };
}

/**
 * Sends the task with `SendStreamingMessage` (A2A §3.1.2) and reads events until a terminal
 * state, the stream's end, or a stall. The read stops at the first event that is not a JSON-RPC
 * response to this request (`NET_BAD_RESPONSE`); a stream that goes silent for the whole deadline,
 * or outlives it, is a stall to this caller, as a blocking timeout is.
 */
export async function sendStreaming(
  rpc: JsonRpcBinding,
  input: SendInput,
  strategy: DelegationStrategy,
): Promise<SendOutcome> {
  const events: StreamEvent[] = [];
  let state = 'TASK_STATE_SUBMITTED';
  let task: unknown;
  const read = await rpc.sendStreamingMessage(
    { message: input.message },
    {
      extensions: input.extensions,
      deadlineMs: input.deadlineMs,
      maxEvents: WIRE_DEFAULTS.maxStreamEvents,
      stopOnProblem: true,
      onEvent: (event) => {
        events.push(event as StreamEvent);
        if (isJsonObject(event.task)) task = event.task;
        // A failure code travels in the status message's metadata; a status update carries it too.
        if (isJsonObject(event.statusUpdate)) task = { status: event.statusUpdate.status };
        const s = event.statusUpdate?.status?.state ?? event.task?.status?.state;
        if (s) state = s;
        return !TERMINAL_STATES.has(state);
      },
    },
  );
  const what = 'SendStreamingMessage';
  if (read.malformed !== undefined) throw notJsonRpc(what, read.malformed);
  const problem = read.eventProblems[0];
  if (problem !== undefined) throw notJsonRpc(what, problem);
  if (read.error !== undefined) return rpcError(what, read.error);
  if (read.end === 'stall' || read.end === 'timeout') return { stalled: true };
  if (read.end === 'limit')
    throw new CrosscheckError(
      'NET_RESPONSE_TOO_LARGE',
      `Failed to read the ${what} stream: ${events.length} events without a terminal state, the harness's limit; it stopped reading. Send fewer events.`,
    );
  return { state, ...codeOf(task), artifacts: strategy.reassemble(events) };
}

function rpcError(method: string, error: WireError): SendOutcome {
  if (error.malformed !== undefined) throw notJsonRpc(method, error.malformed);
  return { rpcError: error.code };
}

function notJsonRpc(method: string, why: string): CrosscheckError {
  return new CrosscheckError(
    'NET_BAD_RESPONSE',
    `Failed to call ${method}: the answer is not a JSON-RPC 2.0 response to the request (${why}). Check that the peer speaks A2A JSON-RPC.`,
  );
}

function codeOf(task: unknown): { code?: number } {
  const code = taskFailureCode(task);
  return code === undefined ? {} : { code };
}
