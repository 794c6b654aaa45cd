import type { A2ATask, ListTasksResult, WireAnswer } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import { describeAnswer, isSettled, settle, taskOf } from '../_internals/checkHelpers.ts';

const SHAPE = { rule: 'A2A-LIST-001', caseId: 'agent-list-tasks-response-shape' };
const PAGES = { rule: 'A2A-LIST-002', caseId: 'agent-list-tasks-cursor-pages' };
const ORDER = { rule: 'A2A-LIST-003', caseId: 'agent-list-tasks-newest-first' };
const ARTIFACTS = { rule: 'A2A-LIST-004', caseId: 'agent-list-tasks-artifacts-on-request' };
const FILTERS = { rule: 'A2A-LIST-005', caseId: 'agent-list-tasks-filters' };
const ALL = [SHAPE, PAGES, ORDER, ARTIFACTS, FILTERS];

/** Most pages followed before the walk stops (a cursor that never ends is a failure). */
const MAX_PAGES = 20;

/**
 * Two tasks in one context (the second started by naming the first's contextId, §3.4.3), then
 * ListTasks read whole, page by page, with and without artifacts, and filtered by state.
 */
const listTasks: AgentCheck = {
  id: 'list-tasks',
  heads: ALL,
  scope: 'each-binding',
  async run(ctx) {
    const first = await ctx.binding.sendMessage(
      ctx.send('a2a-crosscheck probe: reply with anything.'),
      ctx.options(),
    );
    const t1 = taskOf(first);
    if (t1 === undefined)
      return ALL.map(
        (h) =>
          ctx.unserved(h, 'SendMessage', first) ??
          ctx.notApplicable(
            h,
            `SendMessage gave no task (${describeAnswer(first)})`,
            'no task to list',
          ),
      );
    const t2 = taskOf(
      await ctx.binding.sendMessage(
        ctx.send('a2a-crosscheck probe: reply again.', { message: { contextId: t1.contextId } }),
        ctx.options(),
      ),
    );
    const mine = [t1, ...(t2 !== undefined && t2.contextId === t1.contextId ? [t2] : [])];

    const whole = await ctx.binding.listTasks({ contextId: t1.contextId }, ctx.options());
    const unserved = ctx.unserved(SHAPE, 'ListTasks', whole);
    if (unserved !== undefined) return ALL.map((h) => ctx.unserved(h, 'ListTasks', whole)!);
    const records: CheckOutcome[] = [judgeShape(ctx, whole)];
    const tasks = whole.result?.tasks;
    if (!Array.isArray(tasks)) {
      const why = 'ListTasks gave no task list';
      return [
        ...records,
        ...[PAGES, ORDER, ARTIFACTS, FILTERS].map((h) =>
          ctx.notApplicable(h, why, 'charged to A2A-LIST-001'),
        ),
      ];
    }
    records.push(await judgePages(ctx, t1.contextId, mine));
    records.push(judgeOrder(ctx, tasks));
    records.push(await judgeArtifacts(ctx, t1.contextId, tasks, mine));
    records.push(await judgeFilters(ctx, t1, tasks, mine));
    return records;
  },
};

function judgeShape(ctx: CheckContext, answer: WireAnswer<ListTasksResult>): CheckOutcome {
  const r = answer.result as Record<string, unknown> | undefined;
  if (r === undefined)
    return ctx.fail(SHAPE, `ListTasks answered ${describeAnswer(answer)}`, {
      actual: answer.error ?? answer.raw,
    });
  const problems: string[] = [];
  if (!Array.isArray(r['tasks'])) problems.push('"tasks" is not a list');
  if (typeof r['nextPageToken'] !== 'string')
    problems.push('"nextPageToken" is missing (it MUST always be present, "" on the last page)');
  if (typeof r['pageSize'] !== 'number') problems.push('"pageSize" is missing or not a number');
  if (typeof r['totalSize'] !== 'number') problems.push('"totalSize" is missing or not a number');
  return problems.length === 0
    ? ctx.pass(
        SHAPE,
        `ListTasks answered with ${(r['tasks'] as unknown[]).length} task(s) and every REQUIRED member`,
      )
    : ctx.fail(SHAPE, `ListTasksResponse: ${problems.join('; ')}`, { actual: answer.raw });
}

async function judgePages(
  ctx: CheckContext,
  contextId: string,
  mine: A2ATask[],
): Promise<CheckOutcome> {
  const seen: string[] = [];
  let token: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await ctx.binding.listTasks(
      { contextId, pageSize: 1, ...(token !== undefined && { pageToken: token }) },
      ctx.options(),
    );
    const tasks = answer.result?.tasks;
    if (!Array.isArray(tasks))
      return ctx.fail(PAGES, `page ${page + 1} answered ${describeAnswer(answer)}`, {
        actual: answer.error ?? answer.raw,
      });
    if (tasks.length > 1)
      return ctx.fail(PAGES, `pageSize 1 returned ${tasks.length} tasks on page ${page + 1}`, {
        actual: tasks.map((t) => t.id),
      });
    for (const t of tasks) {
      if (seen.includes(t.id))
        return ctx.fail(PAGES, `task ${t.id} came back on two pages`, { actual: seen });
      seen.push(t.id);
    }
    token = answer.result?.nextPageToken;
    if (token === undefined || token === '') {
      const missing = mine.filter((t) => !seen.includes(t.id)).map((t) => t.id);
      return missing.length === 0
        ? ctx.pass(
            PAGES,
            `${page + 1} page(s) of one task each visited ${seen.length} task(s), none twice`,
          )
        : ctx.fail(PAGES, `following nextPageToken never reached task(s) ${missing.join(', ')}`, {
            actual: seen,
          });
    }
  }
  return ctx.fail(PAGES, `nextPageToken still not empty after ${MAX_PAGES} pages of one task`, {
    actual: seen,
  });
}

