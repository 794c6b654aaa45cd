import type { ScriptStep, SimTask } from './SimTask.ts';

/**
 * The steps of a task that one consumer (a stream, a push delivery) has passed on, told apart by
 * identity rather than by age. A task's age runs on the lag-free clock, which stands still while
 * the process lags, so a step added later (a cancel's CANCELED, a resumed task's next steps) can
 * carry the very age the consumer last reached: read as "the steps after the last age passed
 * on", it was skipped, and beside busy loops a stream canceled at its first event closed without
 * the CANCELED it owed.
 */
export class StepsSent {
  private readonly sent: Set<ScriptStep>;

  /** `openedAt`: the age whose state the consumer already carried (a stream's opening snapshot). */
  constructor(
    private readonly task: Pick<SimTask, 'stepsBetween'>,
    openedAt: number,
  ) {
    this.sent = new Set(task.stepsBetween(Number.NEGATIVE_INFINITY, openedAt));
  }

  /** The steps not passed on yet, due at or before `age`, in the order they fall due. */
  dueBy(age: number): ScriptStep[] {
    return this.task
      .stepsBetween(Number.NEGATIVE_INFINITY, age)
      .filter((step) => !this.sent.has(step));
  }

  /** The next step not passed on yet, however far off. */
  next(): ScriptStep | undefined {
    return this.dueBy(Number.POSITIVE_INFINITY)[0];
  }

  markSent(step: ScriptStep): void {
    this.sent.add(step);
  }
}
