import type { A2ATask } from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { isUnserved } from '../../CheckContext.ts';
import { describe, isSettled, settle, taskOf } from '../../_internals/checkHelpers.ts';
import type { RequestValues, TimestampSpelling } from './RequestValues.ts';
import { listedTasks } from './listedTasks.ts';
import { spellTimestamp } from './spellTimestamp.ts';
import { find, VALUE_RULES, type ValueRun } from './ValueRun.ts';

const stampOf = (t: A2ATask): number => Date.parse(String(t.status?.timestamp ?? ''));

/**
 * Two tasks in a context of their own, then listings of that context filtered by
 * `statusTimestampAfter` near one task's status timestamp, each written in a spelling of its own.
 * The proto defines the filter (A2A §3.1.4, `ListTasksRequest.status_timestamp_after`: "Only tasks
 * with a status timestamp time greater than or equal to this value will be returned"), so each
 * filtered listing holds exactly the tasks whose timestamp, as the agent's own unfiltered listing
 * reported it, is at or after the instant the text names.
 */
export async function statusAfter(
  ctx: CheckContext,
  probe: NonNullable<RequestValues['after']>,
  run: ValueRun,
): Promise<void> {
  const spellings = (Object.keys(probe) as TimestampSpelling[]).filter((s) => probe[s] !== null);
  if (spellings.length === 0) return;
  const first = ctx.message([{ text: 'a2a-crosscheck request-values probe: reply briefly.' }]);
  const contextId = `${first.messageId}-context`;
  const second = ctx.message([{ text: 'a2a-crosscheck: a second task.' }]);
  // Blocking, so both are settled (or read back until they are) and their status timestamps stay
  // as first listed; sent together, as two clients of one context may.
  const answers = await Promise.all(
    [first, second].map((message) => {
      message.contextId = contextId;
      return ctx.binding.sendMessage({ message }, ctx.options());
    }),
  );
  const ids = await settledTaskIds(ctx, answers, run);
  if (ids === undefined) return;
  const listed = await ctx.binding.listTasks({ contextId }, ctx.options());
  if (isUnserved(listed) || listed.result === undefined) {
    run.steps.push(`after: the unfiltered listing answered ${describe(listed.error)}`);
    return;
  }
  const all = listedTasks(listed.result);
  if (all === undefined) {
    run.steps.push('after: the unfiltered listing has a "tasks" member that is not a list');
    return;
  }
  const stamps = new Map(all.map((t) => [t.id, stampOf(t)]));
  const known = ids.map((id) => stamps.get(id));
  if (known.some((s) => s === undefined || Number.isNaN(s))) {
    run.steps.push('after: the listing gave no readable status timestamp of both tasks');
    return;
  }
  for (const spelling of spellings) {
    const { task, shiftMs } = probe[spelling]!;
    const { text, instant } = spellTimestamp(known[task]! + shiftMs, spelling);
    const want = [...stamps].filter(([, s]) => s >= instant).map(([id]) => id);
    const answer = await ctx.binding.listTasks(
      { contextId, statusTimestampAfter: text },
      ctx.options(),
    );
    if (answer.result === undefined) {
      run.judged.add(VALUE_RULES.after);
      find(
        run,
        VALUE_RULES.after,
        `ListTasks of context ${contextId} with statusTimestampAfter ${JSON.stringify(text)} was refused: ${describe(answer.error)}`,
      );
      continue;
    }
    const tasks = listedTasks(answer.result);
    if (tasks === undefined) {
      // A listing's shape is A2A-LIST-001's to judge; this one says nothing about the filter.
      run.steps.push(`after ${text}: a "tasks" member that is not a list`);
      continue;
    }
    run.judged.add(VALUE_RULES.after);
    const got = tasks.map((t) => t.id);
    const missing = want.filter((id) => !got.includes(id));
    const extra = got.filter((id) => !want.includes(id));
    run.steps.push(`after ${text}: listed ${got.length}, ${want.length} due`);
    if (missing.length > 0 || extra.length > 0)
      find(
        run,
        VALUE_RULES.after,
        `ListTasks with statusTimestampAfter ${JSON.stringify(text)} (${new Date(instant).toISOString()}) listed [${got.join(', ')}]; due were the tasks updated at or after it, [${want.join(', ')}] (status timestamps ${[...stamps].map(([id, s]) => `${id} ${new Date(s).toISOString()}`).join(', ')})`,
      );
  }
}

/**
 * The ids of the two probe tasks once each has settled, or undefined (the reason in the run's
 * steps) when one was not served, gave no task, or did not settle within the progress deadline.
 */
async function settledTaskIds(
  ctx: CheckContext,
  answers: readonly Awaited<ReturnType<CheckContext['binding']['sendMessage']>>[],
  run: ValueRun,
): Promise<string[] | undefined> {
  const ids: string[] = [];
  for (const answer of answers) {
    if (isUnserved(answer)) {
      run.unserved = true;
      return undefined;
    }
    const task = answer.error === undefined ? taskOf(answer) : undefined;
    if (task === undefined) {
      run.steps.push(`after: no task to list (${describe(answer.error)})`);
      return undefined;
    }
    // A blocking answer may come before the end (answered SUBMITTED, or interrupted): a task still
    // running moves its status timestamp when it ends, and the filtered listings would be judged
    // with the stamps of the unfiltered one from before. So each task is read back until it
    // settles; one that does not settle within the progress deadline leaves nothing to judge.
    if (!isSettled(task.status?.state)) {
      const settled = await settle(ctx, task.id, ctx.target.deadlines.progressMs);
      if (!isSettled(settled?.status?.state)) {
        run.steps.push(`after: task ${task.id} did not settle within the progress deadline`);
        return undefined;
      }
    }
    ids.push(task.id);
  }
  return ids;
}
