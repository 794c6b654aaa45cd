import type { A2ATask } from '../../../harness/wire/index.ts';
import { isWireError } from '../../../harness/wire/index.ts';
import { lagFreeClock } from '../../../harness/time/lagFreeClock.ts';
import { EVERY_BINDING, type AgentCheck } from '../AgentCheck.ts';
import {
  blockingTask,
  describe,
  describeAnswer,
  expectError,
  isSettled,
  isTerminal,
  settle,
  taskOf,
  unknownId,
  lingerSteps,
  finishedAtOnce,
} from '../_internals/checkHelpers.ts';

const BOTH = ['1.0', '0.3'] as const;

const SEND = { rule: 'A2A-SEND-001', caseId: 'agent-send-returns-task-or-message' };
const BLOCKING = { rule: 'A2A-EXEC-001', caseId: 'agent-blocking-send-settles' };
const CONTEXT = { rule: 'A2A-CTX-001', caseId: 'agent-generated-context-returned' };
const IDS = { rule: 'A2A-CTX-003', caseId: 'agent-task-ids-unique' };

/** One blocking SendMessage, twice: the answer's shape, its state, its context and its id. */
const sendBlocking: AgentCheck = {
  id: 'send-blocking',
  bindings: EVERY_BINDING,
  heads: [SEND, BLOCKING, CONTEXT, IDS],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const first = await ctx.binding.sendMessage(
      ctx.send('a2a-crosscheck probe: reply with anything.'),
      ctx.options(),
    );
    const unserved = ctx.unserved(SEND, 'SendMessage', first);
    if (unserved !== undefined)
      return [
        unserved,
        ...[BLOCKING, CONTEXT, IDS].map((h) => ctx.unserved(h, 'SendMessage', first)!),
      ];
    const result = first.result;
    const kinds =
      result === undefined
        ? []
        : (['task', 'message'] as const).filter((k) => result[k] !== undefined);
    const records = [
      kinds.length === 1
        ? ctx.pass(SEND, `SendMessage answered with a ${kinds[0]}`)
        : ctx.fail(
            SEND,
            result === undefined
              ? `SendMessage answered ${describeAnswer(first)}`
              : `SendMessage answered with ${kinds.length === 0 ? 'neither a task nor a message' : 'both a task and a message'}`,
            { actual: first.raw },
          ),
    ];
    const task = taskOf(first);
    const message = result?.message;
    const state = task?.status?.state;
    records.push(
      task === undefined
        ? ctx.notApplicable(
            BLOCKING,
            'the answer is not a task',
            'a direct message has no execution mode (§3.2.2)',
          )
        : isSettled(state)
          ? ctx.pass(BLOCKING, `the blocking answer came at ${state}`)
          : ctx.fail(
              BLOCKING,
              `the blocking answer came at ${state ?? 'no state'}, before a terminal or interrupted state`,
              { actual: { state } },
            ),
    );
    const contextId = task?.contextId ?? message?.contextId;
    records.push(
      task === undefined && message === undefined
        ? ctx.notApplicable(
            CONTEXT,
            'no task or message came back',
            'A2A-SEND-001 judges the answer',
          )
        : typeof contextId === 'string' && contextId !== ''
          ? ctx.pass(CONTEXT, `the answer carries contextId ${contextId}`)
          : ctx.fail(CONTEXT, 'a message sent without contextId came back without one', {
              actual: first.raw,
            }),
    );
    if (task === undefined) {
      records.push(
        ctx.notApplicable(
          IDS,
          'the agent answers with messages, creating no task',
          'no task ids to compare',
        ),
      );
      return records;
    }
    const second = taskOf(
      await ctx.binding.sendMessage(ctx.send('a2a-crosscheck probe: reply again.'), ctx.options()),
    );
    records.push(
      second === undefined
        ? ctx.notApplicable(
            IDS,
            'the second message created no task',
            'no second task id to compare',
          )
        : task.id !== '' && second.id !== '' && task.id !== second.id
          ? ctx.pass(IDS, `two messages created two tasks, ${task.id} and ${second.id}`)
          : ctx.fail(IDS, `two new tasks came back with ids "${task.id}" and "${second.id}"`, {
              actual: [task.id, second.id],
            }),
    );
    return records;
  },
};

const TERMINAL = { rule: 'A2A-SEND-002', caseId: 'agent-message-to-terminal-task-refused' };

