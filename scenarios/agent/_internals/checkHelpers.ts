import type {
  A2AErrorName,
  A2ATask,
  SendMessageResult,
  WireAnswer,
  WireError,
} from '../../../harness/wire/index.ts';
import { lagFreeClock } from '../../../harness/time/lagFreeClock.ts';
import {
  INTERRUPTED_STATES,
  LINGER_METADATA_KEY,
  lingerFor,
  MAX_LINGER_MS,
  isWireError,
  TERMINAL_STATES,
  watchTask as watchTaskOnWire,
  type ProgressGoal,
  type TaskWatch,
} from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import { isPeerFault } from '../../../harness/errors/index.ts';
import type { CheckHead } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import { CONDITIONS } from '../../../harness/rules/index.ts';

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

/**
 * True when `answer` is a 401 or 403 to a run that sent no `--header` credentials: an agent's
 * guard (A2A §13.3 lets it keep the extended card for authenticated callers), not an A2A answer
 * to judge.
 */
export function refusedForCredentials(ctx: CheckContext, answer: WireAnswer<unknown>): boolean {
  const { status } = answer.http;
  return (status === 401 || status === 403) && Object.keys(ctx.target.userHeaders).length === 0;
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

/** A task the agent was asked to keep running, as the non-blocking answer brought it. */
export interface RunningTask {
  task: A2ATask;
  answer: WireAnswer<SendMessageResult>;
  /** How long the agent was asked to keep it running. */
  lingerMs: number;
  /** How long the non-blocking answer took, on the lag-free clock. */
  elapsedMs: number;
}

/** What an act on a running task says when the task finished before the act reached it. */
export interface FinishedFirst {
  finishedFirst: string;
}

/** The lingers asked for in turn: one progress deadline, three, then the most an agent honours. */
export function lingerSteps(progressMs: number): number[] {
  const first = lingerFor(progressMs);
  return [...new Set([first, Math.min(MAX_LINGER_MS, 3 * first), MAX_LINGER_MS])];
}

/**
 * Acts on a task that is still running: sends a non-blocking message asking the agent to keep
 * the task running (`lingerSteps`), and hands the task to `act`, which returns its outcomes, or
 * `{ finishedFirst }` when the task finished before the act reached it (a race, not a fault).
 * Each miss tries again with a longer linger; when no try found the task running, every head is
 * `not-applicable`: A2A §3.2.2 lets an agent finish a task before it answers (the linger is the
 * harness's convention, which nothing in A2A obliges an agent to honour), so an agent that
 * finishes every task at once is correct and offers no running task to judge the rule on (the
 * condition `non-terminal-task` does not hold). The reason names every try. A SendMessage that
 * brings no task at all yields the heads' "no task" outcomes at once.
 */
export async function onRunningTask(
  ctx: CheckContext,
  heads: readonly CheckHead[],
  act: (got: RunningTask) => Promise<CheckOutcome[] | FinishedFirst>,
  text = 'a2a-crosscheck probe: take your time, then reply.',
): Promise<CheckOutcome[]> {
  const misses: string[] = [];
  for (const lingerMs of lingerSteps(ctx.target.deadlines.progressMs)) {
    const clock = lagFreeClock();
    const answer = await ctx.binding
      .sendMessage(ctx.send(text, { blocking: false, linger: lingerMs }), ctx.options())
      .finally(() => clock.stop());
    const elapsedMs = Math.round(clock.elapsed());
    const task = taskOf(answer);
    if (task === undefined) return heads.map((h) => noTask(ctx, h, answer));
    if (isTerminal(task.status?.state)) {
      misses.push(
        `asked to linger ${lingerMs} ms, the task was already ${task.status.state} when the non-blocking answer came (${elapsedMs} ms)`,
      );
      continue;
    }
    const done = await act({ task, answer, lingerMs, elapsedMs });
    if (!('finishedFirst' in done)) return done;
    misses.push(`asked to linger ${lingerMs} ms, ${done.finishedFirst}`);
  }
  return heads.map((h) =>
    ctx.notApplicable(
      h,
      `no running task to judge (${misses.length} tries): the agent finished each task before the check could act on it`,
      finishedAtOnce(misses),
    ),
  );
}

/**
 * The reason of a rule about a running task that no try could observe: the condition that does
 * not hold, what each try saw, and why this is no fault of the agent.
 */
export function finishedAtOnce(misses: readonly string[]): string {
  return (
    `condition "non-terminal-task" does not hold: ${CONDITIONS['non-terminal-task'].notApplicableReason} ` +
    `(${misses.join('; ')}). A2A §3.2.2 lets an agent finish a task before it answers; a ` +
    `cooperating agent keeps it running for the milliseconds the request metadata ` +
    `${LINGER_METADATA_KEY} asks, which no agent is obliged to honour.`
  );
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
  what: 'subscription' | 'subscriptions' | 'cancel' | 'follow-up',
): Promise<string | undefined> {
  // A read-back that fails on the wire settles nothing; a defect of the harness's own is thrown.
  const now = await ctx.binding.getTask({ id }, ctx.options()).catch((cause: unknown) => {
    if (!isPeerFault(cause)) throw cause;
    return undefined;
  });
  const state = now?.result?.status?.state;
  return isTerminal(state) && !(what === 'cancel' && state === 'TASK_STATE_CANCELED')
    ? `task ${id} was already ${state} when the ${what} arrived`
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

/** An id no agent has issued, this check's own (no other check or run names it). */
export function unknownId(ctx: CheckContext, what: string): string {
  return `${ctx.idPrefix}-no-such-${what}`;
}

/** What watching a task by polling saw. */
export type Watched = TaskWatch<WireError>;

/**
 * Polls GetTask (unrecorded) until the task reaches `goal` (`progress`: WORKING, interrupted or
 * terminal; `settled`: interrupted or terminal; `resumed`: WORKING or terminal) or `ms` pass: a
 * stall is a deadline, never a wait forever. The deadline runs on a lag-free clock (this
 * process's own event-loop lag is no stall), polling backs off, and a poll that fails on the wire (a reset connection, a GetTask that
 * outlasts the call deadline) is thrown, never taken for a stall.
 */
export function watchTask(
  ctx: CheckContext,
  taskId: string,
  goal: ProgressGoal,
  ms: number,
): Promise<Watched> {
  return watchTaskOnWire<WireError>(
    (deadlineMs) => ctx.quiet().getTask({ id: taskId }, ctx.options({ deadlineMs })),
    { goal, deadlineMs: ms, callDeadlineMs: ctx.target.deadlines.callMs },
  );
}
