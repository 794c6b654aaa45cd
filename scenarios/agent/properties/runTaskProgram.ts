import { createModel } from '../../../harness/model/index.ts';
import {
  INPUT_REQUIRED_METADATA_KEY,
  isWireError,
  LINGER_METADATA_KEY,
  lingerFor,
  type A2AArtifact,
  type A2APart,
  type A2ATask,
  type ListTasksParams,
  type SendMessageParams,
  type StreamResponse,
} from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { isUnserved } from '../CheckContext.ts';
import { describe, taskOf } from '../_internals/checkHelpers.ts';
import { listedTasks } from './requestValues/listedTasks.ts';
import {
  partEssence,
  programMediaTypes,
  programPart,
  type ProgramCommand,
  type SendMode,
  type TaskProgram,
} from './TaskProgram.ts';
import {
  artifactMismatch,
  INPUT_REQUIRED,
  isTerminal,
  TaskModel,
  type ModelTask,
} from './TaskModel.ts';
import {
  askedTask,
  judgeStreamedStop,
  judgeBlockingAnswer,
  judgeBlockingTimeout,
  judgeResume,
  resumeOutcome,
  timedOut,
} from './interruptedTasks.ts';
import {
  chunkMismatch,
  streamedChunks,
  unmarkedArtifact,
  type StreamedChunk,
} from './streamedChunks.ts';
import { subscribe } from './subscribeCommand.ts';
import { push } from './pushCommand.ts';
import { cancelRace, pushPair, sendPair } from './raceCommands.ts';
import { PROGRAM_RULES, pick, stateOf, type Find, type ProgramRun } from './programRun.ts';

export { PROGRAM_RULES, type ProgramRun } from './programRun.ts';

const CANCELED = 'TASK_STATE_CANCELED';
const COMPLETED = 'TASK_STATE_COMPLETED';
/** Pages read of one listing at most (a request bound, whatever the agent's page size). */
const MAX_PAGES = 4;

/**
 * Runs `program` against the agent, updating a fresh {@link TaskModel} from every answer and
 * event, and comparing every read with it. A step whose task or context does not exist yet is
 * skipped. Every id is the check run's own (`ctx.message`), and listings are filtered by the
 * contexts the program's own tasks opened, so what other checks and runs left on the agent
 * never enters a verdict.
 */
export async function runTaskProgram(ctx: CheckContext, program: TaskProgram): Promise<ProgramRun> {
  const run: ProgramRun = { findings: [], judged: new Set(), steps: [], unserved: false };
  const model = new TaskModel();
  for (const command of program.commands) {
    if (run.unserved) break;
    run.steps.push(await step(ctx, model, command, run));
  }
  return run;
}

async function step(
  ctx: CheckContext,
  model: TaskModel,
  c: ProgramCommand,
  run: ProgramRun,
): Promise<string> {
  const find = (rule: string, problem: string): void => {
    run.judged.add(rule);
    run.findings.push({ rule, problem });
  };
  switch (c.op) {
    case 'send':
      return send(ctx, model, c, run, find);
    case 'get': {
      let t = pick(model.tasks, c.task);
      if (c.asked === true) {
        const asked = await askedTask(ctx, model, c.task);
        if (typeof asked === 'string') return asked;
        t = asked.t;
        // Read until it settled: the last read is compared, as any other.
        if (asked.watched !== undefined) {
          readBack(model, t, asked.watched, undefined, run, find);
          return `get ${t.id} until it settled: ${stateOf(asked.watched)}`;
        }
      }
      if (t === undefined) return 'get: skipped (no task yet)';
      const answer = await ctx.binding.getTask({ id: t.id }, ctx.options());
      if (isUnserved(answer)) return 'get: not served';
      readBack(
        model,
        t,
        answer.result,
        answer.error === undefined ? undefined : describe(answer.error),
        run,
        find,
      );
      return `get ${t.id}: ${answer.error === undefined ? stateOf(answer.result) : describe(answer.error)}`;
    }
    case 'list':
      return list(ctx, model, c, run, find);
    case 'cancel':
      return cancel(ctx, model, c, run, find);
    case 'subscribe':
      return subscribe(ctx, model, c, run, find);
    case 'push':
      return push(ctx, model, c, run, find);
    case 'cancel-race':
      return cancelRace(ctx, model, c, run, find);
    case 'send-pair':
      return sendPair(ctx, model, c, run, find);
    case 'push-pair':
      return pushPair(ctx, model, c, run, find);
  }
}

