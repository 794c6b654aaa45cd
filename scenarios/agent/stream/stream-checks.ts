import { readTriState } from '../../../harness/card/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import type { StreamRead, StreamResponse } from '../../../harness/wire/index.ts';
import { INTERRUPTED_STATES, TERMINAL_STATES } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import { EVERY_BINDING, type AgentCheck, type CheckHead } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import {
  blockingTask,
  describe,
  expectError,
  finishedMeanwhile,
  isTerminal,
  onRunningTask,
  unknownId,
} from '../_internals/checkHelpers.ts';

const MEMBERS = ['task', 'message', 'statusUpdate', 'artifactUpdate'] as const;

const streams = (ctx: CheckContext): boolean => readTriState(ctx.target.card, 'streaming') === true;
const notDeclared = (ctx: CheckContext, heads: CheckHead[]): CheckOutcome[] =>
  heads.map((h) =>
    ctx.notApplicable(
      h,
      'the agent does not declare streaming',
      'condition "capability-declared" does not hold; A2A-CAP-001 judges the refusal',
    ),
  );

const stateOf = (e: StreamResponse): string | undefined =>
  e.task?.status?.state ?? e.statusUpdate?.status?.state;
const states = (read: StreamRead): string[] =>
  read.events.map(stateOf).filter((s): s is string => typeof s === 'string');

const FORMAT = { rule: 'A2A-STREAM-001', caseId: 'agent-stream-events-well-formed' };
const SHAPE = { rule: 'A2A-STREAM-002', caseId: 'agent-stream-opens-with-task-closes-at-terminal' };
const ORDER = { rule: 'A2A-STREAM-003', caseId: 'agent-stream-lifecycle-order' };
const UPDATES = { rule: 'A2A-DM-009', caseId: 'agent-stream-updates-carry-ids' };

/** One SendStreamingMessage read to its end, judged on format, shape, order and event fields. */
const streamMessage: AgentCheck = {
  id: 'stream-message',
  bindings: EVERY_BINDING,
  heads: [FORMAT, SHAPE, ORDER, UPDATES],
  scope: 'each-binding',
  async run(ctx) {
    const heads = [FORMAT, SHAPE, ORDER, UPDATES];
    if (!streams(ctx)) return notDeclared(ctx, heads);
    const read = await ctx.binding.sendStreamingMessage(
      ctx.send('a2a-crosscheck probe: stream your answer.'),
      ctx.streamOptions(),
    );
    const unserved = ctx.unserved(FORMAT, 'SendStreamingMessage', read);
    if (unserved !== undefined)
      return heads.map((h) => ctx.unserved(h, 'SendStreamingMessage', read)!);
    if (read.error !== undefined && read.events.length === 0)
      return [
        ctx.fail(
          FORMAT,
          `the agent declares streaming but refused to stream: ${describe(read.error)}`,
          { actual: read.error },
        ),
        ...[SHAPE, ORDER, UPDATES].map((h) =>
          ctx.notApplicable(h, 'no stream to judge', 'charged to A2A-STREAM-001'),
        ),
      ];
    const unfinished = inconclusive(ctx, read, heads);
    if (unfinished !== undefined) return unfinished;
    return [
      judgeFormat(ctx, read),
      judgeShape(ctx, read),
      judgeOrder(ctx, read),
      judgeUpdates(ctx, read),
    ];
  },
};

function judgeFormat(ctx: CheckContext, read: StreamRead): CheckOutcome {
  const problems: string[] = [];
  if (read.malformed !== undefined) problems.push(read.malformed);
  // SSE over HTTP (§9.4, §11.7); a gRPC stream is a server-streaming RPC (§10.7), `application/grpc`.
  const expected = ctx.binding.name === 'GRPC' ? 'application/grpc' : 'text/event-stream';
  if (!read.http.contentType.toLowerCase().startsWith(expected))
    problems.push(`content type "${read.http.contentType}"`);
  problems.push(...read.eventProblems);
  read.events.forEach((e, i) => {
    const set = MEMBERS.filter((m) => (e as Record<string, unknown>)[m] !== undefined);
    if (set.length !== 1)
      problems.push(
        `event ${i + 1} sets ${set.length === 0 ? 'none' : set.join(' and ')} of task/message/statusUpdate/artifactUpdate`,
      );
  });
  if (read.end === 'stall' || read.end === 'timeout')
    problems.push(
      `the stream ${read.end === 'stall' ? 'stalled' : 'outlived the call deadline'} after ${read.events.length} event(s)`,
    );
  return problems.length === 0
    ? ctx.pass(FORMAT, `${read.events.length} well-formed event(s) over ${expected}`)
    : ctx.fail(FORMAT, `the stream is not well-formed: ${problems.slice(0, 3).join('; ')}`, {
        actual: read.rawEvents.slice(0, 10),
      });
}

