import type { A2ATask } from './a2aTypes.ts';
import type { AgentBinding, WireError } from './binding/AgentBinding.ts';
import { WIRE_DEFAULTS } from './defaults.ts';
import type { ProgressGoal } from './taskStates.ts';
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
  /** Last task snapshot seen. */
  task?: A2ATask;
  /** The error answer that ended the watch (e.g. TaskNotFoundError, JSON-RPC -32001). */
  error?: WireError;
  /** `GetTask` requests sent. */
  polls: number;
}

/**
 * Polls `GetTask` over `binding` (either binding, either generation) until the task meets `goal`
 * or the progress deadline passes (the one task watcher, {@link watchTask}: the deadline passing
 * with the goal unmet is a stall; a poll that fails on the wire is thrown). Each poll has the
 * binding's own call deadline. `pollIntervalMs` fixes the pause between polls; without it
 * polling backs off.
 */
export async function watchProgress(
  binding: Pick<AgentBinding, 'getTask'>,
  taskId: string,
  options: WatchOptions & { pollIntervalMs?: number } = {},
): Promise<ProgressResult> {
  const deadlineMs = options.progressDeadlineMs ?? WIRE_DEFAULTS.progressDeadlineMs;
  const pollMs = options.pollIntervalMs;
  const watched = await watchTask<WireError>(
    // Each GetTask has the binding's own call deadline; the watch's deadline is its own.
    () => binding.getTask({ id: taskId }),
    {
      goal: options.goal ?? 'progress',
      deadlineMs,
      callDeadlineMs: Number.MAX_SAFE_INTEGER,
      ...(pollMs !== undefined && { pause: () => pollMs }),
    },
  );
  return {
    reached: watched.reached,
    stalled: watched.stalled,
    elapsedMs: watched.elapsedMs,
    states: watched.states,
    polls: watched.polls,
    ...(watched.last !== undefined && { task: watched.last }),
    ...(watched.error !== undefined && { error: watched.error }),
  };
}
