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
import { LINGER_METADATA_KEY, lingerFor } from '../../harness/wire/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import { bindingSlug, type AgentCheck, type CheckHead } from './AgentCheck.ts';
import type { AgentTarget } from './AgentTarget.ts';
import type { AgentTranscript } from './AgentTranscript.ts';

/** What one run of one check works with. */
export interface CheckContext {
  readonly target: AgentTarget;
  /** The binding under test (recorded); for `card` checks, the preferred one, if any. */
  readonly binding: AgentBinding;
  /** Every drivable binding (recorded), preferred first. */
  readonly bindings: readonly AgentBinding[];
  readonly transcript: AgentTranscript;
  /**
   * The binding under test, unrecorded: for polls whose every answer would bury the evidence
   * (a check notes what the polling saw instead).
   */
  quiet(): AgentBinding;
  /** The binding under test without the user's `--header` credentials (recorded as well). */
  unauthenticated(): AgentBinding;
  /** Any of the target's bindings without credentials (recorded). */
  unauthenticatedFor(binding: AgentBinding): AgentBinding;
  /** A user message with a fresh id (unique per run, see `defaults.ts`). */
  message(parts: A2APart[], extra?: Partial<A2AMessage>): A2AMessage;
  /** A text-only `SendMessageRequest`; `linger` asks a cooperating agent to take that long. */
  send(
    text: string,
    extra?: { blocking?: boolean; linger?: boolean; message?: Partial<A2AMessage> },
  ): SendMessageParams;
  /** Call options with the card's required extensions activated and the call deadline. */
  options(extra?: BindingCallOptions): BindingCallOptions;
  streamOptions(extra?: BindingStreamOptions): BindingStreamOptions;
  /** The case record of `head` for this run (case id suffixed per binding). */
  record(head: CheckHead, verdict: CaseRecord['verdict'], evidence: Evidence): CaseRecord;
  pass(head: CheckHead, summary: string, more?: Omit<Evidence, 'summary'>): CaseRecord;
  fail(head: CheckHead, summary: string, more?: Omit<Evidence, 'summary'>): CaseRecord;
  notApplicable(head: CheckHead, summary: string, reason: string): CaseRecord;
  /**
   * When `answer` says the operation is not served (JSON-RPC -32601, or no HTTP+JSON route), the
   * not-applicable record for `head`, charged to the operation's own rule; else `undefined`.
   */
  unserved(
    head: CheckHead,
    operation: A2AOperation,
    answer: WireAnswer<unknown> | StreamRead,
  ): CaseRecord | undefined;
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

let runNonce = 0;

export function createCheckContext(init: {
  check: AgentCheck;
  target: AgentTarget;
  binding: AgentBinding;
  bindings: readonly AgentBinding[];
  transcript: AgentTranscript;
  suffixed: boolean;
  /** Wraps a binding so its exchanges land in this check's transcript. */
  record: (binding: AgentBinding) => AgentBinding;
  /** The unwrapped binding under test (to derive others from). */
  raw: AgentBinding | undefined;
}): CheckContext {
  const { target, binding, transcript, check } = init;
  const nonce = (runNonce = (runNonce + 1) % 1_000_000);
  let n = 0;
  const caseIdOf = (head: CheckHead): string =>
    init.suffixed ? `${head.caseId}-${bindingSlug(binding.name)}` : head.caseId;
  const options = (extra: BindingCallOptions = {}): BindingCallOptions => ({
    deadlineMs: target.deadlines.callMs,
    ...extra,
    extensions: [...new Set([...target.requiredExtensions, ...(extra.extensions ?? [])])],
  });
  const record = (
    head: CheckHead,
    verdict: CaseRecord['verdict'],
    evidence: Evidence,
  ): CaseRecord => {
    const caseId = caseIdOf(head);
    return {
      caseId,
      rule: head.rule,
      iut: target.iut,
      vendor: null,
      transport: 'http',
      canonicalization: head.canonicalization ?? null,
      verdict,
      evidence: { ...evidence, case: caseId, transcript: transcript.since(0) },
    };
  };
  const ctx: CheckContext = {
    target,
    binding,
    bindings: init.bindings,
    transcript,
    unauthenticated() {
      if (init.raw === undefined) throw new Error('no binding to probe without credentials');
      return init.record(target.withoutCredentials(init.raw));
    },
    unauthenticatedFor: (b) => init.record(target.withoutCredentials(b)),
    quiet: () => init.raw ?? binding,
    message(parts, extra = {}) {
      n += 1;
      // Unique across runs: an agent MAY deduplicate by messageId (§3.3.1).
      return {
        messageId: `crosscheck-${target.seed}-${Date.now().toString(36)}-${nonce}-${check.id}-${n}`,
        role: 'ROLE_USER',
        parts,
        ...extra,
      };
    },
    send(text, extra = {}) {
      const params: SendMessageParams = { message: ctx.message([{ text }], extra.message) };
      if (extra.blocking === false) params.configuration = { returnImmediately: true };
      if (extra.linger === true) {
        // Request metadata in v1.0; a v0.3 executor sees only the message, so it rides there too.
        const linger = { [LINGER_METADATA_KEY]: lingerFor(target.deadlines.progressMs) };
        params.metadata = linger;
        params.message.metadata = { ...params.message.metadata, ...linger };
      }
      return params;
    },
    options,
    streamOptions: (extra = {}) => ({
      eventDeadlineMs: target.deadlines.callMs,
      ...options(extra),
      ...extra,
      extensions: options(extra).extensions ?? [],
    }),
    record,
    pass: (head, summary, more = {}) => record(head, 'pass', { summary, ...more }),
    fail: (head, summary, more = {}) => record(head, 'fail', { summary, ...more }),
    notApplicable: (head, summary, reason) => record(head, 'not-applicable', { summary, reason }),
    unserved(head, operation, answer) {
      if (!isUnserved(answer)) return undefined;
      const owner = OPERATION_OWNER[operation];
      if (owner === head.rule)
        return record(head, 'fail', {
          summary: `${binding.operationName(operation)} is not served (${answer.error?.code ?? answer.http.status}): the agent does not implement a core operation`,
          actual: answer.error,
        });
      return record(head, 'not-applicable', {
        summary: `${binding.operationName(operation)} is not served, so this cannot be judged`,
        reason: `the missing operation is charged to ${owner}, never counted as evidence here`,
      });
    },
  };
  return ctx;
}
