import { readTriState } from '../../../harness/card/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import { assertLoopback, type PushConfig } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck, CheckHead } from '../AgentCheck.ts';
import { isUnserved, type CheckContext } from '../CheckContext.ts';
import {
  describe,
  describeAnswer,
  isSettled,
  isTerminal,
  onRunningTask,
  finishedMeanwhile,
  taskOf,
  unknownId,
  watchTask,
} from '../_internals/checkHelpers.ts';
import { clientConfigId, createdConfigProblem } from './createdConfig.ts';

const CREATE = { rule: 'A2A-PUSH-001', caseId: 'agent-push-config-created' };
const GET = { rule: 'A2A-PUSH-002', caseId: 'agent-push-config-read-back' };
const LIST = { rule: 'A2A-PUSH-003', caseId: 'agent-push-configs-listed' };
const DELETE = { rule: 'A2A-PUSH-004', caseId: 'agent-push-config-deleted-idempotently' };
const LIFECYCLE = [CREATE, GET, LIST, DELETE];

const pushes = (ctx: CheckContext): boolean =>
  readTriState(ctx.target.card, 'pushNotifications') === true;
const notDeclared = (ctx: CheckContext, heads: CheckHead[]): CheckOutcome[] =>
  heads.map((h) =>
    ctx.notApplicable(
      h,
      'the agent does not declare push notifications',
      'condition "capability-declared" does not hold; A2A-CAP-002 judges the refusal',
    ),
  );

/**
 * Create three configs on a running task, two named by the client and one not, read each back,
 * list them, delete the first twice. A config the client named must come back under its id; the
 * one it did not name only with some id (A2A v1.0 leaves who picks it open), and as the task's
 * only unnamed config it is judged like the others whichever id the agent picked.
 */
const configLifecycle: AgentCheck = {
  id: 'push-config-lifecycle',
  heads: LIFECYCLE,
  scope: 'each-binding',
  async run(ctx) {
    if (!pushes(ctx)) return notDeclared(ctx, LIFECYCLE);
    return onRunningTask(ctx, LIFECYCLE, async (got) => {
      const taskId = got.task.id;
      const url = (n: number): string => `http://127.0.0.1:9/a2a-crosscheck/${ctx.idPrefix}/${n}`;
      const asked = [
        { id: clientConfigId(ctx, 1), url: url(1) },
        { id: clientConfigId(ctx, 2), url: url(2) },
        { url: url(3) },
      ];
      const created = await ctx.binding.createPushConfig(
        { taskId, ...asked[0]!, token: 'crosscheck-token-1' },
        ctx.options(),
      );
      const unserved = ctx.unserved(CREATE, 'CreateTaskPushNotificationConfig', created);
      if (unserved !== undefined)
        return LIFECYCLE.map((h) => ctx.unserved(h, 'CreateTaskPushNotificationConfig', created)!);
      // A config refused because the task finished meanwhile is a race, not a refusal.
      if (created.error !== undefined) {
        const late = await finishedMeanwhile(ctx, taskId, 'follow-up');
        if (late !== undefined) return { finishedFirst: late };
      }
      const answers = [created];
      for (const a of asked.slice(1)) {
        const next = await ctx.binding.createPushConfig({ taskId, ...a }, ctx.options());
        if (next.error !== undefined && !isUnserved(next)) {
          const late = await finishedMeanwhile(ctx, taskId, 'follow-up');
          if (late !== undefined) return { finishedFirst: late };
        }
        answers.push(next);
      }
      const ids = answers.map((a) => a.result?.id);
      const problems = answers.flatMap((a, i) => {
        const why =
          a.result === undefined ? describeAnswer(a) : createdConfigProblem(a.result, asked[i]!);
        return why === undefined
          ? []
          : [`create ${i + 1} (${asked[i]!.id ?? 'no id given'}): ${why}`];
      });
      const records: CheckOutcome[] = [
        problems.length > 0
          ? ctx.fail(CREATE, problems.join('; '), {
              actual: answers.map((a) => a.error ?? a.raw),
            })
          : ctx.pass(
              CREATE,
              `Create returned configs ${ids.join(', ')} for task ${taskId}: the client's two ids, and one it assigned`,
            ),
      ];
      // The rest works on the ids the agent answered: a client holds what it was told.
      const id = ids[0];
      if (typeof id !== 'string' || id === '')
        return [
          ...records,
          ...[GET, LIST, DELETE].map((h) =>
            ctx.notApplicable(h, 'no config with an id to work on', 'charged to A2A-PUSH-001'),
          ),
        ];
      records.push(await readBack(ctx, taskId, asked, ids));

      const listed = await ctx.binding.listPushConfigs({ taskId }, ctx.options());
      const configs: PushConfig[] = listed.result?.configs ?? [];
      // Judged by content: each config created must be listed with its own URL, so two creates
      // stored under one id (the second overwriting the first) cannot pass as two configs.
      const want = asked.filter((_, i) => answers[i]!.result !== undefined).map((a) => a.url);
      const missingUrls = want.filter((w) => !configs.some((c) => c.url === w));
      const shared = ids.filter((x, i) => x !== undefined && ids.indexOf(x) !== i);
      records.push(
        missingUrls.length === 0
          ? ctx.pass(
              LIST,
              `List returned the ${want.length} config(s) created for the task, each with its URL`,
            )
          : ctx.fail(
              LIST,
              `List returned ${configs.length} config(s) (${configs.map((c) => c.id).join(', ') || 'none'}); none has the URL ${missingUrls.join(' or ')}${shared.length > 0 ? ` (creates were answered under one id: ${shared.join(', ')})` : ''}`,
              { actual: listed.error ?? listed.raw },
            ),
      );
      records.push(await deleteTwice(ctx, taskId, id));
      return records;
    });
  },
};

