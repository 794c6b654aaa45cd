import { lagFreeClock, type LagFreeClock } from '../../harness/time/lagFreeClock.ts';
import type { SimTask } from './SimTask.ts';
import type { Transcript } from '../../harness/results/Transcript.ts';
import { hold, waitUntilAge } from './waitFor.ts';

/** How a vendor's send faults bend the blocking wait (`sendPlan`). */
export interface BlockingPlan {
  /** Wait as long again as the task takes to settle. */
  holdAsLongAgain: boolean;
  /** Wait past an interrupted state: for a terminal one only (held if the task stops for input). */
  terminalOnly: boolean;
}

/**
 * Holds a blocking SendMessage until its task has settled (A2A §3.2.2: a terminal or interrupted
 * state), as the task itself reads its age, so the answer read next carries that state; a task
 * that never settles is held until the hold limit. A wait that ends otherwise (the caller left,
 * the fleet closed, the hold limit) is noted in the vendor's transcript.
 */
export async function waitForBlockingAnswer(
  ctx: {
    readonly closed: AbortSignal;
    readonly holdLimitMs: number;
    readonly recorder: Pick<Transcript, 'note'>;
  },
  task: SimTask,
  plan: BlockingPlan,
  callerSignal: AbortSignal,
  clock: () => LagFreeClock = lagFreeClock,
): Promise<void> {
  const extra = plan.holdAsLongAgain ? (task.settlesAt() ?? 0) : 0;
  const interrupted = plan.terminalOnly && task.settlesInterrupted();
  const settlesAt = interrupted ? Number.NaN : (task.settlesAt() ?? Number.NaN) + extra;
  const never = Number.isNaN(settlesAt);
  const end = never
    ? await hold(ctx, callerSignal, clock)
    : await waitUntilAge(ctx, task, settlesAt, callerSignal, clock);
  if (never || end !== 'elapsed')
    ctx.recorder.note('blocking-wait-ended', {
      taskId: task.id,
      end: never && end === 'elapsed' ? 'hold-limit' : end,
    });
}
