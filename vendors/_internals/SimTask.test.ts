import { describe, expect, it } from 'vitest';
import { SimTask } from './SimTask.ts';
import { scriptFor } from './taskScripts.ts';

const timing = { workingAfterMs: 10, stepMs: 5 };

function completed(store: 'merge' | 'last-chunk-only') {
  const task = new SimTask('t1', 'c1', []);
  task.schedule(scriptFor(task, 'complete', timing, ['one', 'two', 'three']));
  return task.snapshot(store, Number.POSITIVE_INFINITY);
}

describe('SimTask', () => {
  it('signals its cancel, so an open stream sends it without waiting for the step it awaited', () => {
    const task = new SimTask('t1', 'c1', []);
    task.schedule(scriptFor(task, 'complete', timing, ['one'], {}, 5_000));
    const before = task.canceled.aborted;

    task.cancel();

    expect([before, task.canceled.aborted]).toEqual([false, true]);
    expect(task.snapshot('merge').status.state).toBe('TASK_STATE_CANCELED');
  });

  it('merges append chunks into one artifact (A2A §3.2.2)', () => {
    expect(completed('merge').artifacts).toEqual([
      {
        artifactId: 't1-result',
        name: 'result',
        parts: [
          { text: 'one', mediaType: 'text/plain' },
          { text: 'two', mediaType: 'text/plain' },
          { text: 'three', mediaType: 'text/plain' },
        ],
      },
    ]);
  });

  it("keeps only the last chunk under vendor B's store", () => {
    expect(completed('last-chunk-only').artifacts?.[0]?.parts).toEqual([
      { text: 'three', mediaType: 'text/plain' },
    ]);
  });

  it('reads the state due at each age of the script', () => {
    const task = new SimTask('t1', 'c1', []);
    task.schedule(scriptFor(task, 'complete', timing, ['one']));

    const states = [0, 10, 15, 20].map((age) => task.snapshot('merge', age).status.state);

    expect(states).toEqual([
      'TASK_STATE_SUBMITTED',
      'TASK_STATE_WORKING',
      'TASK_STATE_WORKING',
      'TASK_STATE_COMPLETED',
    ]);
    expect(task.settlesAt()).toBe(20);
  });

  it('never settles a stalled task', () => {
    const task = new SimTask('t1', 'c1', []);
    task.schedule(scriptFor(task, 'stall', timing, ['one']));

    expect(task.settlesAt()).toBeUndefined();
    expect(task.snapshot('merge', 1e9).status.state).toBe('TASK_STATE_SUBMITTED');
  });

  it('stops in INPUT_REQUIRED when asked, interrupted and not terminal (A2A §4.1.3)', () => {
    const task = new SimTask('t1', 'c1', []);
    task.schedule(scriptFor(task, 'complete', timing, ['one'], {}, 0, { inputRequired: true }));

    const states = [0, 10, 15, 1e9].map((age) => task.snapshot('merge', age).status.state);

    expect(states).toEqual([
      'TASK_STATE_SUBMITTED',
      'TASK_STATE_WORKING',
      'TASK_STATE_INPUT_REQUIRED',
      'TASK_STATE_INPUT_REQUIRED',
    ]);
    expect(task.settlesAt()).toBe(15);
    expect(task.snapshot('merge', 15).artifacts).toBeUndefined();
  });

  it('resumes an interrupted task: settles at the end of its new phase, with its artifact', () => {
    const now = { workingAfterMs: 0, stepMs: 0 };
    const task = new SimTask('t1', 'c1', []);
    task.schedule(scriptFor(task, 'complete', now, ['one'], {}, 0, { inputRequired: true }));
    const before = [task.stateNow(), task.isInterruptedNow(), task.isTerminalNow()];

    const at = task.age();
    task.resume(scriptFor(task, 'complete', now, ['one', 'two'], {}, 0, { at }));

    expect(before).toEqual(['TASK_STATE_INPUT_REQUIRED', true, false]);
    expect([task.stateNow(), task.isInterruptedNow(), task.isTerminalNow()]).toEqual([
      'TASK_STATE_COMPLETED',
      false,
      true,
    ]);
    expect(task.settlesAt()).toBe(at);
    expect(task.snapshot('merge').artifacts?.[0]?.parts.map((p) => p.text)).toEqual(['one', 'two']);
  });

  it('is terminal once an interrupted task is canceled', () => {
    const now = { workingAfterMs: 0, stepMs: 0 };
    const task = new SimTask('t1', 'c1', []);
    task.schedule(scriptFor(task, 'complete', now, ['one'], {}, 0, { inputRequired: true }));

    task.cancel();

    expect([task.stateNow(), task.isTerminalNow()]).toEqual(['TASK_STATE_CANCELED', true]);
    expect(task.snapshot('merge').status.state).toBe('TASK_STATE_CANCELED');
  });
});
