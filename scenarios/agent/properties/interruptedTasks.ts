import { isCrosscheckError } from '../../../harness/errors/index.ts';
import {
  isWireError,
  type A2ATask,
  type WireAnswer,
  type WireError,
} from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { isUnserved } from '../CheckContext.ts';
import { describe, watchTask } from '../_internals/checkHelpers.ts';
import { INPUT_REQUIRED, isTerminal, type ModelTask, type TaskModel } from './TaskModel.ts';
import { PROGRAM_RULES, pick, stateOf, type Find, type ProgramRun } from './programRun.ts';

/**
 * The task a `get` step reads: one of those a send asked to stop for input, read until it
 * settles (a terminal or interrupted state) when the model holds it still running, as a
 * non-blocking send leaves it. A string says why there is nothing to read.
 */
export async function askedTask(
  ctx: CheckContext,
  model: TaskModel,
  index: number,
): Promise<{ t: ModelTask; watched?: A2ATask } | string> {
  const t = pick(
    model.tasks.filter((x) => x.asked === true),
    index,
  );
  if (t === undefined) return 'get: skipped (no task asked to stop for input)';
  if (isTerminal(t.state) || t.awaitsInput === true) return { t };
  const watch = await watchTask(ctx, t.id, 'settled', ctx.target.deadlines.progressMs);
  return watch.last === undefined ? { t } : { t, watched: watch.last };
}

/**
 * Judges what a message to a task the model holds waiting for input (INPUT_REQUIRED since the
 * last message) got: the input an interrupted task asked for continues it (A2A §3.4.3), so the
 * answer is that task (same id and context) or a message; a refusal is a fault unless it is
 * about the part's media type or the task has ended meanwhile (the agent may end a task that
 * waits, by cancel or expiry). `answered` is the task the answer or stream named, if any.
 */
export async function judgeResume(
  ctx: CheckContext,
  t: ModelTask,
  outcome: { error?: WireError; answered?: { id: unknown; contextId: unknown } },
  run: ProgramRun,
  find: Find,
): Promise<void> {
  const rule = PROGRAM_RULES.resume;
  const { error, answered } = outcome;
  if (error !== undefined) {
    if (isWireError(error, 'ContentTypeNotSupported')) return;
    const now = await ctx.binding.getTask({ id: t.id }, ctx.options());
    if (isUnserved(now) || isTerminal(stateOf(now.result))) return;
    run.judged.add(rule);
    find(
      rule,
      `a message naming ${t.id}, which the agent had reported ${INPUT_REQUIRED}, was refused with ${describe(error)} (GetTask reads it ${now.error === undefined ? stateOf(now.result) : describe(now.error)}): the message that brings an input-required task its input continues it`,
    );
    return;
  }
  run.judged.add(rule);
  if (answered === undefined) return;
  if (answered.id !== t.id || answered.contextId !== t.contextId)
    find(
      rule,
      `a message naming ${t.id} (context ${t.contextId}), which the agent had reported ${INPUT_REQUIRED}, was answered with task ${String(answered.id)} in context ${String(answered.contextId)}, not the task it continues`,
    );
}

/**
 * Judges a blocking answer to a message asking the agent to stop the task for input: it comes
 * at a terminal or an interrupted state (A2A §3.2.2), never while the task still works. A
 * terminal answer judges nothing here: the agent did not stop the task (the convention binds no
 * agent), so the answer says nothing of interrupted states.
 */
export function judgeBlockingAnswer(state: string, id: string, run: ProgramRun, find: Find): void {
  if (isTerminal(state)) return;
  run.judged.add(PROGRAM_RULES.blocking);
  if (state !== INPUT_REQUIRED && state !== 'TASK_STATE_AUTH_REQUIRED')
    find(
      PROGRAM_RULES.blocking,
      `a blocking SendMessage asking the agent to stop task ${id} for input answered it ${state}, neither terminal nor interrupted`,
    );
}

/**
 * A stream of a task asked to stop for input that ended (closed, or silent past its event
 * deadline) before any terminal or interrupted state: where GetTask then reads the task
 * INPUT_REQUIRED, the stream withheld the state change the store holds (A2A §3.5.2: events are
 * delivered as generated; the stream and the store disagree, which A2A-GET-001 owns).
 */
export async function judgeStreamedStop(
  ctx: CheckContext,
  t: ModelTask,
  end: string,
  run: ProgramRun,
  find: Find,
): Promise<void> {
  if (t.awaitsInput === true || isTerminal(t.state) || end === 'aborted') return;
  const now = await ctx.binding.getTask({ id: t.id }, ctx.options());
  if (isUnserved(now) || stateOf(now.result) !== INPUT_REQUIRED) return;
  run.judged.add(PROGRAM_RULES.get);
  find(
    PROGRAM_RULES.get,
    `the stream of ${t.id} ended (${end}) at ${t.state}, never ${INPUT_REQUIRED}; GetTask reads it ${INPUT_REQUIRED}`,
  );
}

/** True when a send failed by its deadline: a blocking call the agent never answered. */
export const timedOut = (cause: unknown): boolean => isCrosscheckError(cause, 'NET_TIMEOUT');

/**
 * A blocking send that got no answer by its deadline: where the task it was about reads
 * INPUT_REQUIRED, the call outlived the interrupted state it had to return at (A2A §3.2.2).
 * A follow-up names its task; a new task asked to stop for input is looked for in its context,
 * among the tasks the model does not know. A follow-up that brought input without asking for
 * another stop, whose task still waits, was not taken up (A2A §3.4.3).
 */
export async function judgeBlockingTimeout(
  ctx: CheckContext,
  model: TaskModel,
  sent: { resuming?: ModelTask; asked: boolean; contextId?: string; waitedMs: number },
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const waited = `no answer within ${sent.waitedMs} ms`;
  let task: A2ATask | undefined;
  if (sent.resuming !== undefined) {
    const now = await ctx.binding.getTask({ id: sent.resuming.id }, ctx.options());
    task = now.result;
  } else if (sent.asked && sent.contextId !== undefined) {
    const listed = await ctx.binding.listTasks({ contextId: sent.contextId }, ctx.options());
    task = (listed.result?.tasks ?? []).find(
      (x) => model.find(x.id) === undefined && stateOf(x) === INPUT_REQUIRED,
    );
  }
  if (task === undefined || stateOf(task) !== INPUT_REQUIRED) return waited;
  const t = model.observe(task, INPUT_REQUIRED);
  if (sent.asked) {
    t.asked = true;
    run.judged.add(PROGRAM_RULES.blocking);
    find(
      PROGRAM_RULES.blocking,
      `a blocking SendMessage asking the agent to stop task ${t.id} for input got ${waited}, while the task reads ${INPUT_REQUIRED}: a blocking call returns at an interrupted state`,
    );
  } else {
    run.judged.add(PROGRAM_RULES.resume);
    find(
      PROGRAM_RULES.resume,
      `a blocking message bringing ${t.id} the input it waited for got ${waited}, and the task still reads ${INPUT_REQUIRED}: the message never continued it`,
    );
  }
  return `${waited}; task ${t.id} reads ${INPUT_REQUIRED}`;
}

/** The answer's error or task, for {@link judgeResume}. */
export function resumeOutcome(answer: WireAnswer<{ task?: A2ATask }>): {
  error?: WireError;
  answered?: { id: unknown; contextId: unknown };
} {
  if (answer.error !== undefined) return { error: answer.error };
  const task = answer.result?.task;
  return task === undefined ? {} : { answered: { id: task.id, contextId: task.contextId } };
}