function judgeShape(ctx: CheckContext, read: StreamRead): CheckOutcome {
  const first = read.events[0];
  if (first === undefined)
    return ctx.fail(SHAPE, `the stream carried no event (ended: ${read.end})`);
  if (first.message !== undefined)
    return read.events.length === 1 && read.end === 'closed'
      ? ctx.pass(SHAPE, 'a message stream: exactly one Message, then the end')
      : ctx.fail(
          SHAPE,
          `a message stream carried ${read.events.length} event(s) and ended ${read.end}`,
          { actual: read.events.slice(0, 5) },
        );
  if (first.task === undefined)
    return ctx.fail(
      SHAPE,
      `the stream opened with ${MEMBERS.find((m) => (first as Record<string, unknown>)[m] !== undefined) ?? 'nothing'} instead of the Task`,
      { actual: first },
    );
  const taskId = first.task.id;
  const foreign = read.events
    .slice(1)
    .filter(
      (e) =>
        e.task === undefined && (e.statusUpdate?.taskId ?? e.artifactUpdate?.taskId) !== taskId,
    );
  if (
    foreign.some(
      (e) =>
        e.message !== undefined || e.statusUpdate !== undefined || e.artifactUpdate !== undefined,
    )
  )
    return ctx.fail(
      SHAPE,
      `after the Task, the stream carried events that are not updates of task ${taskId}`,
      { actual: foreign.slice(0, 3) },
    );
  const seen = states(read);
  const terminalAt = seen.findIndex((s) => TERMINAL_STATES.has(s));
  const last = seen.at(-1);
  if (read.end !== 'closed')
    return ctx.fail(
      SHAPE,
      `the task stream did not close (${read.end}) after ${seen.join(' → ') || 'no state'}`,
      { actual: seen },
    );
  if (terminalAt === -1 && !(last !== undefined && INTERRUPTED_STATES.has(last)))
    return ctx.fail(
      SHAPE,
      `the task stream closed at ${last ?? 'no state'}, before any terminal state`,
      { actual: seen },
    );
  const lastStateEvent = read.events.map(stateOf).lastIndexOf(last);
  const trailing = read.events.slice(lastStateEvent + 1).filter((e) => e.task === undefined);
  return trailing.length > 0 && terminalAt !== -1
    ? ctx.fail(SHAPE, `${trailing.length} event(s) followed the terminal state ${last}`, {
        actual: trailing.slice(0, 3),
      })
    : ctx.pass(SHAPE, `the stream opened with task ${taskId} and closed at ${last}`);
}

function judgeOrder(ctx: CheckContext, read: StreamRead): CheckOutcome {
  const seen = states(read);
  const terminal = seen.findIndex((s) => TERMINAL_STATES.has(s));
  if (terminal !== -1 && seen.slice(terminal + 1).some((s) => s !== seen[terminal]))
    return ctx.fail(
      ORDER,
      `a state came after the terminal ${seen[terminal]}: ${seen.join(' → ')}`,
      { actual: seen },
    );
  const working = seen.indexOf('TASK_STATE_WORKING');
  if (working !== -1 && seen.slice(working + 1).includes('TASK_STATE_SUBMITTED'))
    return ctx.fail(ORDER, `the task went back to SUBMITTED after WORKING: ${seen.join(' → ')}`, {
      actual: seen,
    });
  const created = new Set<string>();
  for (const e of read.events) {
    const a = e.artifactUpdate;
    if (a === undefined || !isJsonObject(a.artifact)) continue;
    if (a.append === true && !created.has(a.artifact.artifactId))
      return ctx.fail(
        ORDER,
        `an append chunk of artifact ${a.artifact.artifactId} came before the chunk that created it`,
        { actual: read.events.filter((x) => x.artifactUpdate !== undefined).slice(0, 5) },
      );
    created.add(a.artifact.artifactId);
  }
  return ctx.pass(ORDER, `events in lifecycle order: ${seen.join(' → ') || '(no states)'}`);
}

