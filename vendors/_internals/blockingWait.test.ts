import { afterEach, describe, expect, it, vi } from 'vitest';
import { handClockSource } from '../../harness/time/_fixtures/handClockSource.ts';
import { lagFreeClocks } from '../../harness/time/lagFreeClock.ts';
import { waitForBlockingAnswer } from './blockingWait.ts';
import { SimTask } from './SimTask.ts';
import { scriptFor } from './taskScripts.ts';

afterEach(() => void vi.useRealTimers());

/**
 * A lag-free clock source the test moves by hand: `at(t)` sets the time `performance.now()`
 * would read, `tick()` runs the clocks' ticker (late, as on a loaded machine).
 */
function handSource() {
  const hand = handClockSource();
  return { clocks: lagFreeClocks(hand.source), at: hand.at, tick: hand.tick };
}

const quiet = {
  closed: new AbortController().signal,
  holdLimitMs: 30_000,
  recorder: { note: () => undefined },
};
const plan = { holdAsLongAgain: false, terminalOnly: false };

describe('waitForBlockingAnswer', () => {
  it('ends once the task itself reads settled, not a rounding short of it', async () => {
    vi.useFakeTimers();
    const h = handSource();
    // A vendor's task as the main job's agent checks make it: WORKING at 30, two chunks, COMPLETED
    // at 60. Each tick comes seconds late, so the lag-free clock moves 12 ms at a tick and stands
    // still between: the times below, in the form performance.now() reads them, are a loaded
    // run's shape, where the wait's clock reads 36 of 36 while the task reads 59.99999999999818
    // of 60 (the old wait answered then, WORKING with both chunks).
    h.at(928.146);
    const task = new SimTask('t1', 'c1', [], h.clocks);
    task.schedule(scriptFor(task, 'complete', { workingAfterMs: 30, stepMs: 10 }, ['a', 'b']));
    h.at(2729.687);
    h.tick();
    h.at(5611.27);
    let answered: string | undefined;
    const waiting = waitForBlockingAnswer(
      quiet,
      task,
      plan,
      new AbortController().signal,
      h.clocks,
    ).then(() => (answered = task.snapshot('merge').status.state));
    for (const [tick, timer] of [
      [6243.786, 9101.989],
      [9490.584, 11940.519],
      [14385.177, 16099.322],
    ] as const) {
      h.at(tick);
      h.tick();
      h.at(timer);
      await vi.advanceTimersToNextTimerAsync();
    }
    const whenItsClockWasUp = { answered, age: task.age() };
    // The clock moves on at the next tick, and the wait with it.
    h.at(17_000);
    h.tick();
    h.at(17_005);
    await vi.advanceTimersToNextTimerAsync();
    await waiting;

    expect(whenItsClockWasUp).toEqual({ answered: undefined, age: 59.99999999999818 });
    expect(answered).toBe('TASK_STATE_COMPLETED');
  });

  it('answers at once for a task already settled, and notes a wait its caller ended', async () => {
    const h = handSource();
    h.at(1_000);
    const task = new SimTask('t1', 'c1', [], h.clocks);
    task.schedule(scriptFor(task, 'complete', { workingAfterMs: 30, stepMs: 10 }, ['a']));
    const notes: unknown[] = [];
    const recorder = { note: (label: string, body: unknown) => void notes.push({ label, body }) };
    const caller = new AbortController();
    const held = waitForBlockingAnswer({ ...quiet, recorder }, task, plan, caller.signal, h.clocks);
    caller.abort();
    await held;
    // Idle ticks on time: the task reaches 60, past its COMPLETED at 50.
    for (let t = 1_010; t <= 1_060; t += 10) {
      h.at(t);
      h.tick();
    }
    await waitForBlockingAnswer(quiet, task, plan, new AbortController().signal, h.clocks);

    expect(notes).toEqual([
      { label: 'blocking-wait-ended', body: { taskId: 't1', end: 'caller-aborted' } },
    ]);
    expect(task.snapshot('merge').status.state).toBe('TASK_STATE_COMPLETED');
  });
});