/** Cancels a task the model holds settled or open, and judges the answer by what it holds. */
async function cancel(
  ctx: CheckContext,
  model: TaskModel,
  c: Extract<ProgramCommand, { op: 'cancel' }>,
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const t = pick(
    c.interrupted === true
      ? model.awaitingInput()
      : model.tasks.filter((x) => isTerminal(x.state) === c.settled),
    c.task,
  );
  if (t === undefined)
    return `cancel: skipped (no ${c.interrupted === true ? 'interrupted' : c.settled ? 'settled' : 'open'} task)`;
  const known = t.state;
  const answer = await ctx.binding.cancelTask({ id: t.id }, ctx.options());
  if (isUnserved(answer)) return 'cancel: not served';
  const said = answer.error === undefined ? stateOf(answer.result) : describe(answer.error);
  if (isTerminal(known)) {
    run.judged.add(PROGRAM_RULES.cancelTerminal);
    if (!isWireError(answer.error, 'TaskNotCancelable'))
      find(
        PROGRAM_RULES.cancelTerminal,
        `CancelTask of ${t.id}, which the agent had reported ${known}, answered ${said}, not TaskNotCancelableError`,
      );
    return `cancel ${t.id} (${known}): ${said}`;
  }
  if (answer.result !== undefined && stateOf(answer.result) === CANCELED) {
    run.judged.add(PROGRAM_RULES.cancelRunning);
    model.observe(t, CANCELED, 'the CancelTask answer', answer.result.artifacts ?? []);
    return `cancel ${t.id} (${known}): ${CANCELED}`;
  }
  // The task may have ended between the model's last read and the cancel: a refusal, or the
  // task answered as it ended, is judged by what GetTask reads back now.
  const now =
    answer.error === undefined ? answer : await ctx.binding.getTask({ id: t.id }, ctx.options());
  const state = stateOf(now.result);
  if (now.result !== undefined && isTerminal(state)) {
    model.observe(t, state, 'GetTask', now.result.artifacts ?? []);
    run.judged.add(PROGRAM_RULES.cancelTerminal);
    if (!isWireError(answer.error, 'TaskNotCancelable'))
      find(
        PROGRAM_RULES.cancelTerminal,
        `CancelTask of ${t.id}, which had ended ${state}, answered ${said}, not TaskNotCancelableError`,
      );
    return `cancel ${t.id} (${known}): it had ended ${state}; ${said}`;
  }
  // Cancellation may be declined (A2A §3.1.5 guarantees no success): judged as nothing.
  if (isWireError(answer.error, 'TaskNotCancelable'))
    return `cancel ${t.id} (${known}): declined while ${state}`;
  find(
    PROGRAM_RULES.cancelRunning,
    `CancelTask of ${t.id} (${state === 'no state' ? known : state}) answered ${said}, not the task ${CANCELED}`,
  );
  return `cancel ${t.id} (${known}): ${said}`;
}