/** A2A-PUSH-002: each config comes back by the id it was answered with; an unknown id fails. */
async function readBack(
  ctx: CheckContext,
  taskId: string,
  asked: readonly { url: string }[],
  ids: readonly (string | undefined)[],
): Promise<CheckOutcome> {
  const wrong: string[] = [];
  const reads: unknown[] = [];
  for (const [i, id] of ids.entries()) {
    if (typeof id !== 'string' || id === '') continue;
    const read = await ctx.binding.getPushConfig({ taskId, id }, ctx.options());
    reads.push(read.error ?? read.raw);
    if (read.result?.url !== asked[i]!.url)
      wrong.push(
        `Get of config ${id}, created for ${asked[i]!.url}, answered ${read.error === undefined ? `URL ${String(read.result?.url)}` : describeAnswer(read)}`,
      );
  }
  const missing = await ctx.binding.getPushConfig(
    { taskId, id: unknownId(ctx, 'config') },
    ctx.options(),
  );
  if (missing.error === undefined) wrong.push('Get of a config that does not exist succeeded');
  return wrong.length > 0
    ? ctx.fail(GET, wrong.join('; '), { actual: [...reads, missing.error ?? missing.raw] })
    : ctx.pass(
        GET,
        `Get returned each config by its id with its URL, and refused an unknown one (${describe(missing.error)})`,
      );
}

/** A2A-PUSH-004: config `id` deleted twice is gone for Get and List, the second delete harmless. */
async function deleteTwice(ctx: CheckContext, taskId: string, id: string): Promise<CheckOutcome> {
  const first = await ctx.binding.deletePushConfig({ taskId, id }, ctx.options());
  const again = await ctx.binding.deletePushConfig({ taskId, id }, ctx.options());
  const after = await ctx.binding.getPushConfig({ taskId, id }, ctx.options());
  const relisted =
    (await ctx.binding.listPushConfigs({ taskId }, ctx.options())).result?.configs ?? [];
  const problems: string[] = [];
  if (first.error !== undefined) problems.push(`the first delete failed: ${describe(first.error)}`);
  if (again.error !== undefined && first.error === undefined)
    problems.push(`the second delete of the same config failed: ${describe(again.error)}`);
  if (after.result !== undefined && after.error === undefined)
    problems.push('Get still returns the deleted config');
  if (relisted.some((c: PushConfig) => c.id === id))
    problems.push('List still holds the deleted config');
  return problems.length === 0
    ? ctx.pass(DELETE, `config ${id} was removed, and deleting it again changed nothing`)
    : ctx.fail(DELETE, problems.join('; '), {
        actual: { first: first.raw, second: again.raw, after: after.raw },
      });
}