function judgeOrder(ctx: CheckContext, tasks: A2ATask[]): CheckOutcome {
  const stamps = tasks.map((t) => t.status?.timestamp);
  if (tasks.length < 2 || stamps.some((s) => typeof s !== 'string'))
    return ctx.notApplicable(
      ORDER,
      tasks.length < 2 ? 'fewer than two tasks to order' : 'some tasks carry no status timestamp',
      'ordering cannot be observed',
    );
  const times = stamps.map((s) => Date.parse(s!));
  const wrong = times.findIndex((t, i) => i > 0 && t > times[i - 1]!);
  return wrong === -1
    ? ctx.pass(ORDER, `${tasks.length} tasks came most recent first`)
    : ctx.fail(
        ORDER,
        `task ${tasks[wrong]!.id} (${stamps[wrong]}) is listed after an older one (${stamps[wrong - 1]})`,
        { actual: stamps },
      );
}

async function judgeArtifacts(
  ctx: CheckContext,
  contextId: string,
  tasks: A2ATask[],
  mine: A2ATask[],
): Promise<CheckOutcome> {
  const leaked = tasks.filter((t) => 'artifacts' in t);
  if (leaked.length > 0)
    return ctx.fail(
      ARTIFACTS,
      `without includeArtifacts, ${leaked.length} task(s) still carry an "artifacts" member`,
      { actual: leaked.map((t) => ({ id: t.id, artifacts: t.artifacts ?? null })) },
    );
  const withArtifacts = mine.filter((t) => (t.artifacts ?? []).length > 0);
  if (withArtifacts.length === 0)
    return ctx.pass(
      ARTIFACTS,
      'without includeArtifacts no task carries artifacts (none of these tasks has any)',
    );
  const full = await ctx.binding.listTasks({ contextId, includeArtifacts: true }, ctx.options());
  const listed = (full.result?.tasks ?? []).filter((t) => withArtifacts.some((w) => w.id === t.id));
  const bare = listed.filter((t) => (t.artifacts ?? []).length === 0);
  return bare.length === 0 && listed.length > 0
    ? ctx.pass(
        ARTIFACTS,
        'artifacts are left out by default and listed with includeArtifacts: true',
      )
    : ctx.fail(
        ARTIFACTS,
        `with includeArtifacts: true, ${bare.length || withArtifacts.length} task(s) that have artifacts came without them`,
        { actual: full.raw },
      );
}

async function judgeFilters(
  ctx: CheckContext,
  t1: A2ATask,
  tasks: A2ATask[],
  mine: A2ATask[],
): Promise<CheckOutcome> {
  const foreign = tasks.filter((t) => t.contextId !== t1.contextId);
  if (foreign.length > 0)
    return ctx.fail(
      FILTERS,
      `the contextId filter let ${foreign.length} task(s) of other contexts through`,
      { actual: foreign.map((t) => t.contextId) },
    );
  const missing = mine.filter((m) => !tasks.some((t) => t.id === m.id));
  if (missing.length > 0)
    return ctx.fail(
      FILTERS,
      `the contextId filter left out task(s) ${missing.map((t) => t.id).join(', ')} of that context`,
      { actual: tasks.map((t) => t.id) },
    );
  // The state to filter by is the one the task settles in, not the one an earlier answer gave: a
  // task answered still running moves on, and whether it had by the listing was a race between
  // these requests and the agent's work (beside busy loops the harness's requests came sooner in
  // the agent's time, and the same agent passed), not something the filter did.
  const settled = isSettled(t1.status?.state)
    ? t1
    : ((await settle(ctx, t1.id, ctx.target.deadlines.progressMs)) ?? t1);
  const state = settled.status?.state;
  if (typeof state !== 'string')
    return ctx.pass(
      FILTERS,
      'the contextId filter returned exactly that context (no state to filter by)',
    );
  const byState = await ctx.binding.listTasks(
    { contextId: t1.contextId, status: state },
    ctx.options(),
  );
  const got = byState.result?.tasks;
  if (!Array.isArray(got))
    return ctx.fail(FILTERS, `ListTasks filtered by status answered ${describeAnswer(byState)}`, {
      actual: byState.error ?? byState.raw,
    });
  const wrong = got.filter((t) => t.status?.state !== state);
  return wrong.length === 0 && got.some((t) => t.id === t1.id)
    ? ctx.pass(FILTERS, `the contextId and status (${state}) filters returned only matching tasks`)
    : ctx.fail(
        FILTERS,
        wrong.length > 0
          ? `the status filter ${state} let ${wrong.length} task(s) in other states through`
          : `the status filter ${state} left out task ${t1.id}`,
        { actual: got.map((t) => ({ id: t.id, state: t.status?.state })) },
      );
}

/** Checks of ListTasks. */
export const LIST_CHECKS: readonly AgentCheck[] = [listTasks];