const sendToTerminalTask: AgentCheck = {
  id: 'send-terminal-task',
  bindings: EVERY_BINDING,
  heads: [TERMINAL],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const got = await blockingTask(ctx);
    if ('skip' in got) return [got.skip(TERMINAL)];
    if (!isTerminal(got.task.status?.state))
      return [
        ctx.notApplicable(
          TERMINAL,
          `the blocking answer left the task ${got.task.status?.state}`,
          'no terminal task to write to',
        ),
      ];
    const answer = await ctx.binding.sendMessage(
      ctx.send('a2a-crosscheck probe: one more thing.', {
        message: { taskId: got.task.id, contextId: got.task.contextId },
      }),
      ctx.options(),
    );
    // v0.3 (§7.1) only says such a message "will result in an error"; v1.0 names the error.
    if (
      ctx.target.generation === '0.3' &&
      answer.error !== undefined &&
      ctx.unserved(TERMINAL, 'SendMessage', answer) === undefined
    )
      return [
        ctx.pass(
          TERMINAL,
          `a message to ${got.task.status.state} task ${got.task.id} was refused (${describe(answer.error)}); v0.3 names no code`,
        ),
      ];
    return [
      expectError(
        ctx,
        TERMINAL,
        answer,
        'UnsupportedOperation',
        `a message to ${got.task.status.state} task ${got.task.id}`,
        'SendMessage',
      ),
    ];
  },
};

const UNKNOWN = { rule: 'A2A-SEND-003', caseId: 'agent-message-to-unknown-task-refused' };

const sendToUnknownTask: AgentCheck = {
  id: 'send-unknown-task',
  bindings: EVERY_BINDING,
  heads: [UNKNOWN],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const answer = await ctx.binding.sendMessage(
      ctx.send('a2a-crosscheck probe: continue.', { message: { taskId: unknownId(ctx, 'task') } }),
      ctx.options(),
    );
    return [
      expectError(
        ctx,
        UNKNOWN,
        answer,
        'TaskNotFound',
        'a message naming an unknown taskId',
        'SendMessage',
      ),
    ];
  },
};

const MEDIA = { rule: 'A2A-SEND-004', caseId: 'agent-unsupported-media-type-refused' };
const PROBE = { rule: 'XV-DEL-001', caseId: 'agent-unsupported-media-type-probe' };
const ODD_TYPE = 'application/x-a2a-crosscheck-unsupported';

/**
 * A part of a media type no card lists. SEND-004 (SHOULD) wants ContentTypeNotSupportedError
 * before any task; XV-DEL-001 binds the caller, so its record only tells what the agent did.
 */
const sendUnsupportedMedia: AgentCheck = {
  id: 'send-unsupported-media',
  heads: [MEDIA, PROBE],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const modes = ctx.target.card.typed.defaultInputModes;
    const skills = ctx.target.card.typed.skills.flatMap((s) => s.inputModes);
    if ([...modes, ...skills].some((m) => m === '*/*' || m === 'application/*' || m === ODD_TYPE)) {
      const why = 'the card accepts any media type, so nothing is unsupported';
      return [
        ctx.notApplicable(MEDIA, why, 'condition "non-text-artifact" cannot be set up'),
        ctx.notApplicable(PROBE, why, why),
      ];
    }
    const answer = await ctx.binding.sendMessage(
      {
        message: ctx.message([
          {
            raw: Buffer.from('a2a-crosscheck').toString('base64'),
            mediaType: ODD_TYPE,
            filename: 'probe.bin',
          },
        ]),
        configuration: { returnImmediately: true },
      },
      ctx.options(),
    );
    const unserved = ctx.unserved(MEDIA, 'SendMessage', answer);
    if (unserved !== undefined) return [unserved, ctx.unserved(PROBE, 'SendMessage', answer)!];
    const task = taskOf(answer);
    let observed: string;
    let verdict: 'pass' | 'fail';
    if (isWireError(answer.error, 'ContentTypeNotSupported')) {
      verdict = 'pass';
      observed = `answered ${describe(answer.error)} before creating a task (preferred)`;
    } else if (answer.error !== undefined) {
      verdict = 'fail';
      observed = `answered ${describe(answer.error)} before creating a task (an error, though not ContentTypeNotSupported)`;
    } else if (task !== undefined) {
      verdict = 'fail';
      const watched = await watchSettled(ctx, task);
      observed = `accepted the part (task ${task.status?.state ?? '?'}) and then ${watched}: a caller learns of the mismatch only after acceptance (seed 002)`;
    } else {
      verdict = 'fail';
      observed = `answered ${describeAnswer(answer)}, accepting the part`;
    }
    return [
      ctx.record(MEDIA, verdict, {
        summary: `a "${ODD_TYPE}" part: the agent ${observed}`,
        expected: { error: 'ContentTypeNotSupported' },
        actual: answer.error ?? answer.raw,
      }),
      ctx.notApplicable(
        PROBE,
        `unsupported media type probe: the agent ${observed}`,
        'XV-DEL-001 binds the caller; A2A v1.0 sets no MUST for the agent (§3.3.2, §13.4 SHOULD)',
      ),
    ];
  },
};

