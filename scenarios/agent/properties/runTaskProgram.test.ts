import { describe, expect, it } from 'vitest';
import type {
  AgentBinding,
  ListTasksParams,
  SendMessageParams,
} from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { stubCheckContext } from '../_fixtures/stubCheckContext.ts';
import { runTaskProgram } from './runTaskProgram.ts';
import type { TaskProgram } from './TaskProgram.ts';

const ok = <T>(result: T) => ({ result, raw: result, http: { status: 200 } });

/** A check context around a fake binding, with a text-only card. */
const contextOf = (binding: AgentBinding): CheckContext =>
  stubCheckContext(binding, { card: { typed: { defaultInputModes: ['text/plain'], skills: [] } } });

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
  return contextOf(binding);
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

/**
 * An agent that pages by offset; `keepsFilters` makes its cursor carry the filters of the
 * listing that handed it out and apply them instead of the request's.
 */
function offsetAgent(keepsFilters: boolean): CheckContext {
  const tasks: { id: string; contextId: string; at: number }[] = [];
  const binding = {
    generation: '1.0',
    sendMessage: (params: SendMessageParams) => {
      const id = `task-${tasks.length + 1}`;
      const contextId = params.message.contextId ?? `ctx-${tasks.length + 1}`;
      tasks.push({ id, contextId, at: 1_000 * (tasks.length + 1) });
      const status = {
        state: 'TASK_STATE_COMPLETED',
        timestamp: new Date(tasks.at(-1)!.at).toISOString(),
      };
      return Promise.resolve(ok({ task: { id, contextId, status } }));
    },
    listTasks: (params: ListTasksParams) => {
      const [offset, carried] = (params.pageToken ?? '0|').split('|');
      const contextId = keepsFilters && params.pageToken !== undefined ? carried : params.contextId;
      const all = tasks
        .filter((t) => contextId === '' || contextId === undefined || t.contextId === contextId)
        .sort((a, b) => b.at - a.at);
      const from = Number(offset);
      const size = params.pageSize ?? 50;
      return Promise.resolve(
        ok({
          tasks: all.slice(from, from + size).map((t) => ({
            id: t.id,
            contextId: t.contextId,
            status: { state: 'TASK_STATE_COMPLETED', timestamp: new Date(t.at).toISOString() },
          })),
          nextPageToken: from + size < all.length ? `${from + size}|${params.contextId ?? ''}` : '',
        }),
      );
    },
  } as unknown as AgentBinding;
  return contextOf(binding);
}

describe('runTaskProgram: a crossed listing', () => {
  // A task in a second context, then a newer one in the first, then the first context listed
  // with the whole list's cursor: the steps taskProgramArb draws as a crossed listing.
  const program = {
    commands: [
      { op: 'send', mode: 'blocking', part: 'text', to: 'new' },
      { op: 'send', mode: 'blocking', part: 'text', to: 'new' },
      { op: 'send', mode: 'blocking', part: 'text', to: { context: 0 } },
      { op: 'list', context: 0, pageSize: 1, status: false, foreignToken: true },
    ],
  } as const satisfies TaskProgram;

  it("charges a cursor that applies its own listing's filters to A2A-LIST-005", async () => {
    const run = await runTaskProgram(offsetAgent(true), program);
    expect(run.findings.map((f) => f.rule)).toContain('A2A-LIST-005');
  });

  it('finds nothing on an agent that applies the request filters', async () => {
    const run = await runTaskProgram(offsetAgent(false), program);
    expect(run.findings).toEqual([]);
  });
});

/**
 * An agent that writes its answers as ProtoJSON does, omitting an empty repeated field: a listing
 * page with no task has no `tasks` (nor an empty cursor). Its pages hold one task each and its
 * cursor runs one past the last one, so a listing ends with an empty page; `forgets` makes it
 * list nothing at all.
 */
function protoJsonAgent(forgets: boolean): CheckContext {
  const tasks: { id: string; contextId: string }[] = [];
  const view = (t: (typeof tasks)[number]) => ({
    ...t,
    status: { state: 'TASK_STATE_COMPLETED', timestamp: new Date(1_000).toISOString() },
  });
  const binding = {
    generation: '1.0',
    sendMessage: (params: SendMessageParams) => {
      const made = {
        id: `task-${tasks.length + 1}`,
        contextId: params.message.contextId ?? 'ctx-1',
      };
      tasks.push(made);
      return Promise.resolve(ok({ task: view(made) }));
    },
    listTasks: (params: ListTasksParams) => {
      const from = Number(params.pageToken ?? 0);
      const mine = tasks.filter((t) => t.contextId === params.contextId);
      const page = forgets ? [] : mine.slice(from, from + 1);
      return Promise.resolve(
        ok(page.length === 0 ? {} : { tasks: page.map(view), nextPageToken: String(from + 1) }),
      );
    },
  } as unknown as AgentBinding;
  return contextOf(binding);
}

describe('runTaskProgram: a listing answered in ProtoJSON', () => {
  const program = {
    commands: [
      { op: 'send', mode: 'blocking', part: 'text', to: 'new' },
      { op: 'list', context: 0, pageSize: 1, status: false, foreignToken: false },
    ],
  } as const satisfies TaskProgram;

  it('reads a page without tasks as the empty page that ends the listing', async () => {
    const run = await runTaskProgram(protoJsonAgent(false), program);
    expect(run.steps.at(-1)).toBe('list ctx-1: 1 task(s) in 2 page(s)');
    expect(run.judged.has('A2A-LIST-005')).toBe(true);
    expect(run.findings).toEqual([]);
  });

  it('charges a listing without tasks that leaves out a task of its context to A2A-LIST-005', async () => {
    const run = await runTaskProgram(protoJsonAgent(true), program);
    expect(run.steps.at(-1)).toBe('list ctx-1: 0 task(s) in 1 page(s)');
    expect(run.findings).toEqual([
      {
        rule: 'A2A-LIST-005',
        problem:
          'ListTasks filtered by contextId ctx-1 left out task-1 (TASK_STATE_COMPLETED), which the agent created there',
      },
    ]);
  });
});
