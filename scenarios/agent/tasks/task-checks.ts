import type { A2ATask } from '../../../harness/wire/index.ts';
import { isWireError } from '../../../harness/wire/index.ts';
import { EVERY_BINDING, type AgentCheck } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import {
  blockingTask,
  describe,
  describeAnswer,
  expectError,
  finishedMeanwhile,
  isTerminal,
  onRunningTask,
  settle,
  taskOf,
  unknownId,
} from '../_internals/checkHelpers.ts';

const BOTH = ['1.0', '0.3'] as const;

const GET = { rule: 'A2A-GET-001', caseId: 'agent-get-task-matches-blocking-answer' };
const HIST_ZERO = { rule: 'A2A-HIST-001', caseId: 'agent-get-task-history-zero' };
const HIST_ONE = { rule: 'A2A-HIST-002', caseId: 'agent-get-task-history-limit' };
const HIST_KEPT = { rule: 'A2A-HIST-004', caseId: 'agent-history-keeps-messages' };

const partsOf = (task: A2ATask): number[] =>
  (task.artifacts ?? []).map((a) => (Array.isArray(a.parts) ? a.parts.length : 0));

/**
 * GetTask after a blocking send: the same task, and (on v1.0 agents, whose §3.2.4 defines it)
 * historyLength honoured. v0.3 had no zero-means-none rule, so there only GET-001 is judged.
 */
const getTask: AgentCheck = {
  id: 'get-task',
  bindings: EVERY_BINDING,
  heads: [GET, HIST_ZERO, HIST_ONE, HIST_KEPT],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const v03 = ctx.target.generation === '0.3';
    const params = ctx.send('a2a-crosscheck probe: reply with anything.');
    const sent = await ctx.binding.sendMessage(params, ctx.options());
    const task = taskOf(sent);
    if (task === undefined) {
      const why = ctx.unserved(GET, 'SendMessage', sent);
      return [GET, HIST_ZERO, HIST_ONE, HIST_KEPT].map(
        (h) =>
          ctx.unserved(h, 'SendMessage', sent) ??
          why ??
          ctx.notApplicable(
            h,
            `SendMessage gave no task (${describeAnswer(sent)})`,
            'no task to read back',
          ),
      );
    }
    const full = await ctx.binding.getTask({ id: task.id }, ctx.options());
    const unserved = ctx.unserved(GET, 'GetTask', full);
    if (unserved !== undefined)
      return [GET, HIST_ZERO, HIST_ONE, HIST_KEPT].map((h) => ctx.unserved(h, 'GetTask', full)!);
    const got = full.result;
    const records = [];
    if (got === undefined)
      records.push(
        ctx.fail(GET, `GetTask of ${task.id} answered ${describeAnswer(full)}`, {
          actual: full.error ?? full.raw,
        }),
      );
    else {
      const problems: string[] = [];
      if (got.id !== task.id) problems.push(`id ${got.id} ≠ ${task.id}`);
      if (got.contextId !== task.contextId)
        problems.push(`contextId ${got.contextId} ≠ ${task.contextId}`);
      if (isTerminal(task.status?.state) && got.status?.state !== task.status.state)
        problems.push(`state ${got.status?.state} ≠ ${task.status.state} of the settled task`);
      if (isTerminal(task.status?.state) && partsOf(got).join('+') !== partsOf(task).join('+'))
        problems.push(
          `artifact parts ${partsOf(got).join('+') || 'none'} ≠ ${partsOf(task).join('+') || 'none'}`,
        );
      records.push(
        problems.length === 0
          ? ctx.pass(
              GET,
              `GetTask returned task ${task.id} as the blocking answer left it (${got.status?.state})`,
            )
          : ctx.fail(GET, `GetTask disagrees with the blocking answer: ${problems.join('; ')}`, {
              expected: task,
              actual: got,
            }),
      );
    }
    if (v03) {
      const why = 'A2A v0.3 agent: history-length semantics are v1.0 (§3.2.4)';
      return [
        ...records,
        ...[HIST_ZERO, HIST_ONE, HIST_KEPT].map((h) =>
          ctx.notApplicable(h, why, 'the rule is judged on A2A 1.0 agents only'),
        ),
      ];
    }
    const zero = await ctx.binding.getTask({ id: task.id, historyLength: 0 }, ctx.options());
    const zeroHistory = zero.result?.history;
    records.push(
      zero.result === undefined
        ? ctx.fail(HIST_ZERO, `GetTask with historyLength 0 answered ${describeAnswer(zero)}`, {
            actual: zero.error,
          })
        : zeroHistory === undefined || (Array.isArray(zeroHistory) && zeroHistory.length === 0)
          ? ctx.pass(HIST_ZERO, 'historyLength 0 left the history out')
          : ctx.fail(
              HIST_ZERO,
              `historyLength 0 still returned ${Array.isArray(zeroHistory) ? zeroHistory.length : 'a'} history message(s)`,
              { actual: zeroHistory },
            ),
    );
    const one = await ctx.binding.getTask({ id: task.id, historyLength: 1 }, ctx.options());
    const oneHistory = one.result?.history ?? [];
    // A2A §3.2.4: the limit keeps the most recent messages, judged against the whole history.
    const latest = Array.isArray(got?.history) ? got.history.at(-1)?.messageId : undefined;
    const kept = Array.isArray(oneHistory) ? oneHistory[0]?.messageId : undefined;
    records.push(
      one.result === undefined
        ? ctx.fail(HIST_ONE, `GetTask with historyLength 1 answered ${describeAnswer(one)}`, {
            actual: one.error,
          })
        : Array.isArray(oneHistory) &&
            oneHistory.length === 1 &&
            latest !== undefined &&
            kept !== latest
          ? ctx.fail(
              HIST_ONE,
              `historyLength 1 kept message ${String(kept)}, not the most recent one (${latest})`,
              { expected: latest, actual: kept },
            )
          : Array.isArray(oneHistory) && oneHistory.length <= 1
            ? ctx.pass(HIST_ONE, `historyLength 1 returned ${oneHistory.length} message(s)`)
            : ctx.fail(
                HIST_ONE,
                `historyLength 1 returned ${Array.isArray(oneHistory) ? oneHistory.length : 'a non-list'} history`,
                { actual: oneHistory },
              ),
    );
    records.push(judgeHistory(ctx, got, params.message));
    return records;
  },
};

