import { lagFreeClock as defaultClock, type LagFreeClock } from '../time/lagFreeClock.ts';
import type { A2ATask } from './a2aTypes.ts';
import { reachesGoal, type ProgressGoal } from './taskStates.ts';

/** One poll's answer: the task snapshot, or the error the agent answered with. */
export interface TaskPollAnswer<E> {
  result?: A2ATask | undefined;
  error?: E | undefined;
}

/** Asks for the task once, with at most `deadlineMs` for the exchange. */
export type TaskPoll<E> = (deadlineMs: number) => Promise<TaskPollAnswer<E>>;

/** How a watch runs. */
export interface WatchTaskOptions {
  /** What counts as reaching the goal. */
  goal: ProgressGoal;
  /** Time the task has to reach it, from the call, on the lag-free clock. */
  deadlineMs: number;
  /** Longest one poll may take, in wall-clock time; a poll cut at this is a `NET_TIMEOUT`. */
  callDeadlineMs: number;
  /** The pause before poll `n + 1`. Default {@link backOff}, at most an eighth of the deadline. */
  pause?: (n: number) => number;
  /** Where the watch reads time. Default: a lag-free clock (the process's own lag is no stall). */
  clock?: () => LagFreeClock;
  sleep?: (ms: number) => Promise<void>;
}

/** What a watch saw. `stalled` is true exactly when the watch's own deadline passed first. */
export interface TaskWatch<E> {
  /** The state that met the goal, or `null`. */
  reached: string | null;
  stalled: boolean;
  elapsedMs: number;
  /** Distinct task states in the order observed (consecutive repeats folded). */
  states: string[];
  /** The last snapshot seen. */
  last?: A2ATask;
  /** The error answer that ended the watch (e.g. TaskNotFoundError). */
  error?: E;
  /** Polls sent. */
  polls: number;
}

/**
 * The pause before poll `n + 1`: quick at first (a simulated task moves every few tens of
 * milliseconds), then backing off geometrically to a quarter second, so a long watch costs a
 * few dozen polls, not hundreds.
 */
export function backOff(n: number): number {
  return Math.min(250, Math.round(20 * 1.5 ** n));
}

const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Polls a task until it meets `goal` or the watch's deadline passes, whichever comes first
 * (XV-WIRE-001: a stall is a deadline, never a wait forever). The deadline runs on the lag-free
 * clock and is looked at between polls: a poll sent before it gets the whole call deadline
 * (wall-clock time, which a loaded machine stretches) and its answer counts, so a slow machine
 * is never taken for a stalled task. The only outcome swallowed is the watch's own deadline
 * passing with the goal unmet, a stall. Any failure of a poll (a reset connection, an
 * unreachable agent, a GetTask unanswered within the call deadline) is thrown as it came, so
 * the check reports it as an `error` with the transport's code, never as a stall. Polling backs
 * off (`backOff`).
 */
export async function watchTask<E>(
  poll: TaskPoll<E>,
  options: WatchTaskOptions,
): Promise<TaskWatch<E>> {
  const clock = (options.clock ?? defaultClock)();
  // Polls stay dense enough near the end that a task which settles in time is seen in time.
  const cap = Math.max(20, options.deadlineMs / 8);
  const pause = options.pause ?? ((n: number) => Math.min(backOff(n), cap));
  const sleep = options.sleep ?? realSleep;
  const states: string[] = [];
  let last: A2ATask | undefined;
  let polls = 0;
  const seen = (): Pick<TaskWatch<E>, 'states' | 'polls' | 'last' | 'elapsedMs'> => ({
    states,
    polls,
    elapsedMs: clock.elapsed(),
    ...(last !== undefined && { last }),
  });
  try {
    for (;;) {
      if (options.deadlineMs - clock.elapsed() <= 0)
        return { reached: null, stalled: true, ...seen() };
      polls++;
      const answer = await poll(Math.max(1, Math.ceil(options.callDeadlineMs)));
      if (answer.error !== undefined)
        return { reached: null, stalled: false, error: answer.error, ...seen() };
      if (answer.result !== undefined) last = answer.result;
      const state = last?.status?.state;
      if (typeof state === 'string') {
        if (states.at(-1) !== state) states.push(state);
        if (reachesGoal(state, options.goal)) return { reached: state, stalled: false, ...seen() };
      }
      await sleep(Math.max(0, Math.min(pause(polls - 1), options.deadlineMs - clock.elapsed())));
    }
  } finally {
    clock.stop();
  }
}
