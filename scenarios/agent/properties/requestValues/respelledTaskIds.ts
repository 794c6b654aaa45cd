import { readTriState } from '../../../../harness/card/index.ts';
import { respellings } from '../../../../harness/mutation/index.ts';
import { isWireError } from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { isUnserved } from '../../CheckContext.ts';
import { describe, describeAnswer, taskOf } from '../../_internals/checkHelpers.ts';
import type { IdRespelling, RequestValues } from './RequestValues.ts';
import { find, VALUE_RULES, type ValueRun } from './ValueRun.ts';

/** Never reached: a config for an id that names no task must not be created, let alone called. */
const WEBHOOK = 'http://127.0.0.1:9/a2a-crosscheck-never-called';

/**
 * A task the agent created, then its id respelled by the generic mutator's single edits (cut
 * short by one character, its first token lengthened, a structured suffix, an inherited object
 * name): no such id was issued, so GetTask of it fails with TaskNotFoundError (A2A §3.1.3) and,
 * when the card declares push notifications, no config is created for it (§3.1.7 lists
 * TaskNotFoundError). A lookup by prefix or through an object's prototype answers a task instead.
 */
export async function respelledTaskIds(
  ctx: CheckContext,
  probe: NonNullable<RequestValues['taskIds']>,
  run: ValueRun,
  only?: string,
): Promise<void> {
  const labels = (Object.keys(probe) as IdRespelling[]).filter((l) => probe[l] !== null);
  if (labels.length === 0) return;
  const message = ctx.message([{ text: 'a2a-crosscheck request-values probe: reply briefly.' }]);
  // Non-blocking: only the id is needed.
  const sent = await ctx.binding.sendMessage(
    { message, configuration: { returnImmediately: true } },
    ctx.options(),
  );
  if (isUnserved(sent)) {
    run.unserved = true;
    return;
  }
  const task = sent.error === undefined ? taskOf(sent) : undefined;
  if (task === undefined) {
    run.steps.push(`task ids: no task to respell the id of (${describe(sent.error)})`);
    return;
  }
  // A search of one of the two rules sends only the lookups that rule judges.
  const push =
    readTriState(ctx.target.card, 'pushNotifications') === true && only !== VALUE_RULES.unknownTask;
  const get = only !== VALUE_RULES.pushUnknownTask;
  const chosen = respellings(task.id).filter((r) => labels.includes(r.label as IdRespelling));
  // Sent together (each lookup is independent of the others), then judged in order.
  const gets = get
    ? await Promise.all(chosen.map(({ value: id }) => ctx.binding.getTask({ id }, ctx.options())))
    : [];
  const creates = push
    ? await Promise.all(
        chosen.map(({ value: id }) =>
          ctx.binding.createPushConfig({ taskId: id, url: WEBHOOK }, ctx.options()),
        ),
      )
    : [];
  for (const [i, { label, value: id }] of chosen.entries()) {
    const got = gets[i];
    if (got !== undefined && !isUnserved(got)) {
      run.judged.add(VALUE_RULES.unknownTask);
      run.steps.push(`GetTask ${JSON.stringify(id)} (${label}): ${describeAnswer(got)}`);
      if (!isWireError(got.error, 'TaskNotFound'))
        find(
          run,
          VALUE_RULES.unknownTask,
          `GetTask of ${JSON.stringify(id)}, task ${task.id}'s id ${label}, answered ${got.result === undefined ? describeAnswer(got) : `task ${String(got.result.id)}`}, not TaskNotFoundError`,
        );
    }
    const created = creates[i];
    if (created === undefined || isUnserved(created)) continue;
    run.judged.add(VALUE_RULES.pushUnknownTask);
    run.steps.push(`push config for ${JSON.stringify(id)} (${label}): ${describeAnswer(created)}`);
    if (created.result !== undefined)
      find(
        run,
        VALUE_RULES.pushUnknownTask,
        `CreateTaskPushNotificationConfig for task ${JSON.stringify(id)}, task ${task.id}'s id ${label}, created config ${JSON.stringify(created.result.id)} (for task ${JSON.stringify(created.result.taskId)}): no task has that id`,
      );
  }
}