function judgeHistory(
  ctx: CheckContext,
  got: A2ATask | undefined,
  sent: { messageId: string; parts: unknown[] },
) {
  const history = got?.history;
  if (!Array.isArray(history) || history.length === 0)
    return ctx.notApplicable(
      HIST_KEPT,
      'the task keeps no history',
      'persisting messages is a MAY (§3.7)',
    );
  const mine = history.findIndex((m) => m?.messageId === sent.messageId);
  if (mine === -1)
    return ctx.fail(
      HIST_KEPT,
      `the history (${history.length} message(s)) lacks the message the harness sent (${sent.messageId})`,
      { actual: history.map((m) => m?.messageId) },
    );
  const kept = history[mine]!;
  if (JSON.stringify(kept.parts) !== JSON.stringify(sent.parts))
    return ctx.fail(HIST_KEPT, "the history holds the harness's message with different parts", {
      expected: sent.parts,
      actual: kept.parts,
    });
  if (
    mine !== 0 &&
    history[0]?.role === 'ROLE_AGENT' &&
    history.slice(0, mine).every((m) => m?.role === 'ROLE_AGENT')
  )
    return ctx.fail(HIST_KEPT, 'agent messages precede the message that started the task', {
      actual: history.map((m) => m?.role),
    });
  return ctx.pass(
    HIST_KEPT,
    `the history holds the harness's message unchanged, at position ${mine + 1} of ${history.length}`,
  );
}

const SEND_ZERO = { rule: 'A2A-HIST-003', caseId: 'agent-send-history-zero' };
const SEND_ONE = { rule: 'A2A-HIST-002', caseId: 'agent-send-history-limit' };

/** historyLength carried by SendMessageConfiguration. */
const sendHistory: AgentCheck = {
  id: 'send-history',
  heads: [SEND_ZERO, SEND_ONE],
  scope: 'each-binding',
  async run(ctx) {
    const records = [];
    for (const [head, length] of [
      [SEND_ZERO, 0],
      [SEND_ONE, 1],
    ] as const) {
      const params = ctx.send('a2a-crosscheck probe: reply with anything.');
      params.configuration = { historyLength: length };
      const answer = await ctx.binding.sendMessage(params, ctx.options());
      const task = taskOf(answer);
      if (task === undefined) {
        records.push(
          ctx.unserved(head, 'SendMessage', answer) ??
            ctx.notApplicable(head, 'no task came back', 'history belongs to tasks'),
        );
        continue;
      }
      const n = Array.isArray(task.history) ? task.history.length : 0;
      records.push(
        n <= length
          ? ctx.pass(
              head,
              `historyLength ${length} on SendMessage returned ${n} history message(s)`,
            )
          : ctx.fail(
              head,
              `historyLength ${length} on SendMessage returned ${n} history message(s)`,
              { actual: task.history },
            ),
      );
    }
    return records;
  },
};

const GET_UNKNOWN = { rule: 'A2A-GET-002', caseId: 'agent-get-unknown-task-not-found' };
const CANCEL_UNKNOWN = { rule: 'A2A-CANCEL-003', caseId: 'agent-cancel-unknown-task-not-found' };

