import {
  isWireError,
  LINGER_METADATA_KEY,
  lingerFor,
  type A2ATask,
  type SendMessageParams,
  type StreamResponse,
  type WireAnswer,
} from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { isUnserved } from '../CheckContext.ts';
import { describe, taskOf } from '../_internals/checkHelpers.ts';
import type { ProgramCommand } from './TaskProgram.ts';
import { isTerminal, type TaskModel } from './TaskModel.ts';
import { PROGRAM_RULES, pick, stateOf, type Find, type ProgramRun } from './programRun.ts';
import { hookUrl, listUrls } from './pushCommand.ts';
import { clientConfigId, createdConfigProblem } from '../push/createdConfig.ts';

const CANCELED = 'TASK_STATE_CANCELED';
const PROBE = { text: 'a2a-crosscheck model probe: reply with anything.' };

/** A new task of the first context (or of a new one), asked to keep running a while. */
function lingering(ctx: CheckContext, model: TaskModel, contextId?: string): SendMessageParams {
  const context = contextId ?? model.contexts()[0];
  return {
    message: ctx.message([PROBE], context === undefined ? {} : { contextId: context }),
    metadata: { [LINGER_METADATA_KEY]: lingerFor(0) },
  };
}

const idsOf = (e: StreamResponse): { id: unknown; contextId: unknown } => ({
  id: e.task?.id ?? e.statusUpdate?.taskId ?? e.artifactUpdate?.taskId,
  contextId: e.task?.contextId ?? e.statusUpdate?.contextId ?? e.artifactUpdate?.contextId,
});

/**
 * CancelTask racing a task's own progress (A2A §3.1.5): a task asked to linger is canceled at its
 * stream's first event, or as soon as a non-blocking send answered it, so the cancel meets it
 * while it moves. Either order of the race is legal, and each answer is judged by what it says,
 * read back: the task answered CANCELED must read CANCELED and its stream, open meanwhile, must
 * end CANCELED too (A2A-CANCEL-001: a cancel the task's own stream never sees did not cancel it);
 * a refusal (TaskNotCancelableError) must find the task ended, its stream ending in the state
 * GetTask reads (A2A-GET-001), or it is a decline, which §3.1.5 allows; an answer in another
 * terminal state was owed TaskNotCancelableError (A2A-CANCEL-002).
 */
export async function cancelRace(
  ctx: CheckContext,
  model: TaskModel,
  c: Extract<ProgramCommand, { op: 'cancel-race' }>,
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const label = `cancel racing a ${c.mode} task`;
  const race = await startCancelRace(ctx, lingering(ctx, model), c.mode);
  if (typeof race === 'string') return `${label}: ${race}`;
  const { task } = race;
  const answer = await race.canceling;
  if (isUnserved(answer)) return `${label}: cancel not served`;
  const back = await ctx.binding.getTask({ id: task.id }, ctx.options());
  if (isUnserved(back) || back.result === undefined) return `${label}: GetTask answered nothing`;
  const stored = stateOf(back.result);
  model.observe(
    task,
    stored,
    isTerminal(stored) ? 'GetTask after a racing cancel' : undefined,
    back.result.artifacts ?? [],
  );
  const said = answer.error === undefined ? stateOf(answer.result) : describe(answer.error);
  judgeCancelRace({ id: task.id, answer, stored, ended: race.ended, said }, run, find);
  return `${label} ${task.id}: CancelTask ${said}, GetTask ${stored}${race.streamed === undefined ? '' : `, stream ${race.streamed.join(' → ')}`}`;
}

/** A cancel under way: its task, its answer to come, and what the task's stream showed. */
interface CancelRace {
  task: { id: string; contextId: string };
  canceling: Promise<WireAnswer<A2ATask>>;
  /** The states the stream carried (streaming races only). */
  streamed?: string[];
  /** The state the stream closed on, when it closed. */
  ended?: string;
}

/**
 * Sends the lingering task and its CancelTask: at the stream's first event naming the task
 * (the stream then read to its end), or once a non-blocking send answered it. A string says why
 * there is no race to judge.
 */