/** Compares a GetTask answer with the model's task, then lets it update the model. */
function readBack(
  model: TaskModel,
  t: ModelTask,
  got: A2ATask | undefined,
  error: string | undefined,
  run: ProgramRun,
  find: Find,
): void {
  run.judged.add(PROGRAM_RULES.get);
  if (got === undefined) {
    find(
      PROGRAM_RULES.get,
      `GetTask of ${t.id}, a task the agent created, answered ${error ?? 'nothing'}`,
    );
    return;
  }
  if (got.id !== t.id || got.contextId !== t.contextId)
    find(
      PROGRAM_RULES.get,
      `GetTask of ${t.id} (context ${t.contextId}) answered task ${String(got.id)} in context ${String(got.contextId)}`,
    );
  const state = stateOf(got);
  // A task waiting for input moves only when a message brings it (A2A §3.4.3, §4.1.3), or ends.
  if (t.awaitsInput === true && state !== INPUT_REQUIRED && !isTerminal(state))
    find(
      PROGRAM_RULES.get,
      `GetTask says ${t.id} is ${state}; the agent had reported it ${INPUT_REQUIRED}, and no message has reached it since`,
    );
  if (isTerminal(t.state)) {
    if (state !== t.state)
      find(
        PROGRAM_RULES.get,
        `GetTask says ${t.id} is ${state}; the agent had reported it ${t.state}`,
      );
    // Streamed artifacts are compared chunk by chunk: which chunk is lost or out of place.
    const mismatch =
      t.chunks !== undefined
        ? chunkMismatch(t.chunks, got.artifacts)
        : t.artifacts === undefined
          ? undefined
          : artifactMismatch(t.artifacts, got.artifacts);
    if (mismatch !== undefined)
      find(
        PROGRAM_RULES.get,
        t.chunks === undefined
          ? `GetTask of ${t.id}: ${mismatch} as ${t.artifactsFrom ?? 'the agent'} delivered it`
          : `GetTask of ${t.id}, against the chunks its stream delivered: ${mismatch}`,
      );
    return;
  }
  model.observe(t, state, isTerminal(state) ? 'GetTask' : undefined, got.artifacts ?? []);
}

async function send(
  ctx: CheckContext,
  model: TaskModel,
  c: Extract<ProgramCommand, { op: 'send' }>,
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const part = programPart(c.part, programMediaTypes(ctx.target.card));
  if (part === undefined) return `send: skipped (no ${c.part} media type)`;
  let target: { taskId?: string; contextId?: string } = {};
  let resuming: ModelTask | undefined;
  if (c.to !== 'new') {
    if ('task' in c.to || 'interrupted' in c.to) {
      const open =
        'task' in c.to
          ? pick(
              model.tasks.filter((t) => !isTerminal(t.state)),
              c.to.task,
            )
          : pick(model.awaitingInput(), c.to.interrupted);
      if (open === undefined)
        return `send: skipped (no ${'task' in c.to ? 'open task' : 'task awaiting input'})`;
      target = { taskId: open.id, contextId: open.contextId };
      if (open.awaitsInput === true) resuming = open;
      // From here on, what the model knew of the task's interruption no longer holds.
      model.messaged(open, c.inputRequired === true);
    } else {
      const context = pick(model.contexts(), c.to.context);
      if (context !== undefined) target = { contextId: context };
    }
  }
  const followUp = target.taskId !== undefined;
  const params: SendMessageParams = { message: ctx.message([part], target) };
  if (c.mode === 'non-blocking') params.configuration = { returnImmediately: true };
  // A task a later step subscribes to must still run then: a cooperating agent is asked to linger
  // the convention's shortest time, not a progress deadline (3 s by default for a run): the
  // subscription follows the task to its end, so every millisecond of linger is waited out,
  // while the subscription's request leaves a few milliseconds after the send's answer.
  if (c.linger === true) params.metadata = { [LINGER_METADATA_KEY]: lingerFor(0) };
  if (c.inputRequired === true) {
    // Request metadata, as the convention says; an executor that sees only the message (as some
    // SDKs hand it one) finds the key there too, as the linger of the checks rides.
    const stop = { [INPUT_REQUIRED_METADATA_KEY]: true };
    params.metadata = stop;
    params.message.metadata = { ...params.message.metadata, ...stop };
  }
  const label = `send ${c.mode} ${part.mediaType ?? 'text'}${followUp ? ` to ${target.taskId}` : target.contextId === undefined ? '' : ' in context'}${c.inputRequired === true ? ' asking to stop for input' : ''}`;
  const decide = mediaDecider(model, run, find, part, c.mode, followUp);
  const sent: Sent = {
    ctx,
    model,
    run,
    find,
    params,
    label,
    followUp,
    decide,
    asked: c.inputRequired === true,
    ...(resuming !== undefined && { resuming }),
  };
  return c.mode === 'streaming' ? sendStreaming(sent) : sendUnary(sent, c.mode);
}