function judgeUpdates(ctx: CheckContext, read: StreamRead): CheckOutcome {
  const updates = read.events
    .flatMap((e) => [e.statusUpdate, e.artifactUpdate])
    .filter((u) => u !== undefined);
  if (updates.length === 0)
    return ctx.notApplicable(UPDATES, 'the stream carried no update events', 'nothing to judge');
  const bad = updates.filter((u) => {
    const o = u as unknown as Record<string, unknown>;
    return (
      typeof o['taskId'] !== 'string' ||
      typeof o['contextId'] !== 'string' ||
      !(isJsonObject(o['status']) || isJsonObject(o['artifact']))
    );
  });
  if (bad.length > 0)
    return ctx.fail(
      UPDATES,
      `${bad.length} update event(s) lack taskId, contextId or their status/artifact`,
      { actual: bad.slice(0, 3) },
    );
  // A2A §4.2.1/§4.2.2: an update names the task it updates; matched with the Task the stream opened with.
  const task = read.events[0]?.task;
  const foreign =
    task === undefined
      ? []
      : updates.filter((u) => u.taskId !== task.id || u.contextId !== task.contextId);
  return foreign.length === 0
    ? ctx.pass(
        UPDATES,
        `${updates.length} update event(s) carry taskId, contextId and their payload${task === undefined ? '' : `, all of task ${task.id} in context ${task.contextId}`}`,
      )
    : ctx.fail(
        UPDATES,
        `${foreign.length} update event(s) name another task or context than the stream's task ${task!.id} (context ${task!.contextId})`,
        { expected: { taskId: task!.id, contextId: task!.contextId }, actual: foreign.slice(0, 3) },
      );
}

const SUBSCRIBE = { rule: 'A2A-STREAM-004', caseId: 'agent-subscribe-opens-with-task' };

const subscribeRunning: AgentCheck = {
  id: 'subscribe-running',
  bindings: EVERY_BINDING,
  heads: [SUBSCRIBE],
  scope: 'each-binding',
  async run(ctx) {
    if (!streams(ctx)) return notDeclared(ctx, [SUBSCRIBE]);
    return onRunningTask(ctx, [SUBSCRIBE], async (got) => {
      const read = await ctx.binding.subscribeToTask({ id: got.task.id }, ctx.streamOptions());
      const unserved = ctx.unserved(SUBSCRIBE, 'SubscribeToTask', read);
      if (unserved !== undefined) return [unserved];
      if (read.error !== undefined && read.events.length === 0) {
        const late = await finishedMeanwhile(ctx, got.task.id, 'subscription');
        if (late !== undefined) return { finishedFirst: late };
        return [
          ctx.fail(
            SUBSCRIBE,
            `SubscribeToTask on running task ${got.task.id} answered ${describe(read.error)}`,
            { actual: read.error },
          ),
        ];
      }
      const unfinished = inconclusive(ctx, read, [SUBSCRIBE]);
      if (unfinished !== undefined) return unfinished;
      const first = read.events[0];
      const seen = states(read);
      if (first?.task === undefined || first.task.id !== got.task.id)
        return [
          ctx.fail(
            SUBSCRIBE,
            `the subscription opened with ${first === undefined ? 'nothing' : JSON.stringify(first).slice(0, 80)} instead of task ${got.task.id}`,
            { actual: read.events.slice(0, 3) },
          ),
        ];
      const last = seen.at(-1);
      if (
        read.end !== 'closed' ||
        last === undefined ||
        !(TERMINAL_STATES.has(last) || INTERRUPTED_STATES.has(last))
      )
        return [
          ctx.fail(
            SUBSCRIBE,
            `the subscription ${read.end === 'closed' ? 'closed' : `ended (${read.end})`} at ${last ?? 'no state'}, not at a terminal state`,
            { actual: seen },
          ),
        ];
      return [
        ctx.pass(
          SUBSCRIBE,
          `the subscription opened with the task (${first.task.status?.state}) and ended at ${last}`,
        ),
      ];
    });
  },
};

const SUB_DONE = { rule: 'A2A-STREAM-005', caseId: 'agent-subscribe-terminal-task-refused' };
const SUB_UNKNOWN = { rule: 'A2A-STREAM-006', caseId: 'agent-subscribe-unknown-task-not-found' };

const subscribeRefusals: AgentCheck = {
  id: 'subscribe-refusals',
  bindings: EVERY_BINDING,
  heads: [SUB_DONE, SUB_UNKNOWN],
  scope: 'each-binding',
  async run(ctx) {
    if (!streams(ctx)) return notDeclared(ctx, [SUB_DONE, SUB_UNKNOWN]);
    const records: CheckOutcome[] = [];
    const unknown = await ctx.binding.subscribeToTask(
      { id: unknownId(ctx, 'task') },
      ctx.streamOptions(),
    );
    records.push(
      expectError(
        ctx,
        SUB_UNKNOWN,
        { ...unknown, raw: unknown.rawEvents },
        'TaskNotFound',
        'SubscribeToTask of an unknown id',
        'SubscribeToTask',
      ),
    );
    const got = await blockingTask(ctx);
    if ('skip' in got) return [...records, got.skip(SUB_DONE)];
    if (!isTerminal(got.task.status?.state))
      return [
        ...records,
        ctx.notApplicable(
          SUB_DONE,
          `the blocking answer left the task ${got.task.status?.state}`,
          'no terminal task to subscribe to',
        ),
      ];
    const done = await ctx.binding.subscribeToTask({ id: got.task.id }, ctx.streamOptions());
    records.push(
      expectError(
        ctx,
        SUB_DONE,
        { ...done, raw: done.rawEvents },
        'UnsupportedOperation',
        `SubscribeToTask of ${got.task.status.state} task ${got.task.id}`,
        'SubscribeToTask',
      ),
    );
    return records;
  },
};