async function startCancelRace(
  ctx: CheckContext,
  params: SendMessageParams,
  mode: 'streaming' | 'non-blocking',
): Promise<CancelRace | string> {
  const cancel = (id: string): Promise<WireAnswer<A2ATask>> =>
    ctx.binding.cancelTask({ id }, ctx.options());
  if (mode === 'non-blocking') {
    const sent = await ctx.binding.sendMessage(
      { ...params, configuration: { returnImmediately: true } },
      ctx.options(),
    );
    const t = taskOf(sent);
    if (t === undefined || typeof t.contextId !== 'string') return 'no task';
    return { task: { id: t.id, contextId: t.contextId }, canceling: cancel(t.id) };
  }
  let started: Omit<CancelRace, 'streamed' | 'ended'> | undefined;
  const read = await ctx.binding.sendStreamingMessage(params, {
    ...ctx.streamOptions(),
    eventDeadlineMs: ctx.target.deadlines.callMs,
    onEvent: (event) => {
      const { id, contextId } = idsOf(event);
      if (started !== undefined || typeof id !== 'string' || typeof contextId !== 'string') return;
      started = { task: { id, contextId }, canceling: cancel(id) };
    },
  });
  if (isUnserved(read)) return 'not served';
  if (started === undefined) return 'no task';
  const streamed = read.events.flatMap((e) => {
    const s: unknown = e.task?.status?.state ?? e.statusUpdate?.status?.state;
    return typeof s === 'string' ? [s] : [];
  });
  const ended = read.end === 'closed' ? streamed.at(-1) : undefined;
  return { ...started, streamed, ...(ended !== undefined && { ended }) };
}

/** What a racing cancel's answers said: the cancel's, GetTask's after it, the stream's end. */
interface CancelOutcome {
  id: string;
  answer: WireAnswer<A2ATask>;
  stored: string;
  ended: string | undefined;
  said: string;
}

/** Judges a racing cancel by what its answers say, whichever way the race went. */
function judgeCancelRace(
  { id, answer, stored, ended, said }: CancelOutcome,
  run: ProgramRun,
  find: Find,
): void {
  const judge = (rule: string, problem: string | undefined): void => {
    run.judged.add(rule);
    if (problem !== undefined) find(rule, problem);
  };
  const answered = answer.error === undefined ? stateOf(answer.result) : undefined;
  if (answered === CANCELED)
    return judge(
      PROGRAM_RULES.cancelRunning,
      stored !== CANCELED
        ? `CancelTask answered ${id} ${CANCELED} while it ran; GetTask then reads it ${stored}`
        : ended !== undefined && ended !== CANCELED
          ? `CancelTask answered ${id} ${CANCELED} while it ran, and GetTask agrees; its stream, open meanwhile, ended ${ended}: the cancel never reached it`
          : undefined,
    );
  // The answer itself says what the cancel did: a task answered running was not canceled, one
  // answered in another terminal state had ended, and was owed TaskNotCancelableError.
  if (answered !== undefined)
    return isTerminal(answered)
      ? judge(
          PROGRAM_RULES.cancelTerminal,
          `CancelTask of ${id}, racing its end, answered the task ${answered}, not TaskNotCancelableError`,
        )
      : judge(
          PROGRAM_RULES.cancelRunning,
          `CancelTask of ${id} while it ran answered the task ${answered}, not ${CANCELED}`,
        );
  const refused = isWireError(answer.error, 'TaskNotCancelable');
  // A decline of a task still running: §3.1.5 guarantees no cancel.
  if (refused && !isTerminal(stored)) return;
  if (refused) {
    judge(PROGRAM_RULES.cancelTerminal, undefined);
    // The refusal says the task had ended: its stream, read to its end, ends where GetTask reads.
    if (ended !== undefined)
      judge(
        PROGRAM_RULES.get,
        ended === stored
          ? undefined
          : `CancelTask of ${id} was refused as the task had ended; GetTask reads it ${stored}, its stream ended ${ended}`,
      );
    return;
  }
  // Another error: owed TaskNotCancelableError if the task had ended, else the task CANCELED.
  judge(
    isTerminal(stored) ? PROGRAM_RULES.cancelTerminal : PROGRAM_RULES.cancelRunning,
    `CancelTask of ${id}, racing its progress (GetTask reads it ${stored}), answered ${said}, not ${isTerminal(stored) ? 'TaskNotCancelableError' : `the task ${CANCELED}`}`,
  );
}

