/**
 * Conventions between the harness's probes and the agents that cooperate with them (the
 * simulated vendors and the built-in SDK agents). Nothing in A2A requires an agent to honour
 * them; an agent that does not is judged all the same, and rules that need what they ask for
 * become not applicable instead of failing.
 */

/**
 * `SendMessageRequest.metadata` key asking the agent to keep the task running for the given
 * number of milliseconds before it produces its result (A2A §3.2.5: metadata is free-form).
 * Rules about running tasks (cancel, subscribe, follow-ups, non-blocking sends) need a task
 * that is not over by the time the next request arrives.
 */
export const LINGER_METADATA_KEY = 'https://a2a-crosscheck.dev/metadata/linger-ms';

/** Longest linger a cooperating agent honours (bounds every hold, DESIGN §7). */
export const MAX_LINGER_MS = 5_000;

/**
 * The linger the harness asks for, in milliseconds: one progress deadline (at least 200 ms), so
 * that the requests a check sends right after the task was created still find it running.
 */
export function lingerFor(progressDeadlineMs: number): number {
  return Math.min(MAX_LINGER_MS, Math.max(200, progressDeadlineMs));
}

/** Reads the linger asked for in request metadata; 0 when absent or not a positive number. */
export function readLinger(metadata: unknown): number {
  if (typeof metadata !== 'object' || metadata === null) return 0;
  const value = (metadata as Record<string, unknown>)[LINGER_METADATA_KEY];
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.min(value, MAX_LINGER_MS)
    : 0;
}

/**
 * `SendMessageRequest.metadata` key asking the agent to stop the task in
 * `TASK_STATE_INPUT_REQUIRED` (an interrupted state, A2A §4.1.3) once it has started work, and
 * to resume it when a later message naming that task's id arrives (A2A §3.4.3: the client
 * continues an input-required task with a message carrying the same taskId and contextId). The
 * value is `true`. A resuming message that carries the key again stops the task once more; one
 * without it lets the task run to its end. Rules about interrupted tasks (a blocking answer at
 * INPUT_REQUIRED, the follow-up that continues it, GetTask and CancelTask of it) need a task
 * that is interrupted when the harness acts on it.
 */
export const INPUT_REQUIRED_METADATA_KEY = 'https://a2a-crosscheck.dev/metadata/input-required';

/** True when request metadata asks the agent to stop the task at INPUT_REQUIRED. */
export function readInputRequired(metadata: unknown): boolean {
  if (typeof metadata !== 'object' || metadata === null) return false;
  return (metadata as Record<string, unknown>)[INPUT_REQUIRED_METADATA_KEY] === true;
}
