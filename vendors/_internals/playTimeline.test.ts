import { describe, expect, it } from 'vitest';
import type { StreamResponse, TaskState } from '../../harness/wire/index.ts';
import type { ScriptStep } from './SimTask.ts';
import { playTimeline, type Timeline } from './playTimeline.ts';

/** A status step at `at`. */
const step = (at: number, state: TaskState): ScriptStep => ({
  at,
  event: { statusUpdate: { taskId: 't1', contextId: 'c1', status: { state } } },
});

/**
 * A task whose age the test sets by hand (standing still, as the lag-free clock does while the
 * process lags), with SimTask's cancel: later steps dropped, CANCELED appended at the age now.
 */
function handTask(script: ScriptStep[], age: number) {
  const canceling = new AbortController();
  const clock = { age };
  const states = () =>
    script.flatMap((s) => (s.at <= clock.age ? [s.event.statusUpdate?.status.state] : []));
  const timeline: Timeline = {
    stepsBetween: (from, to) => script.filter((s) => s.at > from && s.at <= to),
    isSettledNow: () =>
      ['TASK_STATE_COMPLETED', 'TASK_STATE_CANCELED'].includes(states().at(-1) ?? ''),
    age: () => clock.age,
    canceled: canceling.signal,
  };
  const cancel = (): void => {
    script = script.filter((s) => s.at <= clock.age);
    script.push(step(clock.age, 'TASK_STATE_CANCELED'));
    canceling.abort();
  };
  return { timeline, cancel, clock };
}

const stateOf = (e: StreamResponse): string | undefined => e.statusUpdate?.status.state;
const fleet = { closed: new AbortController().signal, holdLimitMs: 60_000 };

describe('playTimeline', () => {
  it('sends a CANCELED appended at the very age the stream opened at (the clock standing still)', async () => {
    // Opened at age 100, WORKING already in the snapshot, COMPLETED due at 5,000: the caller
    // cancels at its first event, before the lag-free clock has moved.
    const { timeline, cancel } = handTask(
      [step(50, 'TASK_STATE_WORKING'), step(5_000, 'TASK_STATE_COMPLETED')],
      100,
    );
    const sent: StreamResponse[] = [];
    const playing = playTimeline(fleet, timeline, 100, new AbortController().signal, (e) =>
      sent.push(e),
    );
    cancel();
    const end = await playing;

    expect({ end, sent: sent.map(stateOf) }).toEqual({
      end: 'settled',
      sent: ['TASK_STATE_CANCELED'],
    });
  });

  it('sends each step once, the snapshot’s steps never, in the order they fall due', async () => {
    const { timeline, clock } = handTask(
      [
        step(10, 'TASK_STATE_SUBMITTED'),
        step(20, 'TASK_STATE_WORKING'),
        step(30, 'TASK_STATE_WORKING'),
        step(40, 'TASK_STATE_COMPLETED'),
      ],
      20,
    );
    const sent: StreamResponse[] = [];
    const playing = playTimeline(fleet, timeline, 20, new AbortController().signal, (e) =>
      sent.push(e),
    );
    clock.age = 40;
    const end = await playing;

    expect({ end, sent: sent.map(stateOf) }).toEqual({
      end: 'settled',
      sent: ['TASK_STATE_WORKING', 'TASK_STATE_COMPLETED'],
    });
  });
});
