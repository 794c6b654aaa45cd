import { describe, expect, it } from 'vitest';
import type {
  AgentBinding,
  ListTasksParams,
  SendMessageParams,
} from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { runTaskProgram } from './runTaskProgram.ts';

const ok = <T>(result: T) => ({ result, raw: result, http: { status: 200 } });

/**
 * An agent whose listing is newest first by last update, paged by the last item's time (as the
 * Python SDK's is): its first task is done; its second, answered SUBMITTED to a non-blocking
 * send, completes between the listing's two pages and so moves ahead of the cursor.
 */
function keysetAgent(): CheckContext {
  const tasks = new Map<string, { id: string; contextId: string; state: string; at: number }>();
  let lists = 0;
  const binding = {
    generation: '1.0',
    sendMessage: (params: SendMessageParams) => {
      const id = `task-${tasks.size + 1}`;
      const done = params.configuration?.returnImmediately !== true;
      tasks.set(id, {
        id,
        contextId: 'ctx-1',
        state: done ? 'TASK_STATE_COMPLETED' : 'TASK_STATE_SUBMITTED',
        at: 1_000,
      });
      const status = done
        ? { state: 'TASK_STATE_COMPLETED', timestamp: new Date(1_000).toISOString() }
        : { state: 'TASK_STATE_SUBMITTED' };
      return Promise.resolve(ok({ task: { id, contextId: 'ctx-1', status } }));
    },
    listTasks: (params: ListTasksParams) => {
      lists += 1;
      // Between the two pages the running task completes, its last update the newest.
      if (lists === 2)
        Object.assign(tasks.get('task-2')!, { state: 'TASK_STATE_COMPLETED', at: 3_000 });
      const after = params.pageToken === undefined ? Infinity : Number(params.pageToken);
      const page = [...tasks.values()]
        .filter((t) => t.state === 'TASK_STATE_COMPLETED' && t.at < after)
        .sort((a, b) => b.at - a.at)
        .slice(0, params.pageSize ?? 50);
      const last = page.at(-1);
      return Promise.resolve(
        ok({
          tasks: page.map((t) => ({
            id: t.id,
            contextId: t.contextId,
            status: { state: t.state, timestamp: new Date(t.at).toISOString() },
          })),
          nextPageToken: lists === 1 && last !== undefined ? String(last.at) : '',
        }),
      );
    },
  } as unknown as AgentBinding;
  return {
    binding,
    target: {
      card: { typed: { defaultInputModes: ['text/plain'], skills: [] } },
      deadlines: { callMs: 4_000, progressMs: 300 },
    },
    message: (parts: unknown[], target: object) => ({
      role: 'ROLE_USER',
      messageId: 'm',
      parts,
      ...target,
    }),
    options: () => ({}),
  } as unknown as CheckContext;
}

describe('runTaskProgram: a listing read page by page', () => {
  it('does not charge a task that moved ahead of the cursor while it ran to A2A-LIST-005', async () => {
    const run = await runTaskProgram(keysetAgent(), {
      commands: [
        { op: 'send', mode: 'blocking', part: 'text', to: 'new' },
        { op: 'send', mode: 'non-blocking', part: 'text', to: { context: 0 } },
        { op: 'list', context: 0, pageSize: 1, status: false, foreignToken: false },
      ],
    });
    expect(run.steps.at(-1)).toBe('list ctx-1: 1 task(s) in 2 page(s)');
    expect(run.judged.has('A2A-LIST-005')).toBe(true);
    expect(run.findings).toEqual([]);
  });
});
