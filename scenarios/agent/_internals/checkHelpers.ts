import type {
  A2AErrorName,
  A2ATask,
  SendMessageResult,
  WireAnswer,
  WireError,
} from '../../../harness/wire/index.ts';
import {
  INTERRUPTED_STATES,
  isWireError,
  TERMINAL_STATES,
  watchTask as watchTaskOnWire,
  type TaskWatch,
} from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import { isPeerFault } from '../../../harness/errors/index.ts';
import type { CheckHead } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';

export const isTerminal = (state: string | undefined): boolean =>
  state !== undefined && TERMINAL_STATES.has(state);
export const isSettled = (state: string | undefined): boolean =>
  state !== undefined && (TERMINAL_STATES.has(state) || INTERRUPTED_STATES.has(state));

/** `code message` of an error, for summaries. */
export function describe(error: WireError | undefined): string {
  if (error === undefined) return 'no error';
  return `${error.code}${error.type !== null ? ` (${error.type})` : ''} "${error.message.slice(0, 120)}"`;
}

/** What an answer was, in a few words, for summaries. */
export function describeAnswer(answer: WireAnswer<unknown>): string {
  if (answer.error !== undefined) return `error ${describe(answer.error)}`;
  if (answer.result !== undefined) return 'a result';
  return `HTTP ${answer.http.status} with ${answer.malformed ?? 'nothing usable'}`;
}

/**
 * Judges an answer that must be the A2A error `expected`: pass when it is, the owner's verdict
 * when the operation is not served, fail otherwise (naming what came instead).
 */
export function expectError(
  ctx: CheckContext,
  head: CheckHead,
  answer: WireAnswer<unknown>,
  expected: A2AErrorName,
  what: string,
  operation: Parameters<CheckContext['unserved']>[1],
): CheckOutcome {
  if (isWireError(answer.error, expected))
    return ctx.pass(head, `${what}: answered ${describe(answer.error)}`, { actual: answer.error });
  const unserved = ctx.unserved(head, operation, answer);
  if (unserved !== undefined) return unserved;
  return ctx.fail(head, `${what}: expected ${expected}, got ${describeAnswer(answer)}`, {
    expected: { error: expected },
    actual: answer.error ?? answer.raw,
  });
}

/** The task of a SendMessage answer, if it is one. */
export function taskOf(answer: WireAnswer<SendMessageResult>): A2ATask | undefined {
  const task = answer.result?.task;
  return typeof task === 'object' && task !== null && typeof task.id === 'string'
    ? task
    : undefined;
}

/** Why a check has no task to work with: records that reason for any head. */
export type NoTask = { skip(head: CheckHead): CheckOutcome };

/** Sends a blocking message and returns its task, or why there is none. */
export async function blockingTask(
  ctx: CheckContext,
  text = 'a2a-crosscheck probe: reply with anything.',
): Promise<{ task: A2ATask; answer: WireAnswer<SendMessageResult> } | NoTask> {
  const answer = await ctx.binding.sendMessage(ctx.send(text), ctx.options());
  const task = taskOf(answer);
  if (task !== undefined) return { task, answer };
  return { skip: (head) => noTask(ctx, head, answer) };
}

/**
 * Sends a non-blocking message asking the agent to linger, and returns the task while it is still
 * running or interrupted, or why there is none.
 */
export async function runningTask(
  ctx: CheckContext,
  text = 'a2a-crosscheck probe: take your time, then reply.',
): Promise<{ task: A2ATask } | NoTask> {
  const answer = await ctx.binding.sendMessage(
    ctx.send(text, { blocking: false, linger: true }),
    ctx.options(),
  );
  const task = taskOf(answer);
  if (task === undefined) return { skip: (head) => noTask(ctx, head, answer) };
  if (isTerminal(task.status?.state))
    return {
      skip: (head) =>
        ctx.notApplicable(
          head,
          `the task was already ${task.status.state} when the non-blocking answer arrived`,
          'condition "non-terminal-task" does not hold',
        ),
    };
  return { task };
}

/**
 * When a request about a task that was running is refused, and the task is terminal now, it
 * finished between the two requests: a race, not a fault, whatever the error said (the refusal
 * of a terminal task is judged by its own check). The words to say so, or `undefined` when the
 * refusal stands.
 */
export async function finishedMeanwhile(
  ctx: CheckContext,
  id: string,
  what: 'subscription' | 'cancel',
): Promise<string | undefined> {
  // A read-back that fails on the wire settles nothing; a defect of the harness's own is thrown.
  const now = await ctx.binding.getTask({ id }, ctx.options()).catch((cause: unknown) => {
    if (!isPeerFault(cause)) throw cause;
    return undefined;
  });
  const state = now?.result?.status?.state;
  return isTerminal(state) && !(what === 'cancel' && state === 'TASK_STATE_CANCELED')
    ? `task ${id} was already ${state} when the ${what} arrived (it outran the linger the harness asked for)`
    : undefined;
}

function noTask(
  ctx: CheckContext,
  head: CheckHead,
  answer: WireAnswer<SendMessageResult>,
): CheckOutcome {
  const unserved = ctx.unserved(head, 'SendMessage', answer);
  if (unserved !== undefined) return unserved;
  if (answer.result?.message !== undefined)
    return ctx.notApplicable(
      head,
      'the agent answered with a message, not a task',
      'no task to judge',
    );
  return ctx.notApplicable(
    head,
    `SendMessage gave no task (${describeAnswer(answer)})`,
    'no task to judge; A2A-SEND-001 judges the answer itself',
  );
}

/**
 * Polls GetTask (unrecorded) until the task settles or `ms` pass on the lag-free clock; the last
 * snapshot seen. A poll that fails on the wire is thrown (the check reports its code).
 */
export async function settle(
  ctx: CheckContext,
  taskId: string,
  ms: number,
): Promise<A2ATask | undefined> {
  return (await watchTask(ctx, taskId, 'settled', ms)).last;
}

/** An id no agent has issued. */
export function unknownId(ctx: CheckContext, what: string): string {
  return `crosscheck-no-such-${what}-${ctx.target.seed}`;
}

/** What watching a task by polling saw. */
export type Watched = TaskWatch<WireError>;

/**
 * Polls GetTask (unrecorded) until the task reaches `goal` (`progress`: WORKING, interrupted or
 * terminal; `settled`: interrupted or terminal) or `ms` pass: a stall is a deadline, never a wait
 * forever. The deadline runs on a lag-free clock (this process's own event-loop lag is no stall),
 * polling backs off, and a poll that fails on the wire (a reset connection, a GetTask that
 * outlasts the call deadline) is thrown, never taken for a stall.
 */
export function watchTask(
  ctx: CheckContext,
  taskId: string,
  goal: 'progress' | 'settled',
  ms: number,
): Promise<Watched> {
  return watchTaskOnWire<WireError>(
    (deadlineMs) => ctx.quiet().getTask({ id: taskId }, ctx.options({ deadlineMs })),
    { goal, deadlineMs: ms, callDeadlineMs: ctx.target.deadlines.callMs },
  );
}