/** One send under way: what its answer is judged and recorded with. */
interface Sent {
  ctx: CheckContext;
  model: TaskModel;
  run: ProgramRun;
  find: Find;
  params: SendMessageParams;
  label: string;
  followUp: boolean;
  decide: (served: boolean) => void;
  /** The message asks the agent to stop the task for input (probe convention). */
  asked: boolean;
  /** The task the message brings input to: the model held it waiting for input. */
  resuming?: ModelTask;
}

/**
 * Records what the agent decided for the part's media type (served, or refused with
 * ContentTypeNotSupported) and compares it with the decision the program saw before: one media
 * type gets one decision on every path, since a skill's mode served blocking and refused
 * streaming tells a caller two things (new tasks only: a follow-up may be refused for its task).
 */
function mediaDecider(
  model: TaskModel,
  run: ProgramRun,
  find: Find,
  part: A2APart,
  mode: SendMode,
  followUp: boolean,
): (served: boolean) => void {
  return (served) => {
    const type = partEssence(part);
    if (type === undefined || followUp) return;
    const prior = model.media.get(type);
    if (prior === undefined) {
      model.media.set(type, { served, path: mode, mediaType: part.mediaType! });
      return;
    }
    run.judged.add(PROGRAM_RULES.media);
    if (prior.served !== served)
      find(
        PROGRAM_RULES.media,
        `"${prior.mediaType}" was ${prior.served ? 'served' : 'refused'} on the ${prior.path} path, "${part.mediaType!}" ${served ? 'served' : 'refused with ContentTypeNotSupportedError'} on the ${mode} path: one media type, two decisions`,
      );
  };
}

/** A stream: a new task's, read to its end, gives the artifacts GetTask must read back. */
async function sendStreaming({
  ctx,
  model,
  run,
  find,
  params,
  label,
  followUp,
  decide,
  asked,
  resuming,
}: Sent): Promise<string> {
  const read = await ctx.binding.sendStreamingMessage(params, {
    ...ctx.streamOptions(),
    eventDeadlineMs: ctx.target.deadlines.callMs,
    // A task asked to stop for input is read to that stop: whether its stream then closes is
    // not judged (A2A §3.1.2 closes it at a terminal state, §11.7 at an interrupted one too).
    ...(asked && {
      onEvent: (e: StreamResponse) =>
        (e.task?.status?.state ?? e.statusUpdate?.status?.state) !== INPUT_REQUIRED,
    }),
  });
  if (isUnserved(read)) return `${label}: not served`;
  if (read.events.length === 0) {
    if (isWireError(read.error, 'ContentTypeNotSupported')) decide(false);
    if (resuming !== undefined && read.error !== undefined)
      await judgeResume(ctx, resuming, { error: read.error }, run, find);
    return `${label}: ${read.error === undefined ? `no event (${read.end})` : describe(read.error)}`;
  }
  decide(true);
  const ids = streamTask(read.events);
  if (resuming !== undefined)
    await judgeResume(ctx, resuming, ids === undefined ? {} : { answered: ids }, run, find);
  if (ids === undefined) return `${label}: ${read.events.length} event(s), no task`;
  const states = read.events.flatMap((e) => {
    const s: unknown = e.task?.status?.state ?? e.statusUpdate?.status?.state;
    return typeof s === 'string' ? [s] : [];
  });
  const last = states.at(-1) ?? 'TASK_STATE_SUBMITTED';
  const whole = !followUp && read.end === 'closed' && isTerminal(last);
  // A new task's stream, read to its terminal state, delivered the whole artifacts: assembled
  // chunk by chunk (`append`, `lastChunk`) they are what GetTask must read back.
  const artifacts = whole
    ? (createModel().reassemble({ events: read.events as Record<string, unknown>[] })
        .artifacts as unknown as A2AArtifact[])
    : undefined;
  const t = model.observe(ids, last, whole ? 'the streamed chunks' : undefined, artifacts ?? []);
  if (followUp) delete t.artifacts;
  if (asked) {
    t.asked = true;
    await judgeStreamedStop(ctx, t, read.end, run, find);
  }
  if (whole) {
    t.chunks = streamedChunks(read.events);
    judgeLastChunk(t.chunks, last, run, find);
    const back = await ctx.binding.getTask({ id: t.id }, ctx.options());
    if (!isUnserved(back))
      readBack(
        model,
        t,
        back.result,
        back.error === undefined ? undefined : describe(back.error),
        run,
        find,
      );
  }
  return `${label}: ${read.events.length} event(s), ${states.join(' → ')}`;
}

