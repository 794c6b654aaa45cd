import type { AgentCheck } from '../AgentCheck.ts';
import {
  describe,
  describeAnswer,
  finishedMeanwhile,
  onRunningTask,
  taskOf,
} from '../_internals/checkHelpers.ts';

const PROVIDED = { rule: 'A2A-CTX-002', caseId: 'agent-client-context-kept-or-refused' };

const providedContext: AgentCheck = {
  id: 'context-provided',
  heads: [PROVIDED],
  scope: 'each-binding',
  async run(ctx) {
    const contextId = `${ctx.idPrefix}-context`;
    const answer = await ctx.binding.sendMessage(
      ctx.send('a2a-crosscheck probe: reply with anything.', { message: { contextId } }),
      ctx.options(),
    );
    const unserved = ctx.unserved(PROVIDED, 'SendMessage', answer);
    if (unserved !== undefined) return [unserved];
    if (answer.error !== undefined)
      return [
        ctx.pass(
          PROVIDED,
          `the agent refused the client-provided contextId with ${describe(answer.error)}`,
        ),
      ];
    const got = taskOf(answer)?.contextId ?? answer.result?.message?.contextId;
    return [
      got === contextId
        ? ctx.pass(PROVIDED, `the agent kept the client-provided contextId ${contextId}`)
        : ctx.fail(
            PROVIDED,
            `the agent answered under contextId ${got ?? '(none)'} instead of the one provided, ${contextId}`,
            { expected: contextId, actual: got ?? null },
          ),
    ];
  },
};

const INFER = { rule: 'A2A-CTX-004', caseId: 'agent-follow-up-joins-task-context' };
const MISMATCH = { rule: 'A2A-CTX-005', caseId: 'agent-follow-up-context-mismatch-refused' };

/**
 * Follow-ups to a task that is still running: one naming another contextId must be refused; one
 * naming only its taskId must land in its context. The contradicting one goes first: when the
 * other is then accepted, the task was still running when the first was refused, so the refusal
 * was for the context, not for a task that had finished meanwhile (on a loaded machine it may
 * have). Its acceptance is the fault whatever follows. A v0.3 agent, which A2A-CTX-005 does not
 * judge, is sent only the second (a contradicting follow-up it accepted could end the task). An
 * agent may refuse follow-ups to a running task altogether (§3.3.3 MAY), which makes both not
 * applicable.
 */
const followUps: AgentCheck = {
  id: 'context-follow-up',
  heads: [INFER, MISMATCH],
  scope: 'each-binding',
  async run(ctx) {
    return onRunningTask(ctx, [INFER, MISMATCH], async ({ task }) => {
      const other = `${ctx.idPrefix}-other-context`;
      const contradicted =
        ctx.binding.generation === '1.0'
          ? await ctx.binding.sendMessage(
              ctx.send('a2a-crosscheck probe: and this.', {
                blocking: false,
                message: { taskId: task.id, contextId: other },
              }),
              ctx.options(),
            )
          : undefined;
      const mismatchAccepted =
        contradicted !== undefined &&
        contradicted.error === undefined &&
        ctx.unserved(MISMATCH, 'SendMessage', contradicted) === undefined
          ? ctx.fail(
              MISMATCH,
              `a follow-up whose contextId contradicts task ${task.id} was accepted: ${describeAnswer(contradicted)}`,
              { expected: 'an error', actual: contradicted.raw },
            )
          : undefined;
      const follow = ctx.send('a2a-crosscheck probe: also consider this.', {
        blocking: false,
        message: { taskId: task.id },
      });
      const inferred = await ctx.binding.sendMessage(follow, ctx.options());
      const unserved = ctx.unserved(INFER, 'SendMessage', inferred);
      if (unserved !== undefined)
        return [unserved, ctx.unserved(MISMATCH, 'SendMessage', inferred)!];
      if (inferred.error !== undefined) {
        // A follow-up refused because the task finished meanwhile is a race, not a refusal.
        const late = await finishedMeanwhile(ctx, task.id, 'follow-up');
        if (late !== undefined && mismatchAccepted !== undefined)
          return [
            ctx.notApplicable(INFER, late, 'the task finished before the follow-up reached it'),
            mismatchAccepted,
          ];
        if (late !== undefined) return { finishedFirst: late };
        const why = `the agent refused a follow-up to its running task (${describe(inferred.error)})`;
        return [
          ctx.notApplicable(INFER, why, 'agents MAY refuse messages to a running task (§3.3.3)'),
          mismatchAccepted ??
            ctx.notApplicable(
              MISMATCH,
              why,
              'a refusal of every follow-up says nothing about contextId checks',
            ),
        ];
      }
      const context = taskOf(inferred)?.contextId ?? inferred.result?.message?.contextId;
      return [
        context === task.contextId
          ? ctx.pass(
              INFER,
              `the follow-up naming only taskId ${task.id} was placed in context ${context}`,
            )
          : ctx.fail(
              INFER,
              `the follow-up naming only taskId ${task.id} came back in context ${context ?? '(none)'}, not ${task.contextId}`,
              { expected: task.contextId, actual: context ?? null },
            ),
        mismatchAccepted ??
          (contradicted === undefined
            ? ctx.notApplicable(
                MISMATCH,
                'a v0.3 agent: no contradicting follow-up was sent',
                'A2A-CTX-005 is judged on A2A v1.0 agents only',
              )
            : (ctx.unserved(MISMATCH, 'SendMessage', contradicted) ??
              ctx.pass(
                MISMATCH,
                `a follow-up with contextId ${other} for task ${task.id} (context ${task.contextId}) was refused: ${describe(contradicted.error)}, and one naming only the task, sent after it, was accepted`,
              ))),
      ];
    });
  },
};

/** Checks of context and task identity across turns. */
export const CONTEXT_CHECKS: readonly AgentCheck[] = [providedContext, followUps];
