import {
  INTERRUPTED_STATES,
  TERMINAL_STATES,
  type StreamResponse,
} from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { isUnserved } from '../CheckContext.ts';
import { describe } from '../_internals/checkHelpers.ts';
import type { ProgramCommand } from './TaskProgram.ts';
import { isTerminal, type TaskModel } from './TaskModel.ts';
import { PROGRAM_RULES, pick, stateOf, type Find, type ProgramRun } from './programRun.ts';
import { chunkMismatch, streamedChunks } from './streamedChunks.ts';

/** Where a state sits on the lifecycle: a task never moves back along it (A2A §4.1.3). */
function rank(state: string): number {
  if (state === 'TASK_STATE_SUBMITTED') return 0;
  if (state === 'TASK_STATE_WORKING') return 1;
  if (INTERRUPTED_STATES.has(state)) return 2;
  return TERMINAL_STATES.has(state) ? 3 : -1;
}

const statesOf = (events: readonly StreamResponse[]): string[] =>
  events.flatMap((e) => {
    const s: unknown = e.task?.status?.state ?? e.statusUpdate?.status?.state;
    return typeof s === 'string' ? [s] : [];
  });

/**
 * SubscribeToTask of a task the model holds open, the newest first (A2A §3.1.6), judged against
 * the model and then against GetTask. A2A-STREAM-004: the stream opens with the model's task (its
 * id and context), never earlier on its lifecycle than the agent had reported it, and a refusal
 * is right only for a task that had ended, which GetTask tells. A2A-GET-001: a subscription
 * followed to the task's end carries what GetTask then reads back, its terminal state and its
 * artifacts, chunk by chunk.
 */
export async function subscribe(
  ctx: CheckContext,
  model: TaskModel,
  c: Extract<ProgramCommand, { op: 'subscribe' }>,
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const rule = PROGRAM_RULES.subscribe;
  const t = pick(model.tasks.filter((x) => !isTerminal(x.state)).reverse(), c.task);
  if (t === undefined) return 'subscribe: skipped (no open task)';
  const known = t.state;
  const read = await ctx.binding.subscribeToTask(
    { id: t.id },
    { ...ctx.streamOptions(), eventDeadlineMs: ctx.target.deadlines.callMs },
  );
  if (isUnserved(read)) return 'subscribe: not served';
  const label = `subscribe ${t.id} (${known})`;
  if (read.events.length === 0) {
    const said = read.error === undefined ? `no event (${read.end})` : describe(read.error);
    // The task may have ended since the model's last read: then a refusal is owed (§3.1.6).
    const now = await ctx.binding.getTask({ id: t.id }, ctx.options());
    const state = stateOf(now.result);
    if (now.result !== undefined && isTerminal(state)) {
      model.observe(t, state, 'GetTask', now.result.artifacts ?? []);
      return `${label}: it had ended ${state}; ${said}`;
    }
    run.judged.add(rule);
    find(
      rule,
      `SubscribeToTask of ${t.id}, which GetTask reads ${state}, answered ${said}, not a stream opening with the task`,
    );
    return `${label}: ${said}`;
  }
  run.judged.add(rule);
  const first = read.events[0]!.task;
  // A context the agent never named to the model is A2A-CTX-001's to judge, not compared here.
  const otherContext = typeof t.contextId === 'string' && first?.contextId !== t.contextId;
  if (first === undefined || first.id !== t.id || otherContext) {
    find(
      rule,
      `the subscription to ${t.id} (context ${t.contextId}) opened with ${first === undefined ? `${Object.keys(read.events[0]!).join(', ') || 'an empty event'}, not the Task` : `task ${String(first.id)} in context ${String(first.contextId)}`}`,
    );
    return `${label}: opened without the task`;
  }
  const opening = stateOf(first);
  if (rank(opening) < rank(known))
    find(
      rule,
      `the subscription to ${t.id} opened with the task ${opening}; the agent had reported it ${known} before`,
    );
  const seen = statesOf(read.events);
  const last = seen.at(-1) ?? opening;
  model.observe(t, last);
  if (read.end !== 'closed' || !isTerminal(last))
    return `${label}: ${seen.join(' → ')} (${read.end})`;
  // Followed to its end, the subscription delivered the task's content: GetTask must agree.
  const back = await ctx.binding.getTask({ id: t.id }, ctx.options());
  if (isUnserved(back) || back.result === undefined) return `${label}: ${seen.join(' → ')}`;
  // Which of the two is wrong, the subscription or the store, no third read tells: like a
  // stream's, the departure is GetTask's rule's (it reads back other than the agent said).
  run.judged.add(PROGRAM_RULES.get);
  const stored = stateOf(back.result);
  if (stored !== last)
    find(
      PROGRAM_RULES.get,
      `the subscription to ${t.id} ended ${last}; GetTask then reads it ${stored}`,
    );
  const mismatch = chunkMismatch(streamedChunks(read.events), back.result.artifacts);
  if (mismatch !== undefined)
    find(
      PROGRAM_RULES.get,
      `GetTask of ${t.id}, against the chunks its subscription delivered: ${mismatch}`,
    );
  // From here the model holds what GetTask read: later reads are GetTask's to agree with.
  model.observe(t, stored, 'GetTask after the subscription', back.result.artifacts ?? []);
  return `${label}: ${seen.join(' → ')}`;
}