/** SendMessage, waiting or returning at once: a settled answer gives the task's artifacts. */
async function sendUnary(
  { ctx, model, run, find, params, label, followUp, decide, asked, resuming }: Sent,
  mode: SendMode,
): Promise<string> {
  const waitedMs = ctx.target.deadlines.callMs + ctx.target.deadlines.progressMs;
  // A blocking call about an interrupted state may never come back: the agent never stopping
  // its wait is the fault to judge, not a broken exchange.
  const judgeSilence = mode === 'blocking' && (asked || resuming !== undefined);
  const answer = await ctx.binding
    .sendMessage(params, { ...ctx.options(), deadlineMs: waitedMs })
    .catch((cause: unknown) => {
      if (!judgeSilence || !timedOut(cause)) throw cause;
      return undefined;
    });
  if (answer === undefined) {
    const contextId = params.message.contextId;
    const said = await judgeBlockingTimeout(
      ctx,
      model,
      {
        asked,
        waitedMs,
        ...(resuming !== undefined && { resuming }),
        ...(contextId !== undefined && { contextId }),
      },
      run,
      find,
    );
    return `${label}: ${said}`;
  }
  if (isUnserved(answer)) {
    run.unserved = !followUp;
    return `${label}: not served`;
  }
  if (resuming !== undefined) await judgeResume(ctx, resuming, resumeOutcome(answer), run, find);
  if (answer.error !== undefined) {
    if (isWireError(answer.error, 'ContentTypeNotSupported')) decide(false);
    return `${label}: ${describe(answer.error)}`;
  }
  decide(true);
  const task = taskOf(answer);
  if (task === undefined) return `${label}: a message`;
  const state = stateOf(task);
  const t = model.observe(
    task,
    state,
    isTerminal(state) ? `the ${mode} answer` : undefined,
    task.artifacts ?? [],
  );
  if (followUp && !isTerminal(state)) delete t.artifacts;
  if (asked) t.asked = true;
  if (asked && mode === 'blocking') judgeBlockingAnswer(state, t.id, run, find);
  // A follow-up answered at once may show the task before its input was taken up.
  if (followUp && mode === 'non-blocking') t.awaitsInput = false;
  return `${label}: ${t.id} ${state}`;
}

/** The task a stream is about: its opening Task, else its first update's ids. */
function streamTask(
  events: readonly StreamResponse[],
): { id: string; contextId: string } | undefined {
  for (const e of events) {
    const id: unknown = e.task?.id ?? e.statusUpdate?.taskId ?? e.artifactUpdate?.taskId;
    const contextId: unknown =
      e.task?.contextId ?? e.statusUpdate?.contextId ?? e.artifactUpdate?.contextId;
    if (typeof id === 'string' && typeof contextId === 'string') return { id, contextId };
  }
  return undefined;
}

