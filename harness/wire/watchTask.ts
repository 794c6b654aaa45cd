import { isCrosscheckError } from '../errors/CrosscheckError.ts';
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
  /** Longest one poll may take; a poll cut at this (not at the watch's end) is a `NET_TIMEOUT`. */
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
 * (XV-WIRE-001: a stall is a deadline, never a wait forever). Each poll gets the time left, at
 * most `callDeadlineMs`. The only outcome swallowed is the watch's own deadline: a poll cut by
 * it is a stall. Any other failure of a poll (a reset connection, an unreachable agent, a poll
 * that outlasts the call deadline while the watch still had time) is thrown as it came, so the
 * check reports it as an `error` with the transport's code, never as a stall.
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
      const left = options.deadlineMs - clock.elapsed();
      if (left <= 0) return { reached: null, stalled: true, ...seen() };
      const budget = Math.max(1, Math.ceil(Math.min(left, options.callDeadlineMs)));
      let answer: TaskPollAnswer<E>;
      polls++;
      try {
        answer = await poll(budget);
      } catch (cause) {
        const ownDeadline = options.callDeadlineMs >= left;
        if (ownDeadline && isCrosscheckError(cause, 'NET_TIMEOUT'))
          return { reached: null, stalled: true, ...seen() };
        throw cause;
      }
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
