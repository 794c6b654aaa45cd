import { isWireError, type PushConfig } from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { isUnserved } from '../CheckContext.ts';
import { describe, unknownId } from '../_internals/checkHelpers.ts';
import { clientConfigId, createdConfigProblem } from '../push/createdConfig.ts';
import type { ProgramCommand } from './TaskProgram.ts';
import type { TaskModel } from './TaskModel.ts';
import { PROGRAM_RULES, pick, type Find, type ProgramRun } from './programRun.ts';

/** A webhook URL no request reaches (port 9, discard): the configs are judged, not delivered. */
export const hookUrl = (ctx: CheckContext, n: string): string =>
  `http://127.0.0.1:9/a2a-crosscheck/${ctx.idPrefix}/model-${n}`;

/**
 * The push-config operations (A2A §3.1.7–§3.1.10), each answer compared with the configs the
 * model holds. A config for a task the agent never made is refused with TaskNotFoundError
 * (A2A-PUSH-001): there is no task to notify about. Then, on a task the model holds: a config
 * created under an id the client names comes back with that id and its URL (PUSH-001), Get returns it (PUSH-002), List holds
 * every config the model holds for the task (PUSH-003), and once deleted Get refuses it and List
 * omits it (PUSH-004).
 */
export async function push(
  ctx: CheckContext,
  model: TaskModel,
  c: Extract<ProgramCommand, { op: 'push' }>,
  run: ProgramRun,
  find: Find,
): Promise<string> {
  const judge = (rule: string, problem: string | undefined): void => {
    run.judged.add(rule);
    if (problem !== undefined) find(rule, problem);
  };
  // Only an agent that made a task is asked: one that refuses every request (a version it does
  // not serve) refuses this too, and that is not this rule's to judge.
  if (model.tasks.length === 0) return 'push: skipped (no task yet)';
  const n = (model.configs += 1);
  const said = await askForStranger(ctx, n, judge);
  if (said === undefined) return 'push: not served';
  const t = pick(model.tasks, c.task)!;
  const url = hookUrl(ctx, `${n}`);
  // Named by the client: the task may hold configs of earlier commands, and whether a second
  // unnamed config of a task may replace the first A2A v1.0 leaves open.
  const asked = { id: clientConfigId(ctx, `model-${n}`), url };
  const created = await ctx.binding.createPushConfig({ taskId: t.id, ...asked }, ctx.options());
  if (isUnserved(created)) return 'push: not served';
  // An agent may decline a config (a finished task has nothing left to notify): not judged.
  const config = created.result;
  if (config === undefined || created.error !== undefined)
    return `push ${t.id}: ${created.error === undefined ? 'no config' : describe(created.error)}`;
  const id = config.id;
  const wrong = createdConfigProblem(config, asked);
  judge(
    PROGRAM_RULES.pushCreate,
    wrong === undefined
      ? undefined
      : `CreateTaskPushNotificationConfig for ${t.id} answered ${JSON.stringify(config).slice(0, 120)}: ${wrong}`,
  );
  if (typeof id !== 'string' || id === '') return `push ${t.id}: created without an id`;
  const held = [...(t.configs ?? []), { id, url }];
  t.configs = held;
  const got = await ctx.binding.getPushConfig({ taskId: t.id, id }, ctx.options());
  judge(
    PROGRAM_RULES.pushGet,
    got.result?.url === url
      ? undefined
      : `GetTaskPushNotificationConfig ${id} of ${t.id}, just created for ${url}, answered ${got.error === undefined ? `URL ${String(got.result?.url)}` : describe(got.error)}`,
  );
  const listed = await listUrls(ctx, t.id);
  const absent = held.find((h) => !listed.includes(h.url));
  judge(
    PROGRAM_RULES.pushList,
    absent === undefined
      ? undefined
      : `ListTaskPushNotificationConfigs of ${t.id} lists ${listed.length} config(s) without ${absent.url}, created for it as ${absent.id}`,
  );
  const deleted = await ctx.binding.deletePushConfig({ taskId: t.id, id }, ctx.options());
  if (deleted.error !== undefined)
    return `push ${t.id}: delete answered ${describe(deleted.error)}`;
  t.configs = held.filter((h) => h.id !== id);
  const gone = await ctx.binding.getPushConfig({ taskId: t.id, id }, ctx.options());
  const after = await listUrls(ctx, t.id);
  judge(
    PROGRAM_RULES.pushDelete,
    gone.error === undefined
      ? `GetTaskPushNotificationConfig ${id} of ${t.id} still answers the config it deleted`
      : after.includes(url)
        ? `ListTaskPushNotificationConfigs of ${t.id} still lists ${url} after its config ${id} was deleted`
        : undefined,
  );
  return `push for an unknown task: ${said}; push ${t.id}: created ${id}, got, listed (${listed.length}), deleted`;
}

/**
 * A config asked for a task the agent never made: TaskNotFoundError (A2A-PUSH-001), since there
 * is no task to notify about. What the agent answered, or `undefined` when it serves no creates.
 */
async function askForStranger(
  ctx: CheckContext,
  n: number,
  judge: (rule: string, problem: string | undefined) => void,
): Promise<string | undefined> {
  const stranger = unknownId(ctx, `task-${n}`);
  const refused = await ctx.binding.createPushConfig(
    {
      taskId: stranger,
      id: clientConfigId(ctx, `model-${n}-unknown`),
      url: hookUrl(ctx, `${n}-unknown`),
    },
    ctx.options(),
  );
  if (isUnserved(refused)) return undefined;
  const said = refused.error === undefined ? 'a config' : describe(refused.error);
  judge(
    PROGRAM_RULES.pushCreate,
    isWireError(refused.error, 'TaskNotFound')
      ? undefined
      : `CreateTaskPushNotificationConfig for ${stranger}, a task the agent never made, answered ${said}, not TaskNotFoundError`,
  );
  return said;
}

/** The webhook URLs of the configs ListTaskPushNotificationConfigs lists for `taskId`. */
export async function listUrls(ctx: CheckContext, taskId: string): Promise<string[]> {
  const listed = await ctx.binding.listPushConfigs({ taskId }, ctx.options());
  const configs: PushConfig[] = listed.result?.configs ?? [];
  return configs.map((x) => x.url);
}
