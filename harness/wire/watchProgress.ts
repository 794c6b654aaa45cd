import { isJsonObject } from '../json/JsonValue.ts';
import type { A2ATask, JsonRpcErrorObject, StreamResponse } from './a2aTypes.ts';
import type { A2AClient } from './createA2AClient.ts';
import type { A2AStream } from './A2AStream.ts';
import { WIRE_DEFAULTS } from './defaults.ts';
import { reachesGoal, type ProgressGoal } from './taskStates.ts';
import { watchTask } from './watchTask.ts';

export interface WatchOptions {
  /** Time allowed to reach the goal, from the call. Default 300 ms (simulated peers). */
  progressDeadlineMs?: number;
  /** What counts as reaching it. Default `'progress'`. */
  goal?: ProgressGoal;
}

/** What a watch saw. `stalled` is true exactly when the deadline passed first. */
export interface ProgressResult {
  /** The state that met the goal, or `null`. */
  reached: string | null;
  stalled: boolean;
  elapsedMs: number;
  /** Distinct task states in the order observed (consecutive repeats folded). */
  states: string[];
  /** Last task snapshot seen (polling) or the stream's first task (streaming). */
  task?: A2ATask;
  /** The JSON-RPC error that ended a polling watch (e.g. -32001 TaskNotFoundError). */
  error?: JsonRpcErrorObject;
  /** Events read (streaming watch only). */
  events?: StreamResponse[];
}

/**
 * Polls `GetTask` on `client` until the task meets `goal` or the progress deadline passes (the
 * one task watcher, {@link watchTask}: a poll cut by the watch's own deadline is a stall, any
 * other transport failure is thrown). `pollIntervalMs` fixes the pause between polls; without
 * it polling backs off.
 */
export async function watchProgress(
  client: A2AClient,
  taskId: string,
  options: WatchOptions & { pollIntervalMs?: number } = {},
): Promise<ProgressResult> {
  const deadlineMs = options.progressDeadlineMs ?? WIRE_DEFAULTS.progressDeadlineMs;
  const pollMs = options.pollIntervalMs;
  const watched = await watchTask<JsonRpcErrorObject>(
    (budget) => client.getTask(taskId, { deadlineMs: budget }),
    {
      goal: options.goal ?? 'progress',
      deadlineMs,
      // Each GetTask gets the client's own call deadline; the watch's deadline is its own.
      callDeadlineMs: client.deadlineMs,
      ...(pollMs !== undefined && { pause: () => pollMs }),
    },
  );
  return {
    reached: watched.reached,
    stalled: watched.stalled,
    elapsedMs: watched.elapsedMs,
    states: watched.states,
    ...(watched.last !== undefined && { task: watched.last }),
    ...(watched.error !== undefined && { error: watched.error }),
  };
}

/**
 * Reads `stream` until a task snapshot or status update meets `goal` or the progress deadline
 * passes; on a stall the stream is closed. When the goal is met the stream stays open, so the
 * caller may keep reading it. A stream that ends before the goal is neither reached nor stalled.
 */
export async function watchStreamProgress(
  stream: A2AStream,
  options: WatchOptions = {},
): Promise<ProgressResult> {
  const deadlineMs = options.progressDeadlineMs ?? WIRE_DEFAULTS.progressDeadlineMs;
  const goal = options.goal ?? 'progress';
  const start = performance.now();
  const elapsed = (): number => performance.now() - start;
  const states: string[] = [];
  const events: StreamResponse[] = [];
  let task: A2ATask | undefined;
  const iterator = stream[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const stall = new Promise<'stall'>((resolve) => {
    timer = setTimeout(() => resolve('stall'), deadlineMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), stall]);
      if (next === 'stall') {
        stream.close();
        return {
          reached: null,
          stalled: true,
          elapsedMs: elapsed(),
          states,
          events,
          ...(task && { task }),
        };
      }
      if (next.done === true)
        return {
          reached: null,
          stalled: false,
          elapsedMs: elapsed(),
          states,
          events,
          ...(task && { task }),
        };
      events.push(next.value);
      if (next.value.task !== undefined && task === undefined) task = next.value.task;
      const state = stateOf(next.value.task) ?? stateOf(next.value.statusUpdate);
      if (state === undefined) continue;
      if (states.at(-1) !== state) states.push(state);
      if (reachesGoal(state, goal))
        return {
          reached: state,
          stalled: false,
          elapsedMs: elapsed(),
          states,
          events,
          ...(task && { task }),
        };
    }
  } finally {
    clearTimeout(timer);
  }
}

function stateOf(holder: unknown): string | undefined {
  if (!isJsonObject(holder)) return undefined;
  const status = holder['status'];
  return isJsonObject(status) && typeof status['state'] === 'string' ? status['state'] : undefined;
}
