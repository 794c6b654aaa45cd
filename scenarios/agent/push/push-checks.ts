import { readTriState } from '../../../harness/card/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import { assertLoopback, type PushConfig } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck, CheckHead } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import {
  describe,
  describeAnswer,
  isTerminal,
  onRunningTask,
  finishedMeanwhile,
  taskOf,
  unknownId,
  watchTask,
} from '../_internals/checkHelpers.ts';

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

/** Create two configs on a running task, read one back, list both, delete one twice. */
const configLifecycle: AgentCheck = {
  id: 'push-config-lifecycle',
  heads: LIFECYCLE,
  scope: 'each-binding',
  async run(ctx) {
    if (!pushes(ctx)) return notDeclared(ctx, LIFECYCLE);
    return onRunningTask(ctx, LIFECYCLE, async (got) => {
      const taskId = got.task.id;
      const url = (n: number): string => `http://127.0.0.1:9/a2a-crosscheck/${ctx.idPrefix}/${n}`;
      const created = await ctx.binding.createPushConfig(
        { taskId, url: url(1), token: 'crosscheck-token-1' },
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
      const config = created.result;
      const records: CheckOutcome[] = [];
      if (
        config === undefined ||
        typeof config.id !== 'string' ||
        config.id === '' ||
        config.url !== url(1)
      ) {
        records.push(
          ctx.fail(
            CREATE,
            config === undefined
              ? `Create answered ${describeAnswer(created)}`
              : `the created config lacks ${typeof config.id !== 'string' || config.id === '' ? 'an id' : `its URL (got ${config.url})`}`,
            { actual: created.error ?? created.raw },
          ),
        );
        return [
          ...records,
          ...[GET, LIST, DELETE].map((h) =>
            ctx.notApplicable(h, 'no config with an id to work on', 'charged to A2A-PUSH-001'),
          ),
        ];
      }
      records.push(ctx.pass(CREATE, `Create returned config ${config.id} for task ${taskId}`));
      const id = config.id;
      const second = (await ctx.binding.createPushConfig({ taskId, url: url(2) }, ctx.options()))
        .result;

      const read = await ctx.binding.getPushConfig({ taskId, id }, ctx.options());
      const missing = await ctx.binding.getPushConfig(
        { taskId, id: unknownId(ctx, 'config') },
        ctx.options(),
      );
      records.push(
        read.result?.url !== url(1)
          ? ctx.fail(GET, `Get of config ${id} answered ${describeAnswer(read)}`, {
              actual: read.error ?? read.raw,
            })
          : missing.error === undefined
            ? ctx.fail(GET, 'Get of a config that does not exist succeeded', {
                actual: missing.raw,
              })
            : ctx.pass(
                GET,
                `Get returned config ${id} with its URL, and refused an unknown one (${describe(missing.error)})`,
              ),
      );

      const listed = await ctx.binding.listPushConfigs({ taskId }, ctx.options());
      const configs: PushConfig[] = listed.result?.configs ?? [];
      // Judged by content: each config created must be listed with its own URL, so two creates
      // that share one id (the second overwriting the first) cannot pass as two configs.
      const want = [url(1), ...(second !== undefined ? [url(2)] : [])];
      const missingUrls = want.filter((w) => !configs.some((c) => c.url === w));
      records.push(
        missingUrls.length === 0
          ? ctx.pass(
              LIST,
              `List returned the ${want.length} config(s) created for the task, each with its URL`,
            )
          : ctx.fail(
              LIST,
              `List returned ${configs.length} config(s) (${configs.map((c) => c.id).join(', ') || 'none'}); none has the URL ${missingUrls.join(' or ')}${second?.id === id ? ` (the second create answered the first one's id ${id})` : ''}`,
              { actual: listed.error ?? listed.raw },
            ),
      );

      const first = await ctx.binding.deletePushConfig({ taskId, id }, ctx.options());
      const again = await ctx.binding.deletePushConfig({ taskId, id }, ctx.options());
      const after = await ctx.binding.getPushConfig({ taskId, id }, ctx.options());
      const relisted =
        (await ctx.binding.listPushConfigs({ taskId }, ctx.options())).result?.configs ?? [];
      const problems: string[] = [];
      if (first.error !== undefined)
        problems.push(`the first delete failed: ${describe(first.error)}`);
      if (again.error !== undefined && first.error === undefined)
        problems.push(`the second delete of the same config failed: ${describe(again.error)}`);
      if (after.result !== undefined && after.error === undefined)
        problems.push('Get still returns the deleted config');
      if (relisted.some((c: PushConfig) => c.id === id))
        problems.push('List still holds the deleted config');
      records.push(
        problems.length === 0
          ? ctx.pass(DELETE, `config ${id} was removed, and deleting it again changed nothing`)
          : ctx.fail(DELETE, problems.join('; '), {
              actual: { first: first.raw, second: again.raw, after: after.raw },
            }),
      );
      return records;
    });
  },
};

const DELIVERY = { rule: 'A2A-PUSH-005', caseId: 'agent-push-delivered-to-webhook' };
const AUTH = { rule: 'A2A-PUSH-006', caseId: 'agent-push-carries-authentication' };
const MEMBERS = ['task', 'message', 'statusUpdate', 'artifactUpdate'];

/**
 * A non-blocking task with a push config in its SendMessageConfiguration, aimed at the harness's
 * loopback receiver; after the task settles, the terminal update must arrive within the
 * progress deadline, every body a StreamResponse for the task, every request carrying the
 * configured Authorization.
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
    const settled = isTerminal(task.status?.state)
      ? task.status.state
      : (await watchTask(ctx, task.id, 'settled', callMs)).reached;
    const terminalOf = (body: unknown): boolean => {
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
    const records: CheckOutcome[] = [
      malformed.length > 0
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
              `${got.length} StreamResponse update(s) of task ${task.id} reached the webhook, the terminal one included`,
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

/** Checks of push-notification configs and delivery. */
export const PUSH_CHECKS: readonly AgentCheck[] = [configLifecycle, delivery];