async function watchSettled(ctx: Parameters<AgentCheck['run']>[0], task: A2ATask): Promise<string> {
  if (isSettled(task.status?.state)) return `was already ${task.status.state}`;
  const polled = await settle(ctx, task.id, ctx.target.deadlines.progressMs * 3);
  return polled === undefined || !isSettled(polled.status?.state)
    ? 'did not settle within the deadline'
    : `reached ${polled.status.state}`;
}

const IMMEDIATE = { rule: 'A2A-EXEC-002', caseId: 'agent-non-blocking-send-returns-at-once' };

/**
 * A non-blocking send asking the agent to linger. An in-progress task passes; a finished task
 * fails only when the answer took at least the linger asked for (the agent held the call until
 * the work was done), else immediacy is not observable.
 */
const sendNonBlocking: AgentCheck = {
  id: 'send-non-blocking',
  heads: [IMMEDIATE],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const misses: string[] = [];
    // Each try asks for a longer linger: a finished task that came back sooner than the linger
    // says nothing about immediacy (the agent may have ignored it, or the machine was slow).
    for (const linger of lingerSteps(ctx.target.deadlines.progressMs)) {
      const params = ctx.send('a2a-crosscheck probe: take your time, then reply.', {
        blocking: false,
        linger,
      });
      const clock = lagFreeClock();
      const answer = await ctx.binding
        .sendMessage(params, ctx.options())
        .finally(() => clock.stop());
      const elapsed = Math.round(clock.elapsed());
      const task = taskOf(answer);
      if (task === undefined) {
        const unserved = ctx.unserved(IMMEDIATE, 'SendMessage', answer);
        if (unserved !== undefined) return [unserved];
        return [
          ctx.notApplicable(
            IMMEDIATE,
            `no task came back (${describeAnswer(answer)})`,
            'returnImmediately has no effect on a direct message (§3.2.2)',
          ),
        ];
      }
      const state = task.status?.state;
      if (!isTerminal(state))
        return [
          ctx.pass(
            IMMEDIATE,
            `the non-blocking answer came after ${elapsed} ms with the task ${state ?? 'without a state'}`,
          ),
        ];
      if (elapsed >= linger)
        return [
          ctx.fail(
            IMMEDIATE,
            `the non-blocking answer waited ${elapsed} ms, until the task was ${state}`,
            {
              expected: 'an in-progress task right after creation',
              actual: { state, elapsedMs: elapsed, lingerMs: linger },
            },
          ),
        ];
      misses.push(
        `asked to linger ${linger} ms, the task was already ${state} after ${elapsed} ms`,
      );
    }
    // An agent that finished each task faster than the linger asked for may simply be fast
    // (A2A §3.2.2 does not oblige it to linger): immediacy is not observable, no fault is shown.
    return [
      ctx.notApplicable(
        IMMEDIATE,
        `no running task to judge (${misses.length} tries): the non-blocking answer came each time with the task already finished, sooner than the linger asked for`,
        finishedAtOnce(misses),
      ),
    ];
  },
};

const UNKNOWN_FIELDS = { rule: 'A2A-DM-008', caseId: 'agent-unknown-request-members-ignored' };

const sendUnknownMembers: AgentCheck = {
  id: 'send-unknown-members',
  heads: [UNKNOWN_FIELDS],
  scope: 'each-binding',
  async run(ctx) {
    const params = ctx.send('a2a-crosscheck probe: reply with anything.') as unknown as Record<
      string,
      unknown
    >;
    params['crosscheckFutureMember'] = { note: 'unknown to A2A v1.0' };
    (params['message'] as Record<string, unknown>)['crosscheckFutureField'] = 42;
    const answer = await ctx.binding.sendMessage(params as never, ctx.options());
    const unserved = ctx.unserved(UNKNOWN_FIELDS, 'SendMessage', answer);
    if (unserved !== undefined) return [unserved];
    return [
      answer.result !== undefined
        ? ctx.pass(UNKNOWN_FIELDS, 'a request with unknown members was served')
        : ctx.fail(
            UNKNOWN_FIELDS,
            `a request with unknown members was refused: ${describeAnswer(answer)}`,
            { actual: answer.error ?? answer.raw },
          ),
    ];
  },
};

/** Checks of SendMessage and its execution modes. */
export const SEND_CHECKS: readonly AgentCheck[] = [
  sendBlocking,
  sendToTerminalTask,
  sendToUnknownTask,
  sendUnsupportedMedia,
  sendNonBlocking,
  sendUnknownMembers,
];
