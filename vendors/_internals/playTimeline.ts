import type { StreamResponse } from '../../harness/wire/index.ts';
import { isSettled, type SimTask } from './SimTask.ts';
import { StepsSent } from './StepsSent.ts';
import { hold, waitFor, type WaitEnd } from './waitFor.ts';

/** What a stream reads of its task: the steps due in a span, and whether it has settled. */
export type Timeline = Pick<SimTask, 'stepsBetween' | 'isSettledNow' | 'age'> &
  Partial<Pick<SimTask, 'canceled'>>;

/** The task's future as it stands now, played on whatever later happens to the task. */
export function asOpened(task: SimTask): Timeline {
  const script = task.stepsBetween(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
  const settlesAt = script.find((s) => isSettled(s.event.statusUpdate?.status.state))?.at;
  return {
    stepsBetween: (from, to) => script.filter((s) => s.at > from && s.at <= to),
    isSettledNow: () => settlesAt !== undefined && settlesAt <= task.age(),
    age: () => task.age(),
  };
}

/**
 * Sends each step of `task` after age `fromAge` when it falls due, until the task settles, the
 * caller leaves or the fleet closes; a task with nothing left to do and not settled is held.
 * Each step goes out once ({@link StepsSent}).
 */
export async function playTimeline(
  ctx: { readonly closed: AbortSignal; readonly holdLimitMs: number },
  task: Timeline,
  fromAge: number,
  stop: AbortSignal,
  send: (event: StreamResponse) => void,
): Promise<WaitEnd | 'settled' | 'hold-limit'> {
  // The opening snapshot, read at `fromAge` in this same turn, carried the steps due by then.
  const steps = new StepsSent(task, fromAge);
  for (;;) {
    const next = steps.next();
    if (next === undefined) {
      if (task.isSettledNow()) return 'settled';
      const end = await hold(ctx, stop);
      return end === 'elapsed' ? 'hold-limit' : end;
    }
    // A cancel wakes the wait once (after it, the task's steps are all due).
    const canceled = task.canceled?.aborted === false ? task.canceled : undefined;
    const wake = canceled === undefined ? stop : AbortSignal.any([stop, canceled]);
    const end = await waitFor(ctx, next.at - task.age(), wake);
    if (end !== 'elapsed' && (stop.aborted || end === 'fleet-closed' || canceled?.aborted !== true))
      return end;
    // Everything due by now goes out together, as a server flushes what is ready; with
    // sub-millisecond timelines (generated fleets) that saves a timer turn per step. A cancel
    // woke the wait: its CANCELED step is due now, the step waited for is gone.
    const due = end === 'elapsed' ? Math.max(next.at, task.age()) : task.age();
    for (const step of steps.dueBy(due)) {
      steps.markSent(step);
      send(step.event);
      if (isSettled(step.event.statusUpdate?.status.state)) return 'settled';
    }
  }
}
