import { describe, expect, it } from 'vitest';
import type { A2APart, A2ATask, AgentBinding } from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { statusAfter } from './statusAfter.ts';
import type { ValueRun } from './ValueRun.ts';

/**
 * An agent whose blocking SendMessage answers with the task still SUBMITTED, stamped when it was
 * made; a task ends (and is stamped anew, ten seconds on) once the agent has served two more
 * requests or been asked for it: the work ends between the harness's unfiltered listing and its
 * filtered one, with no clock in the test. Its ListTasks filters rightly by context and by
 * `statusTimestampAfter`.
 */
function earlyAnsweringAgent(): CheckContext {
  const tasks: { id: string; contextId: string; at: number; polled: boolean }[] = [];
  let requests = 0;
  const view = (t: (typeof tasks)[number]): A2ATask => {
    const ended = t.polled || requests > t.at + 2;
    return {
      id: t.id,
      contextId: t.contextId,
      status: {
        state: ended ? 'TASK_STATE_COMPLETED' : 'TASK_STATE_SUBMITTED',
        timestamp: new Date(
          Date.UTC(2026, 0, 1) + t.at * 1000 + (ended ? 10_000 : 0),
        ).toISOString(),
      },
    };
  };
  const http = { status: 200, contentType: 'application/json' };
  const result = <T>(value: T) => Promise.resolve({ result: value, raw: value, http });
  const binding = {
    sendMessage: ({ message }: { message: { contextId: string } }) => {
      requests++;
      const made = {
        id: `task-${requests}`,
        contextId: message.contextId,
        at: requests,
        polled: false,
      };
      tasks.push(made);
      return result({ task: view(made) });
    },
    getTask: ({ id }: { id: string }) => {
      requests++;
      const t = tasks.find((x) => x.id === id)!;
      t.polled = true;
      return result(view(t));
    },
    listTasks: (params: { contextId: string; statusTimestampAfter?: string }) => {
      requests++;
      const after = params.statusTimestampAfter;
      const listed = tasks
        .filter((t) => t.contextId === params.contextId)
        .map(view)
        .filter((t) => after === undefined || Date.parse(t.status.timestamp!) >= Date.parse(after));
      return result({ tasks: listed, nextPageToken: '', pageSize: 50, totalSize: listed.length });
    },
  } as unknown as AgentBinding;
  let messages = 0;
  return {
    target: { deadlines: { callMs: 4_000, progressMs: 300 } },
    binding,
    quiet: () => binding,
    message: (parts: A2APart[]) => ({ role: 'ROLE_USER', messageId: `m${++messages}`, parts }),
    options: (extra: object = {}) => ({ ...extra }),
  } as unknown as CheckContext;
}

describe('the statusTimestampAfter probe', () => {
  it('judges the filter with the stamps the tasks settle with, not those of an early answer', async () => {
    // Arrange: the filter one millisecond after the second task's stamp.
    const ctx = earlyAnsweringAgent();
    const run: ValueRun = { findings: [], judged: new Set(), steps: [], unserved: false };
    // Act
    await statusAfter(
      ctx,
      {
        'milliseconds-z': { task: 1, shiftMs: 1 },
        'seconds-z': null,
        'offset-zero': null,
        'offset-plus-one': null,
      },
      run,
    );
    // Assert
    expect([run.findings, [...run.judged], run.steps]).toEqual([
      [],
      ['A2A-LIST-006'],
      ['after 2026-01-01T00:00:12.001Z: listed 0, 0 due'],
    ]);
  });
});