const MULTI = { rule: 'A2A-STREAM-007', caseId: 'agent-streams-of-one-task-agree' };

/**
 * Three subscriptions to one running task: the third is closed after its first event; the
 * other two must each end at the same terminal state, the later one seeing a suffix of the
 * earlier one's updates.
 */
const multiStream: AgentCheck = {
  id: 'multi-stream',
  heads: [MULTI],
  scope: 'each-binding',
  async run(ctx) {
    if (!streams(ctx)) return notDeclared(ctx, [MULTI]);
    return onRunningTask(ctx, [MULTI], async (got) => {
      const id = got.task.id;
      const [a, b] = await Promise.all([
        ctx.binding.subscribeToTask({ id }, ctx.streamOptions()),
        ctx.binding.subscribeToTask({ id }, ctx.streamOptions()),
        ctx.binding.subscribeToTask({ id }, ctx.streamOptions({ maxEvents: 1 })),
      ]);
      const unserved = ctx.unserved(MULTI, 'SubscribeToTask', a);
      if (unserved !== undefined) return [unserved];
      const refused = a.error ?? b.error;
      if (refused !== undefined) {
        const late = await finishedMeanwhile(ctx, id, 'subscriptions');
        if (late !== undefined) return { finishedFirst: late };
      }
      const updates = (r: StreamRead): string[] =>
        r.events
          .slice(1)
          .map((e) =>
            JSON.stringify(e.statusUpdate?.status?.state ?? e.artifactUpdate?.artifact ?? e),
          );
      const [ua, ub] = [updates(a), updates(b)];
      const [longer, shorter] = ua.length >= ub.length ? [ua, ub] : [ub, ua];
      const suffix = shorter.every((x, i) => longer[longer.length - shorter.length + i] === x);
      const [la, lb] = [states(a).at(-1), states(b).at(-1)];
      const problems: string[] = [];
      if (a.error !== undefined || b.error !== undefined)
        problems.push(`a subscription was refused: ${describe(a.error ?? b.error)}`);
      if (a.end !== 'closed' || b.end !== 'closed')
        problems.push(
          `a subscription did not close after the third was dropped (${a.end}, ${b.end})`,
        );
      if (la !== lb || la === undefined || !TERMINAL_STATES.has(la))
        problems.push(`the streams ended at ${la ?? 'no state'} and ${lb ?? 'no state'}`);
      if (!suffix)
        problems.push('the later stream saw updates the earlier one did not, or in another order');
      return [
        problems.length === 0
          ? ctx.pass(
              MULTI,
              `two subscriptions to task ${id} saw the same ${shorter.length} update(s) in order and both ended at ${la}`,
            )
          : ctx.fail(MULTI, problems.join('; '), { actual: { first: ua, second: ub } }),
      ];
    });
  },
};

/**
 * A stream cut by the harness's deadline before any terminal or interrupted state proves
 * nothing either way (the task may simply be slower than the deadline): `error` records, not a
 * verdict. A stream that did reach the end state and then stayed open is judged by the check.
 */
function inconclusive(
  ctx: CheckContext,
  read: StreamRead,
  heads: CheckHead[],
): CheckOutcome[] | undefined {
  if (read.end !== 'stall' && read.end !== 'timeout') return undefined;
  const last = states(read).at(-1);
  if (last !== undefined && (TERMINAL_STATES.has(last) || INTERRUPTED_STATES.has(last)))
    return undefined;
  return heads.map((h) =>
    ctx.record(h, 'error', {
      summary: `the stream ${read.end === 'stall' ? 'went quiet' : 'was still open'} at ${last ?? 'no state'} when the ${read.end === 'stall' ? 'event' : 'call'} deadline passed, so it could not be judged`,
      reason: `${read.events.length} event(s) in ${ctx.target.deadlines.callMs} ms; raise --call-deadline for a slow agent`,
      code: 'NOT_TESTABLE',
    }),
  );
}

/** Checks of SendStreamingMessage and SubscribeToTask. */
export const STREAM_CHECKS: readonly AgentCheck[] = [
  streamMessage,
  subscribeRunning,
  subscribeRefusals,
  multiStream,
];
