import { readTriState } from '../../../harness/card/index.ts';
import type { A2AErrorName, WireAnswer } from '../../../harness/wire/index.ts';
import { isUnserved, type CheckContext } from '../CheckContext.ts';
import { blockingTask, unknownId } from './checkHelpers.ts';

/** One provoked error: what was asked, what A2A error it must be, and what came back. */
export interface ProvokedError {
  what: string;
  expected: A2AErrorName;
  answer: WireAnswer<unknown>;
}

/**
 * Provokes the A2A errors any agent can be made to produce (A2A §3.3.2): TaskNotFound (GetTask,
 * CancelTask), TaskNotCancelable and UnsupportedOperation on a finished task, VersionNotSupported,
 * and the capability refusals of what the card leaves undeclared. Every error answer is kept
 * (not results, not "no such operation"): the representation rules judge how an error is said;
 * whether it is the right error is the operation rules' business.
 */
export async function provokeErrors(ctx: CheckContext): Promise<ProvokedError[]> {
  const out: ProvokedError[] = [];
  const keep = (what: string, expected: A2AErrorName, answer: WireAnswer<unknown>): void => {
    if (answer.error !== undefined && !isUnserved(answer)) out.push({ what, expected, answer });
  };
  const id = unknownId(ctx, 'task');
  keep(
    'GetTask of an unknown id',
    'TaskNotFound',
    await ctx.binding.getTask({ id }, ctx.options()),
  );
  keep(
    'CancelTask of an unknown id',
    'TaskNotFound',
    await ctx.binding.cancelTask({ id }, ctx.options()),
  );
  keep(
    'an unsupported A2A-Version',
    'VersionNotSupported',
    await ctx.binding.getTask({ id }, ctx.options({ version: '99.0' })),
  );
  const got = await blockingTask(ctx);
  if ('task' in got) {
    const done = { id: got.task.id };
    keep(
      'CancelTask of a finished task',
      'TaskNotCancelable',
      await ctx.binding.cancelTask(done, ctx.options()),
    );
    keep(
      'a message to a finished task',
      'UnsupportedOperation',
      await ctx.binding.sendMessage(
        ctx.send('a2a-crosscheck probe: more.', {
          message: { taskId: got.task.id, contextId: got.task.contextId },
        }),
        ctx.options(),
      ),
    );
    if (readTriState(ctx.target.card, 'pushNotifications') !== true)
      keep(
        'a push config with push undeclared',
        'PushNotificationNotSupported',
        await ctx.binding.listPushConfigs({ taskId: got.task.id }, ctx.options()),
      );
  }
  if (readTriState(ctx.target.card, 'extendedAgentCard') !== true)
    keep(
      'GetExtendedAgentCard with the capability undeclared',
      'UnsupportedOperation',
      await ctx.binding.getExtendedAgentCard(ctx.options()),
    );
  return out;
}