/**
 * Two messages naming one context sent at once (A2A §3.4.2), each asked to linger, so the first
 * task runs still when the second arrives, whichever arrives first. A message without a taskId
 * starts a task: two answered tasks are two tasks, under two ids (A2A-CTX-003). A refusal or a
 * message answer of either is the agent's to give and judges nothing; the tasks join the model,
 * so the listings and reads after owe them.
 */
export async function sendPair(
  ctx: CheckContext,
  model: TaskModel,
  c: Extract<ProgramCommand, { op: 'send-pair' }>,
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const context = pick(model.contexts(), c.context);
  if (context === undefined) return 'send pair: skipped (no context yet)';
  const one = (): Promise<WireAnswer<unknown>> =>
    ctx.binding.sendMessage(
      { ...lingering(ctx, model, context), configuration: { returnImmediately: true } },
      ctx.options(),
    );
  const answers = await Promise.all([one(), one()]);
  if (answers.some(isUnserved)) return 'send pair: not served';
  const tasks = answers.map((a) => taskOf(a as Parameters<typeof taskOf>[0]));
  const said = answers.map((a, i) =>
    a.error !== undefined ? describe(a.error) : (tasks[i]?.id ?? 'a message'),
  );
  const [a, b] = tasks;
  for (const t of tasks)
    if (t !== undefined && typeof t.contextId === 'string') model.observe(t, stateOf(t));
  if (a === undefined || b === undefined) return `send pair in context: ${said.join(', ')}`;
  run.judged.add(PROGRAM_RULES.distinctTasks);
  if (a.id === b.id)
    find(
      PROGRAM_RULES.distinctTasks,
      `two messages sent at once to context ${context}, neither naming a task, were both answered with task ${a.id}: two task-starting messages, one task`,
    );
  return `send pair in context: ${said.join(', ')}`;
}

/**
 * Two push configs created at once for one task (A2A §3.1.7), each under an id the client names
 * (whether two unnamed configs of a task are two, A2A v1.0 leaves open): each answer is a config
 * the agent stores, under the id the client gave (A2A-PUSH-001), and the task's listing holds
 * both (A2A-PUSH-003). A refusal of either is the agent's to give (a finished task has nothing
 * left to notify) and judges nothing.
 */
export async function pushPair(
  ctx: CheckContext,
  model: TaskModel,
  c: Extract<ProgramCommand, { op: 'push-pair' }>,
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const t = pick(model.tasks, c.task);
  if (t === undefined) return 'push pair: skipped (no task yet)';
  const n = (model.configs += 1);
  const asked = (['a', 'b'] as const).map((x) => ({
    id: clientConfigId(ctx, `model-${n}-${x}`),
    url: hookUrl(ctx, `${n}-${x}`),
  }));
  const answers = await Promise.all(
    asked.map((a) => ctx.binding.createPushConfig({ taskId: t.id, ...a }, ctx.options())),
  );
  if (answers.some(isUnserved)) return 'push pair: not served';
  const ids = answers.map((a) => a.result?.id);
  if (
    answers.some((a) => a.error !== undefined) ||
    !ids.every((id) => typeof id === 'string' && id !== '')
  )
    return `push pair ${t.id}: ${answers.map((a) => (a.error === undefined ? String(a.result?.id) : describe(a.error))).join(', ')}`;
  run.judged.add(PROGRAM_RULES.pushCreate);
  const wrong = answers.flatMap((a, i) => {
    const why = createdConfigProblem(a.result!, asked[i]!);
    return why === undefined ? [] : [`${asked[i]!.id} answered ${why}`];
  });
  if (wrong.length > 0)
    find(PROGRAM_RULES.pushCreate, `two configs created at once for ${t.id}: ${wrong.join('; ')}`);
  t.configs = [...(t.configs ?? []), ...asked.map((a, i) => ({ id: ids[i]!, url: a.url }))];
  const listed = await listUrls(ctx, t.id);
  run.judged.add(PROGRAM_RULES.pushList);
  const absent = asked.find((a) => !listed.includes(a.url));
  if (absent !== undefined)
    find(
      PROGRAM_RULES.pushList,
      `ListTaskPushNotificationConfigs of ${t.id} lists ${listed.length} config(s) without ${absent.url}, one of two created for it at once (ids ${ids.join(', ')})`,
    );
  return `push pair ${t.id}: created ${ids.join(', ')}, listed ${listed.length}`;
}