const DELIVERY = { rule: 'A2A-PUSH-005', caseId: 'agent-push-delivered-to-webhook' };
const AUTH = { rule: 'A2A-PUSH-006', caseId: 'agent-push-carries-authentication' };
const MEMBERS = ['task', 'message', 'statusUpdate', 'artifactUpdate'];

/**
 * A non-blocking task with a push config in its SendMessageConfiguration, aimed at the harness's
 * loopback receiver; after the task settles, the terminal update must arrive within the
 * progress deadline, every body a StreamResponse for the task, every request carrying the
 * configured Authorization. A second task, sent into the first one's context without a config,
 * must settle without any of its updates reaching that webhook: a config is its task's
 * (§3.1.7, a2a.proto `TaskPushNotificationConfig.task_id`), not its context's.
 */
const delivery: AgentCheck = {
  id: 'push-delivery',
  heads: [DELIVERY, AUTH],
  scope: 'each-binding',
  async run(ctx) {
    if (!pushes(ctx)) return notDeclared(ctx, [DELIVERY, AUTH]);
    try {
      assertLoopback(ctx.binding.url, false);
    } catch {
      const why =
        'the agent is not on this machine, so it cannot reach the loopback webhook receiver';
      return [DELIVERY, AUTH].map((h) => ctx.notApplicable(h, why, why));
    }
    const receiver = await ctx.target.webhook();
    const path = `/push/${ctx.idPrefix}`;
    const credentials = `crosscheck-${ctx.target.seed}`;
    const params = ctx.send('a2a-crosscheck probe: take your time, then reply.', {
      blocking: false,
      linger: true,
    });
    params.configuration = {
      ...params.configuration,
      taskPushNotificationConfig: {
        url: receiver.url(path),
        token: 'crosscheck-push-token',
        authentication: { scheme: 'Bearer', credentials },
      },
    };
    const answer = await ctx.binding.sendMessage(params, ctx.options());
    const task = taskOf(answer);
    if (task === undefined) {
      const u = ctx.unserved(DELIVERY, 'SendMessage', answer);
      return [
        u ??
          ctx.fail(DELIVERY, `SendMessage with a push config answered ${describeAnswer(answer)}`, {
            actual: answer.error ?? answer.raw,
          }),
        ctx.notApplicable(AUTH, 'nothing was delivered', 'charged to A2A-PUSH-005'),
      ];
    }
    const { progressMs, callMs } = ctx.target.deadlines;
    const second = await secondTaskInContext(ctx, task);
    const settled = isTerminal(task.status?.state)
      ? task.status.state
      : (await watchTask(ctx, task.id, 'settled', callMs)).reached;
    const terminalOf = (body: unknown): boolean => {
      // Only the configured task's own terminal update ends the wait: another task's, routed
      // here wrongly, must not cut it short.
      if (taskIdOf(body) !== task.id) return false;
      if (!isJsonObject(body)) return false;
      const s = (
        isJsonObject(body['statusUpdate'])
          ? body['statusUpdate']['status']
          : isJsonObject(body['task'])
            ? body['task']['status']
            : undefined
      ) as Record<string, unknown> | undefined;
      return typeof s?.['state'] === 'string' && isTerminal(s['state']);
    };
    const got = await receiver.waitFor(path, (d) => d.some((x) => terminalOf(x.body)), progressMs);
    ctx.transcript.note(
      'webhook deliveries',
      got.map((d) => ({
        at: d.at,
        authorization: d.headers['authorization'] === undefined ? null : '(present)',
        body: d.body,
      })),
    );
    if (got.length === 0)
      return [
        ctx.fail(
          DELIVERY,
          `no update of task ${task.id} reached the webhook (task ${settled ?? 'not settled'})`,
        ),
        ctx.notApplicable(AUTH, 'nothing was delivered', 'charged to A2A-PUSH-005'),
      ];
    const malformed = got.filter(
      (d) =>
        !isJsonObject(d.body) ||
        MEMBERS.filter((m) => (d.body as Record<string, unknown>)[m] !== undefined).length !== 1,
    );
    const foreign = got.filter((d) => {
      const id = taskIdOf(d.body);
      return id !== undefined && id !== task.id;
    });
    const records: CheckOutcome[] = [
      foreign.length > 0
        ? ctx.fail(
            DELIVERY,
            `${foreign.length} of ${got.length} webhook body(ies) of task ${task.id}'s config carry another task's update (task ${[...new Set(foreign.map((d) => taskIdOf(d.body)))].join(', ')}${second.id === undefined ? '' : `; ${second.id} was sent into context ${String(task.contextId)} without a config`}): a config is its task's, not its context's`,
            { actual: foreign.slice(0, 3).map((d) => d.body) },
          )
        : malformed.length > 0
          ? ctx.fail(
              DELIVERY,
              `${malformed.length} of ${got.length} webhook body(ies) are not a StreamResponse with exactly one member`,
              { actual: malformed.slice(0, 3).map((d) => d.body) },
            )
          : !got.some((d) => terminalOf(d.body))
            ? ctx.fail(
                DELIVERY,
                `${got.length} update(s) arrived but not the terminal one within ${progressMs} ms of the task settling (${settled ?? 'not settled'})`,
                { actual: got.map((d) => d.body) },
              )
            : ctx.pass(
                DELIVERY,
                `${got.length} StreamResponse update(s) of task ${task.id} reached the webhook, the terminal one included; ${second.said}`,
              ),
    ];
    const expected = `bearer ${credentials}`;
    const unauthenticated = got.filter(
      (d) => (d.headers['authorization'] ?? '').toLowerCase() !== expected,
    );
    records.push(
      unauthenticated.length === 0
        ? ctx.pass(
            AUTH,
            `every webhook request carried "Authorization: Bearer <credentials>" as configured`,
          )
        : ctx.fail(
            AUTH,
            `${unauthenticated.length} of ${got.length} webhook request(s) lacked the configured Authorization`,
            {
              actual: unauthenticated.map((d) => ({
                authorization: d.headers['authorization'] === undefined ? null : '(other value)',
              })),
            },
          ),
    );
    return records;
  },
};