async function list(
  ctx: CheckContext,
  model: TaskModel,
  c: Extract<ProgramCommand, { op: 'list' }>,
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const context = pick(model.contexts(), c.context);
  if (context === undefined) return 'list: skipped (no context yet)';
  const mine = model.tasks.filter((t) => t.contextId === context);
  const settled = mine.filter((t) => isTerminal(t.state));
  const status = c.status ? pick(settled, c.context)?.state : undefined;
  let token: string | undefined;
  if (c.foreignToken) {
    // A cursor another listing handed out (the agent's whole task list, one per page): a
    // cursor names a position in its own listing, never the filters of another.
    const other = await ctx.binding.listTasks({ pageSize: 1 }, ctx.options());
    const next = other.result?.nextPageToken;
    if (typeof next === 'string' && next !== '') token = next;
  }
  const foreign = token !== undefined;
  const listed: A2ATask[] = [];
  let pages = 0;
  let complete = false;
  for (;;) {
    const params: ListTasksParams = { contextId: context };
    if (status !== undefined) params.status = status;
    if (c.pageSize !== null) params.pageSize = c.pageSize;
    if (token !== undefined) params.pageToken = token;
    const answer = await ctx.binding.listTasks(params, ctx.options());
    if (isUnserved(answer)) return 'list: not served';
    // An answer without `tasks` is the empty page ProtoJSON writes (proto3 JSON omits an empty
    // repeated field), read as statusAfter reads it: a listing, judged like any other.
    const page =
      answer.error === undefined && answer.result !== undefined
        ? listedTasks(answer.result)
        : undefined;
    if (answer.error !== undefined || page === undefined)
      // A foreign cursor may be refused; any other refusal is A2A-LIST-001's to judge.
      return `list${foreign ? ' (foreign token)' : ''}: ${answer.error === undefined ? "'tasks' is not a list" : describe(answer.error)}`;
    const stamps = page.map((t) => Date.parse(t.status?.timestamp ?? ''));
    if (page.length >= 2 && stamps.every((s) => !Number.isNaN(s))) {
      run.judged.add(PROGRAM_RULES.order);
      const i = stamps.findIndex((s, k) => k > 0 && s > stamps[k - 1]!);
      if (i !== -1)
        find(
          PROGRAM_RULES.order,
          `a ListTasks page lists ${page[i - 1]!.id} (${page[i - 1]!.status.timestamp}) before the more recent ${page[i]!.id} (${page[i]!.status.timestamp})`,
        );
    }
    listed.push(...page);
    pages++;
    token = answer.result?.nextPageToken;
    if (typeof token !== 'string' || token === '') {
      complete = true;
      break;
    }
    if (pages >= MAX_PAGES) break;
  }
  run.judged.add(PROGRAM_RULES.list);
  const via = `ListTasks filtered by contextId ${context}${status === undefined ? '' : ` and status ${status}`}${foreign ? ' with a page token of another listing' : ''}`;
  const stray = listed.find(
    (t) => t.contextId !== context || (status !== undefined && stateOf(t) !== status),
  );
  if (stray !== undefined)
    find(
      PROGRAM_RULES.list,
      `${via} listed ${stray.id} of context ${String(stray.contextId)} (${stateOf(stray)})`,
    );
  if (complete && !foreign) {
    const missing = leftOut(mine, listed, status, pages);
    if (missing !== undefined)
      find(
        PROGRAM_RULES.list,
        `${via} left out ${missing.id} (${missing.state}), which the agent created there`,
      );
  }
  return `list ${context}${status === undefined ? '' : ` ${status}`}${foreign ? ' (foreign token)' : ''}: ${listed.length} task(s) in ${pages} page(s)`;
}

/**
 * The first task a complete listing (read to its end from its own first page) owes and left out.
 * It owes the tasks whose place in it cannot move: those settled before it began. A running
 * task's last update may move it ahead of a cursor between two pages (a listing newest first,
 * paged by the last item's time, as the Python SDK's is), so it is owed only by a listing of one
 * page; a listing filtered by a state owes the settled tasks in that state.
 */
function leftOut(
  mine: readonly ModelTask[],
  listed: readonly A2ATask[],
  status: string | undefined,
  pages: number,
): ModelTask | undefined {
  const settled = mine.filter((t) => isTerminal(t.state));
  const due =
    status === undefined
      ? pages === 1
        ? mine
        : settled
      : settled.filter((t) => t.state === status);
  return due.find((t) => !listed.some((l) => l.id === t.id));
}

/**
 * A completed stream's chunked artifacts end with a chunk marked `lastChunk` (judged only where a
 * stream delivered an artifact in several chunks and its task completed: a failed or canceled
 * task may leave an artifact unfinished).
 */
function judgeLastChunk(
  chunks: readonly StreamedChunk[],
  last: string,
  run: ProgramRun,
  find: Find,
): void {
  if (last !== COMPLETED || !chunks.some((c) => c.append)) return;
  run.judged.add(PROGRAM_RULES.lastChunk);
  const unmarked = unmarkedArtifact(chunks);
  if (unmarked !== undefined)
    find(PROGRAM_RULES.lastChunk, `the stream of a task that completed: ${unmarked}`);
}
