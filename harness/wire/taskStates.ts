import type { TaskState } from './a2aTypes.ts';

/** States after which a task never changes again (A2A §4.1.3). */
export const TERMINAL_STATES: ReadonlySet<string> = new Set<TaskState>([
  'TASK_STATE_COMPLETED',
  'TASK_STATE_FAILED',
  'TASK_STATE_CANCELED',
  'TASK_STATE_REJECTED',
]);

/** States in which the task waits for the client (A2A §3.2.2 "interrupted"). */
export const INTERRUPTED_STATES: ReadonlySet<string> = new Set<TaskState>([
  'TASK_STATE_INPUT_REQUIRED',
  'TASK_STATE_AUTH_REQUIRED',
]);

/**
 * What counts as progress when watching a task:
 * - `progress`: the task left `TASK_STATE_SUBMITTED` for working, an interrupted or a terminal
 *   state (XV-WIRE-001: "the first task reaches TASK_STATE_WORKING, an interrupted or a
 *   terminal state");
 * - `settled`: the task reached an interrupted or terminal state, where a blocking call returns;
 * - `resumed`: a task the client continued from an interrupted state (A2A §3.4.3) is working or
 *   terminal again; the interrupted state it waited in is no progress, since a message that was
 *   dropped leaves the task exactly there.
 */
export type ProgressGoal = 'progress' | 'settled' | 'resumed';

/** True when `state` satisfies `goal`. */
export function reachesGoal(state: string, goal: ProgressGoal): boolean {
  if (goal === 'resumed') return TERMINAL_STATES.has(state) || state === 'TASK_STATE_WORKING';
  if (TERMINAL_STATES.has(state) || INTERRUPTED_STATES.has(state)) return true;
  return goal === 'progress' && state === 'TASK_STATE_WORKING';
}
