import { isCrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import {
  A2A_ERROR_DOMAIN,
  A2A_ERRORS,
  createGrpcBinding,
  grpcInterfaceUrl,
  TERMINAL_STATES,
  userHeadersFor,
  type WireAnswer,
} from '../../../harness/wire/index.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';

const GRPC = { rule: 'A2A-GRPC-001', caseId: 'agent-grpc-binding' };

/** What is wrong with an answer that should be an OK status with one message. */
function notOk(operation: string, answer: WireAnswer<unknown>): string | undefined {
  if (answer.error !== undefined)
    return `${operation} answered ${answer.error.grpcStatus ?? answer.error.code} (${answer.error.message.slice(0, 120)})`;
  if (answer.malformed !== undefined) return `${operation}: ${answer.malformed}`;
  return undefined;
}

/**
 * gRPC (A2A §10): on the first GRPC interface the card declares, the A2A service answers as the
 * binding says. `SendMessage` is an OK unary call with one `SendMessageResponse` holding a task or
 * a message (§10.1, §10.3); `GetTask` of an unknown id is `NOT_FOUND` whose
 * `grpc-status-details-bin` is a `google.rpc.Status` carrying an A2A `ErrorInfo`
 * (`TASK_NOT_FOUND`, domain `a2a-protocol.org`: §10.6 MUST, §5.4's table), and `CancelTask` of
 * the task when it came back finished `FAILED_PRECONDITION` with `TASK_NOT_CANCELABLE`; with streaming
 * declared, `SendStreamingMessage` is a server stream of `StreamResponse` messages ending OK
 * (§10.7). Service parameters travel as metadata (`a2a-version: 1.0`, the required extensions).
 * No GRPC interface: not applicable.
 */
export const grpcBinding: AgentCheck = {
  id: 'grpc-binding',
  heads: [GRPC],
  scope: 'card',
  generations: ['1.0', '0.3'],
  async run(ctx: CheckContext): Promise<CheckOutcome[]> {
    const declared = ctx.target.interfaces.filter((i) => i.binding === 'GRPC');
    if (declared.length === 0)
      return [
        ctx.notApplicable(
          GRPC,
          'the agent declares no GRPC interface',
          'condition "grpc-interface" does not hold',
        ),
      ];
    if (ctx.target.generation === '0.3')
      return [
        ctx.record(GRPC, 'error', {
          summary: `the v0.3 card declares a GRPC interface (${declared[0]!.url}); the harness speaks the gRPC binding of A2A v1.0 only`,
          reason:
            'the v0.3 service (package a2a.v1) has other messages than v1.0 (lf.a2a.v1); its JSON-RPC interface is judged instead',
          code: 'NOT_TESTABLE',
        }),
      ];
    const url = grpcInterfaceUrl(declared[0]!.url);
    const http = ctx.target.http;
    try {
      return [await judge(ctx, url, userHeadersFor(http, url, ctx.target.userHeaders))];
    } catch (cause) {
      if (!isCrosscheckError(cause, 'NOT_TESTABLE')) throw cause;
      return [
        ctx.record(GRPC, 'error', {
          summary: `the agent declares a GRPC interface (${url}), which cannot be judged here`,
          reason: cause.message,
          code: 'NOT_TESTABLE',
        }),
      ];
    }
  },
};

async function judge(
  ctx: CheckContext,
  url: string,
  headers: Record<string, string>,
): Promise<CheckOutcome> {
  const binding = ctx.recorded(createGrpcBinding({ url, target: ctx.target.http, headers }));
  const problems: string[] = [];

  const sent = await binding.sendMessage(ctx.send('hello over gRPC'), ctx.options());
  const sendProblem = notOk('SendMessage', sent);
  if (sendProblem !== undefined) problems.push(sendProblem);
  else if (!isJsonObject(sent.result) || (!('task' in sent.result) && !('message' in sent.result)))
    problems.push('SendMessage answered OK with neither a task nor a message');

  const missing = await binding.getTask({ id: `${ctx.idPrefix}-no-such-task` }, ctx.options());
  const error = missing.error;
  if (error === undefined)
    problems.push('GetTask of an unknown task id answered OK (A2A §5.4 wants NOT_FOUND)');
  else {
    if (error.code !== 5)
      problems.push(
        `GetTask of an unknown task id answered ${error.grpcStatus ?? error.code}, not NOT_FOUND (A2A §5.4)`,
      );
    if (error.malformed !== undefined) problems.push(`GetTask's error: ${error.malformed}`);
    else if (error.errorInfo === undefined)
      problems.push(
        `GetTask's ${error.grpcStatus ?? error.code} carries no google.rpc.ErrorInfo in grpc-status-details-bin (A2A §10.6: MUST)`,
      );
    else if (
      error.errorInfo.reason !== 'TASK_NOT_FOUND' ||
      error.errorInfo.domain !== A2A_ERROR_DOMAIN
    )
      problems.push(
        `GetTask's ErrorInfo is reason ${JSON.stringify(error.errorInfo.reason)}, domain ${JSON.stringify(error.errorInfo.domain)}; expected TASK_NOT_FOUND in ${A2A_ERROR_DOMAIN}`,
      );
  }

  // A second error of §5.4's table: CancelTask of the finished task is FAILED_PRECONDITION.
  const task = isJsonObject(sent.result) ? sent.result['task'] : undefined;
  const status = isJsonObject(task) ? task['status'] : undefined;
  const state = isJsonObject(status) && typeof status['state'] === 'string' ? status['state'] : '';
  if (isJsonObject(task) && typeof task['id'] === 'string' && TERMINAL_STATES.has(state)) {
    const cancel = await binding.cancelTask({ id: task['id'] }, ctx.options());
    const e = cancel.error;
    const want = A2A_ERRORS.TaskNotCancelable;
    if (e === undefined) problems.push(`CancelTask of a ${state} task answered OK`);
    else if (e.code !== want.grpc || e.errorInfo?.reason !== want.reason)
      problems.push(
        `CancelTask of a ${state} task answered ${e.grpcStatus ?? e.code} with reason ${JSON.stringify(e.errorInfo?.reason)}, not FAILED_PRECONDITION with ${want.reason} (A2A §5.4, §10.6)`,
      );
  }

  const capabilities = ctx.target.card.emitted['capabilities'];
  if (isJsonObject(capabilities) && capabilities['streaming'] === true) {
    const read = await binding.sendStreamingMessage(
      ctx.send('stream over gRPC'),
      ctx.streamOptions(),
    );
    if (read.error !== undefined)
      problems.push(
        `SendStreamingMessage answered ${read.error.grpcStatus ?? read.error.code} (${read.error.message.slice(0, 120)})`,
      );
    else if (read.events.length === 0)
      problems.push(`SendStreamingMessage streamed no message (ended: ${read.end})`);
    if (read.eventProblems.length > 0)
      problems.push(`SendStreamingMessage: ${read.eventProblems.slice(0, 2).join('; ')}`);
  }

  return problems.length === 0
    ? ctx.pass(
        GRPC,
        `the gRPC interface ${url} serves SendMessage, NOT_FOUND with ErrorInfo, and streams as A2A §10 says`,
      )
    : ctx.fail(GRPC, problems.slice(0, 3).join('; '), { actual: problems });
}