/** The task a webhook body is an update of (its task, status or artifact update, or message). */
function taskIdOf(body: unknown): string | undefined {
  if (!isJsonObject(body)) return undefined;
  const task = body['task'];
  if (isJsonObject(task)) return typeof task['id'] === 'string' ? task['id'] : undefined;
  for (const m of ['statusUpdate', 'artifactUpdate', 'message']) {
    const member = body[m];
    if (isJsonObject(member) && typeof member['taskId'] === 'string') return member['taskId'];
  }
  return undefined;
}

/**
 * Sends a second task into the context of `first`, without a push config, and reads it back
 * until it settles, so that whatever an agent routing updates by context would POST for it has
 * fallen due before the webhook of `first` is judged. Its id (when the agent made a task other
 * than `first`), and words for the summary.
 */
async function secondTaskInContext(
  ctx: CheckContext,
  first: { id: string; contextId?: string },
): Promise<{ id?: string; said: string }> {
  if (typeof first.contextId !== 'string' || first.contextId === '')
    return { said: 'no second task was sent: the task came without a context' };
  const answer = await ctx.binding.sendMessage(
    ctx.send('a2a-crosscheck probe: reply.', {
      blocking: false,
      message: { contextId: first.contextId },
    }),
    ctx.options(),
  );
  const second = taskOf(answer);
  if (second === undefined || second.id === first.id)
    return {
      said: `a second message in context ${first.contextId} made no second task (${second === undefined ? describeAnswer(answer) : 'it joined the first'}), so routing by context was not tried`,
    };
  const state = isSettled(second.status?.state)
    ? second.status.state
    : (await watchTask(ctx, second.id, 'settled', ctx.target.deadlines.callMs)).reached;
  return {
    id: second.id,
    said: `none of task ${second.id}, sent into the same context without a config (${state ?? 'not settled'})`,
  };
}

/** Checks of push-notification configs and delivery. */
export const PUSH_CHECKS: readonly AgentCheck[] = [configLifecycle, delivery];
