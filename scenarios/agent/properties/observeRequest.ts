import type { JsonObject } from '../../../harness/json/JsonValue.ts';
import {
  reachesGoal,
  type A2ATask,
  type SendMessageParams,
  type StreamResponse,
  type WireError,
} from '../../../harness/wire/index.ts';
import { CrosscheckError, isCrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import { lagFreeTimeout } from '../../../harness/time/lagFreeTimeout.ts';
import type { CheckContext } from '../CheckContext.ts';
import { isUnserved } from '../CheckContext.ts';
import { isSettled, taskOf, watchTask } from '../_internals/checkHelpers.ts';
import { activatesUndeclared, extensionsOf, partsOf, type AgentRequest } from './AgentRequest.ts';

/** What the agent did with one generated request. */
export interface Observation {
  /** How the exchange ended. `stall`: no answer, or a task that made no progress in time. */
  outcome: 'error' | 'task' | 'message' | 'stream' | 'stall' | 'unserved';
  error?: WireError;
  /** HTTP status of the answer (HTTP+JSON errors are judged by it). */
  status?: number;
  task?: A2ATask;
  /** The task exactly as the SendMessage answer carried it (before any poll). */
  answered?: A2ATask;
  /** Task states in the order seen (answer, stream events, polls). */
  states: string[];
  events?: StreamResponse[];
}

/** A state that shows the task moved: WORKING, or any settled state. */
const progressed = (s: string): boolean => s === 'TASK_STATE_WORKING' || isSettled(s);

/** The params of a request as the agent receives them. */
export function paramsOf(
  ctx: CheckContext,
  request: AgentRequest,
  mode: AgentRequest['mode'],
  extra: Pick<ObserveOptions, 'metadata' | 'followUp'> = {},
): SendMessageParams {
  const message = ctx.message(partsOf(request, ctx.target.card), {
    ...(activatesUndeclared(request.activation) && {
      extensions: extensionsOf(request, ctx.target.card),
    }),
    ...extra.followUp,
  });
  // An unknown task id of its own per request: one id shared by every request of a search lets
  // what an agent keeps of an earlier refusal (a2a-go holds an execution slot for the id a moment
  // after refusing it) decide a later verdict by timing.
  if (request.task === 'unknown') message.taskId = `${message.messageId}-no-such-task`;
  const params: SendMessageParams = { message };
  const configuration: NonNullable<SendMessageParams['configuration']> = {};
  if (mode === 'non-blocking') configuration.returnImmediately = true;
  if (request.historyLength !== null) configuration.historyLength = request.historyLength;
  if (Object.keys(configuration).length > 0) params.configuration = configuration;
  if (extra.metadata !== undefined) {
    // Request metadata, as the probe conventions say; an executor that sees only the message
    // (as some SDKs hand it one) finds the keys there too.
    params.metadata = extra.metadata;
    message.metadata = { ...message.metadata, ...extra.metadata };
  }
  return params;
}

/** How {@link observe} sends and watches one request. */
export interface ObserveOptions {
  /** The mode to send in; default the request's own. */
  mode?: AgentRequest['mode'];
  /**
   * What a polled task must reach: `progress` (working, interrupted or terminal), `settled`
   * (interrupted or terminal), or `resumed` (working or terminal: a task continued from an
   * interrupted state, which staying interrupted does not show moved).
   */
  until?: 'progress' | 'settled' | 'resumed';
  /** Request metadata (a probe convention's keys), carried on the message too. */
  metadata?: JsonObject;
  /** The task the message continues (a follow-up to a task the search created). */
  followUp?: { taskId: string; contextId: string };
}

/**
 * Sends `request` in `mode` (default: its own) and watches what follows, within the target's
 * deadlines: a non-blocking task is polled until it progresses (`until: 'progress'`) or settles,
 * for at most the progress deadline (then, for `until: 'settled'`, to the call deadline); a
 * stream is read to its end, to a silence of a call deadline, or, when nothing on it shows
 * progress within the progress deadline, to that deadline. Nothing here judges: the properties
 * do.
 */
export async function observe(
  ctx: CheckContext,
  request: AgentRequest,
  options: ObserveOptions = {},
): Promise<Observation> {
  const mode = options.mode ?? request.mode;
  const params = paramsOf(ctx, request, mode, options);
  const call = ctx.options({ extensions: extensionsOf(request, ctx.target.card) });
  // The harness's options() adds the card's required extensions; the request decides here.
  call.extensions = extensionsOf(request, ctx.target.card);
  const { progressMs, callMs } = ctx.target.deadlines;
  if (mode === 'streaming') {
    // A stream that shows no progress within the progress deadline is a stall, as a polled task
    // is: its read is cut there instead of waiting out a call deadline of silence (a peer that
    // drops the task kept every generated streaming request of a search 4.8 s each).
    const base = ctx.streamOptions();
    const noProgress = new AbortController();
    // The cut is the peer's stall, typed as one: a peer that never sends even the head makes the
    // exchange itself end with this reason (issue 38: a bare AbortError was a harness defect).
    const timer = lagFreeTimeout(progressMs, () =>
      noProgress.abort(
        new CrosscheckError(
          'WIRE_STALL',
          `Failed to observe the streaming request: no progress within the ${progressMs} ms progress deadline. The peer stalled; raise --progress-deadline if it is merely slow.`,
        ),
      ),
    );
    let read;
    try {
      read = await ctx.binding.sendStreamingMessage(params, {
        ...base,
        extensions: call.extensions,
        eventDeadlineMs: callMs,
        signal:
          base.signal === undefined
            ? noProgress.signal
            : AbortSignal.any([base.signal, noProgress.signal]),
        onEvent: (e) => {
          const s: unknown = e.task?.status?.state ?? e.statusUpdate?.status?.state;
          if (e.artifactUpdate !== undefined || (typeof s === 'string' && progressed(s)))
            timer.cancel();
        },
      });
    } catch (cause) {
      // Cut before the head arrived: no event, no state, a stall (the run's own interrupt is not).
      if (noProgress.signal.aborted && base.signal?.aborted !== true)
        return { outcome: 'stall', states: [], events: [] };
      throw cause;
    } finally {
      timer.cancel();
    }
    if (isUnserved(read)) return { outcome: 'unserved', states: [], status: read.http.status };
    const states: string[] = read.events.flatMap((e) => {
      const s: unknown = e.task?.status?.state ?? e.statusUpdate?.status?.state;
      return typeof s === 'string' ? [s] : [];
    });
    if (read.error !== undefined && read.events.length === 0)
      return { outcome: 'error', error: read.error, status: read.http.status, states };
    const cut = read.end === 'stall' || read.end === 'timeout' || noProgress.signal.aborted;
    if (cut && !states.some(progressed)) return { outcome: 'stall', states, events: read.events };
    return { outcome: 'stream', states, events: read.events };
  }
  let answer;
  try {
    answer = await ctx.binding.sendMessage(params, {
      ...call,
      deadlineMs: callMs + (mode === 'blocking' ? 0 : progressMs),
    });
  } catch (cause) {
    if (isCrosscheckError(cause, 'NET_TIMEOUT')) return { outcome: 'stall', states: [] };
    throw cause;
  }
  if (isUnserved(answer)) return { outcome: 'unserved', states: [], status: answer.http.status };
  if (answer.error !== undefined)
    return { outcome: 'error', error: answer.error, status: answer.http.status, states: [] };
  const task = taskOf(answer);
  if (task === undefined) return { outcome: 'message', states: [] };
  const first: string | undefined = task.status?.state;
  const states: string[] = typeof first === 'string' ? [first] : [];
  const goal = options.until ?? 'progress';
  const met = (s: string | undefined): boolean => s !== undefined && reachesGoal(s, goal);
  if (mode === 'blocking' || met(first)) return { outcome: 'task', task, answered: task, states };
  // A task that makes no progress within the progress deadline is a stall whatever the goal;
  // only a task that progresses is watched on, up to the call deadline, until it settles.
  let watched = await watchTask(ctx, task.id, goal === 'resumed' ? goal : 'progress', progressMs);
  for (const s of watched.states) if (states.at(-1) !== s) states.push(s);
  if (goal === 'settled' && watched.reached !== null && !isSettled(watched.reached)) {
    watched = await watchTask(ctx, task.id, 'settled', callMs);
    for (const s of watched.states) if (states.at(-1) !== s) states.push(s);
  }
  return watched.reached === null && watched.error === undefined
    ? { outcome: 'stall', task, answered: task, states }
    : { outcome: 'task', task: watched.last ?? task, answered: task, states };
}
