import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJsonRpcBinding } from './binding/createJsonRpcBinding.ts';
import { createRestBinding } from './binding/createRestBinding.ts';
import { taskFailureCode } from './taskFailureCode.ts';
import { watchProgress } from './watchProgress.ts';

/** A fake agent whose GetTask answers the state due at the time of the call. */
function agent(timeline: [number, string][], errorCode?: number) {
  const started = performance.now();
  let polls = 0;
  const fetch = (async (_input: unknown, init?: RequestInit) => {
    polls += 1;
    const { id } = JSON.parse(init!.body as string) as { id: number };
    const age = performance.now() - started;
    const state = timeline.filter(([at]) => at <= age).at(-1)?.[1];
    const body =
      errorCode !== undefined
        ? { jsonrpc: '2.0', id, error: { code: errorCode, message: 'Task not found' } }
        : { jsonrpc: '2.0', id, result: { id: 't', contextId: 'c', status: { state } } };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const client = createJsonRpcBinding({
    url: 'http://127.0.0.1:9/rpc',
    generation: '1.0',
    target: { allowRemote: false, deadlineMs: 1_000, maxResponseBytes: 1024 * 1024, fetch },
  });
  return { client, polls: () => polls };
}

/** Runs `watching` on fake time: the clock only moves when the timers are advanced. */
async function onFakeTime<T>(watching: Promise<T>, ms: number): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms);
  return watching;
}

// Time is injected (STYLE): the watch's clock and sleeps are vitest's fake timers, so these
// checks of the deadline logic are exact and do not depend on how busy the machine is.
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('watchProgress', () => {
  it('returns as soon as the task works, with the states seen', async () => {
    const { client, polls } = agent([
      [0, 'TASK_STATE_SUBMITTED'],
      [30, 'TASK_STATE_WORKING'],
    ]);

    const watched = await onFakeTime(
      watchProgress(client, 't', { progressDeadlineMs: 300, pollIntervalMs: 5 }),
      300,
    );

    expect(watched).toMatchObject({
      reached: 'TASK_STATE_WORKING',
      stalled: false,
      states: ['TASK_STATE_SUBMITTED', 'TASK_STATE_WORKING'],
      elapsedMs: 30,
    });
    expect(polls()).toBe(7); // at 0, 5, …, 30 ms
  });

  it('reports a stall exactly when the deadline passes, never sleeping past it', async () => {
    const { client, polls } = agent([[0, 'TASK_STATE_SUBMITTED']]);

    const watched = await onFakeTime(
      watchProgress(client, 't', { progressDeadlineMs: 100, pollIntervalMs: 30 }),
      1_000,
    );

    expect(watched).toMatchObject({
      reached: null,
      stalled: true,
      states: ['TASK_STATE_SUBMITTED'],
      elapsedMs: 100, // polls at 0, 30, 60, 90; the last sleep is cut to the 10 ms left
    });
    expect(polls()).toBe(4);
  });

  it('is still watching one tick before the deadline', async () => {
    const { client } = agent([[0, 'TASK_STATE_SUBMITTED']]);
    let settled = false;

    const watching = watchProgress(client, 't', { progressDeadlineMs: 100, pollIntervalMs: 30 });
    void watching.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(99);

    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it("with goal 'settled', walks past WORKING to the terminal state", async () => {
    const { client } = agent([
      [0, 'TASK_STATE_WORKING'],
      [20, 'TASK_STATE_FAILED'],
    ]);

    const watched = await onFakeTime(
      watchProgress(client, 't', { goal: 'settled', progressDeadlineMs: 300, pollIntervalMs: 5 }),
      300,
    );

    expect(watched).toMatchObject({
      reached: 'TASK_STATE_FAILED',
      states: ['TASK_STATE_WORKING', 'TASK_STATE_FAILED'],
    });
  });

  it('ends on a JSON-RPC error without calling it a stall', async () => {
    const { client, polls } = agent([], -32001);

    const watched = await onFakeTime(
      watchProgress(client, 'missing', { progressDeadlineMs: 300 }),
      300,
    );

    expect(watched).toEqual({
      reached: null,
      stalled: false,
      elapsedMs: 0,
      states: [],
      polls: 1,
      error: { type: 'TaskNotFound', code: -32001, message: 'Task not found' },
    });
    expect(polls()).toBe(1);
  });
});

describe('watchProgress over HTTP+JSON', () => {
  it('polls GET /tasks/{id} and reads the same states', async () => {
    const urls: string[] = [];
    const fetch = (async (input: unknown) => {
      urls.push(String(input));
      const state = urls.length < 3 ? 'TASK_STATE_SUBMITTED' : 'TASK_STATE_COMPLETED';
      return Response.json({ id: 't', contextId: 'c', status: { state } });
    }) as typeof globalThis.fetch;
    const rest = createRestBinding({
      url: 'http://127.0.0.1:9/a2a/rest',
      target: { allowRemote: false, deadlineMs: 1_000, maxResponseBytes: 1024 * 1024, fetch },
    });

    const watched = await onFakeTime(
      watchProgress(rest, 't', { goal: 'settled', progressDeadlineMs: 300, pollIntervalMs: 5 }),
      300,
    );

    expect(watched).toMatchObject({
      reached: 'TASK_STATE_COMPLETED',
      states: ['TASK_STATE_SUBMITTED', 'TASK_STATE_COMPLETED'],
      polls: 3,
    });
    expect(new Set(urls)).toEqual(new Set(['http://127.0.0.1:9/a2a/rest/tasks/t']));
  });
});

describe('taskFailureCode', () => {
  it.each([
    [
      {
        status: { state: 'TASK_STATE_FAILED', message: { metadata: { error: { code: -32602 } } } },
      },
      -32602,
    ],
    [{ status: { state: 'TASK_STATE_FAILED' }, metadata: { error: { code: -32005 } } }, -32005],
    [
      {
        status: {
          state: 'TASK_STATE_FAILED',
          message: { metadata: { error: { code: '-32602' } } },
        },
      },
      undefined,
    ],
    [null, undefined],
  ])('reads %j as %s', (task, code) => {
    expect(taskFailureCode(task)).toBe(code);
  });
});
