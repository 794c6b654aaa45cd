import type { Evidence } from '../../harness/results/types.ts';
import type {
  A2AMessage,
  A2AOperation,
  A2APart,
  AgentBinding,
  BindingCallOptions,
  BindingStreamOptions,
  SendMessageParams,
  StreamRead,
  WireAnswer,
} from '../../harness/wire/index.ts';
import type { CheckOutcome } from './CheckOutcome.ts';
import type { CheckHead } from './CheckHead.ts';
import type { AgentTarget } from './AgentTarget.ts';
import type { Transcript } from '../../harness/results/Transcript.ts';

/** What one run of one check works with. */
export interface CheckContext {
  readonly target: AgentTarget;
  /** The binding under test (recorded); for `card` checks, the preferred one, if any. */
  readonly binding: AgentBinding;
  /** Every drivable binding (recorded), preferred first. */
  readonly bindings: readonly AgentBinding[];
  readonly transcript: Transcript;
  /**
   * The binding under test, unrecorded: for polls whose every answer would bury the evidence
   * (a check notes what the polling saw instead).
   */
  quiet(): AgentBinding;
  /** The binding under test without the user's `--header` credentials (recorded as well). */
  unauthenticated(): AgentBinding;
  /** Any of the target's bindings without credentials (recorded). */
  unauthenticatedFor(binding: AgentBinding): AgentBinding;
  /** `binding` (one the check made, e.g. over a gRPC interface) with its exchanges recorded. */
  recorded<B extends AgentBinding>(binding: B): B;
  /**
   * The prefix of every id this check makes (messages, unknown task and config ids, contexts):
   * `crosscheck-<seed>-<run>-<check>-<binding>`, so no two checks, and no two runs against one
   * agent, share an id, and a check's verdict does not depend on which checks ran before it.
   */
  readonly idPrefix: string;
  /** A user message with a fresh id (`<idPrefix>-m<n>`). */
  message(parts: A2APart[], extra?: Partial<A2AMessage>): A2AMessage;
  /**
   * A text-only `SendMessageRequest`; `linger` asks a cooperating agent to keep the task running
   * that long: `true` for one progress deadline, or a number of milliseconds.
   */
  send(
    text: string,
    extra?: { blocking?: boolean; linger?: boolean | number; message?: Partial<A2AMessage> },
  ): SendMessageParams;
  /** Call options with the card's required extensions activated and the call deadline. */
  options(extra?: BindingCallOptions): BindingCallOptions;
  streamOptions(extra?: BindingStreamOptions): BindingStreamOptions;
  /** The outcome of `head` for this run (its transcript so far attached). */
  record(head: CheckHead, verdict: CheckOutcome['verdict'], evidence: Evidence): CheckOutcome;
  pass(head: CheckHead, summary: string, more?: Omit<Evidence, 'summary'>): CheckOutcome;
  fail(head: CheckHead, summary: string, more?: Omit<Evidence, 'summary'>): CheckOutcome;
  notApplicable(head: CheckHead, summary: string, reason: string): CheckOutcome;
  /**
   * When `answer` says the operation is not served (JSON-RPC -32601, or no HTTP+JSON route), the
   * not-applicable record for `head`, charged to the operation's own rule; else `undefined`.
   */
  unserved(
    head: CheckHead,
    operation: A2AOperation,
    answer: WireAnswer<unknown> | StreamRead,
  ): CheckOutcome | undefined;
}

/** The rule that owns "operation X is not served" (A2A-SEND-001 owns SendMessage, …). */
export const OPERATION_OWNER: Record<A2AOperation, string> = {
  SendMessage: 'A2A-SEND-001',
  SendStreamingMessage: 'A2A-STREAM-001',
  GetTask: 'A2A-GET-002',
  ListTasks: 'A2A-LIST-001',
  CancelTask: 'A2A-CANCEL-003',
  SubscribeToTask: 'A2A-STREAM-006',
  CreateTaskPushNotificationConfig: 'A2A-PUSH-001',
  GetTaskPushNotificationConfig: 'A2A-PUSH-002',
  ListTaskPushNotificationConfigs: 'A2A-PUSH-003',
  DeleteTaskPushNotificationConfig: 'A2A-PUSH-004',
  GetExtendedAgentCard: 'A2A-CARD-009',
};

/**
 * True when the answer says "no such operation": JSON-RPC -32601, or an HTTP+JSON 404/405/501
 * that carries no A2A error (a task-level 404 carries TASK_NOT_FOUND).
 */
export function isUnserved(answer: WireAnswer<unknown> | StreamRead): boolean {
  const error = answer.error;
  if (error === undefined) return false;
  if (error.type === 'MethodNotFound') return true;
  const status = answer.http.status;
  return (
    (status === 404 || status === 405 || status === 501) &&
    error.errorInfo === undefined &&
    answer.http.contentType.indexOf('json') === -1
  );
}