const unknownTask: AgentCheck = {
  id: 'unknown-task',
  bindings: EVERY_BINDING,
  heads: [GET_UNKNOWN, CANCEL_UNKNOWN],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const id = unknownId(ctx, 'task');
    return [
      expectError(
        ctx,
        GET_UNKNOWN,
        await ctx.binding.getTask({ id }, ctx.options()),
        'TaskNotFound',
        `GetTask of unknown id ${id}`,
        'GetTask',
      ),
      expectError(
        ctx,
        CANCEL_UNKNOWN,
        await ctx.binding.cancelTask({ id }, ctx.options()),
        'TaskNotFound',
        `CancelTask of unknown id ${id}`,
        'CancelTask',
      ),
    ];
  },
};

const CANCEL_DONE = { rule: 'A2A-CANCEL-002', caseId: 'agent-cancel-terminal-task-refused' };

const cancelTerminal: AgentCheck = {
  id: 'cancel-terminal-task',
  bindings: EVERY_BINDING,
  heads: [CANCEL_DONE],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const got = await blockingTask(ctx);
    if ('skip' in got) return [got.skip(CANCEL_DONE)];
    if (!isTerminal(got.task.status?.state))
      return [
        ctx.notApplicable(
          CANCEL_DONE,
          `the blocking answer left the task ${got.task.status?.state}`,
          'no terminal task to cancel',
        ),
      ];
    const answer = await ctx.binding.cancelTask({ id: got.task.id }, ctx.options());
    return [
      expectError(
        ctx,
        CANCEL_DONE,
        answer,
        'TaskNotCancelable',
        `CancelTask of ${got.task.status.state} task ${got.task.id}`,
        'CancelTask',
      ),
    ];
  },
};

const CANCEL_RUNNING = { rule: 'A2A-CANCEL-001', caseId: 'agent-cancel-running-task' };

const cancelRunning: AgentCheck = {
  id: 'cancel-running-task',
  bindings: EVERY_BINDING,
  heads: [CANCEL_RUNNING],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    return onRunningTask(ctx, [CANCEL_RUNNING], async (got) => {
      const answer = await ctx.binding.cancelTask({ id: got.task.id }, ctx.options());
      const unserved = ctx.unserved(CANCEL_RUNNING, 'CancelTask', answer);
      if (unserved !== undefined) return [unserved];
      // A refusal (TaskNotCancelable or any other) of a task that finished meanwhile is a race.
      const late =
        answer.error === undefined
          ? undefined
          : await finishedMeanwhile(ctx, got.task.id, 'cancel');
      if (late !== undefined) return { finishedFirst: late };
      if (isWireError(answer.error, 'TaskNotCancelable'))
        return [
          ctx.notApplicable(
            CANCEL_RUNNING,
            `the agent declined to cancel the running task (${describe(answer.error)})`,
            'success is not guaranteed (§3.1.5)',
          ),
        ];
      if (answer.result === undefined)
        return [
          ctx.fail(
            CANCEL_RUNNING,
            `CancelTask of a running task answered ${describeAnswer(answer)}`,
            { actual: answer.error ?? answer.raw },
          ),
        ];
      let state = answer.result.status?.state;
      if (state !== 'TASK_STATE_CANCELED' && !isTerminal(state))
        state =
          (await settle(ctx, got.task.id, ctx.target.deadlines.progressMs))?.status?.state ?? state;
      // Read back after the state change: a CANCELED answer the task itself does not bear out
      // (it runs on, or ends otherwise) is no cancel.
      if (state === 'TASK_STATE_CANCELED') {
        const after = await settle(ctx, got.task.id, ctx.target.deadlines.progressMs);
        const stored = after?.status?.state;
        if (stored !== undefined && stored !== 'TASK_STATE_CANCELED')
          return [
            ctx.fail(
              CANCEL_RUNNING,
              `CancelTask answered the task CANCELED, but GetTask then found it ${stored}`,
              { expected: 'TASK_STATE_CANCELED', actual: after },
            ),
          ];
      }
      return [
        state === 'TASK_STATE_CANCELED'
          ? ctx.pass(CANCEL_RUNNING, `the running task ${got.task.id} was canceled`)
          : ctx.fail(
              CANCEL_RUNNING,
              `CancelTask answered with the task and it ended ${state ?? 'without a state'}, not canceled`,
              { actual: answer.result },
            ),
      ];
    });
  },
};

/** Checks of GetTask, history and CancelTask. */
export const TASK_CHECKS: readonly AgentCheck[] = [
  getTask,
  sendHistory,
  unknownTask,
  cancelTerminal,
  cancelRunning,
];
