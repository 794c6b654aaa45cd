import { StepsSent } from './StepsSent.ts';
import { isJsonObject, stringOr } from '../../harness/json/JsonValue.ts';
import { lagFreeSignal } from '../../harness/time/lagFreeSignal.ts';
import { assertLoopback, type StreamResponse } from '../../harness/wire/index.ts';
import { fail } from './rpcErrors.ts';
import { isSettled, type SimTask } from './SimTask.ts';
import type { Faker } from '@faker-js/faker';
import type { Transcript } from '../../harness/results/Transcript.ts';
import { waitFor } from './waitFor.ts';
import { applyFaults } from './faultHooks.ts';
import type { StoredPushConfig } from './StoredPushConfig.ts';
import type { PersonaSpec } from '../PersonaSpec.ts';
import type { PushRules } from '../faults/FaultDeclaration.ts';

/** What the store needs of its vendor (a `VendorContext` is one). */
interface PushHost {
  readonly closed: AbortSignal;
  readonly recorder: Transcript;
  readonly faker: Faker;
  readonly persona: PersonaSpec;
}

export type { StoredPushConfig } from './StoredPushConfig.ts';

/**
 * Deadline of one webhook POST (A2A §4.3.3 recommends 10–30 s; simulated peers are quicker), on
 * the lag-free clock like the vendor's other waits: a loaded machine does not fail a delivery.
 */
const POST_DEADLINE_MS = 2_000;
/** How long a faulty vendor takes to check a webhook URL between reading and writing a task's configs. */
const URL_CHECK_MS = 50;
/** Most POSTs one config receives (DESIGN §7: everything the harness does is bounded). */
const MAX_DELIVERIES = 100;

/**
 * The push-notification configs of one vendor and their delivery: every update of a task that
 * falls due after a config exists is POSTed to the config's URL as a StreamResponse (§4.3.3),
 * with `Authorization: <scheme> <credentials>` when the config carries authentication. Webhooks
 * must be on loopback: a simulated vendor never leaves the machine.
 */
export class PushConfigStore {
  private readonly byTask = new Map<string, Map<string, StoredPushConfig>>();
  private readonly pumping = new Set<string>();
  private readonly sent = new Map<string, number>();
  /** The context of each task that holds configs (only a fault that routes by context reads it). */
  private readonly contextOf = new Map<string, string>();

  /** Stores a config for `task` (InvalidParams for a missing or non-loopback URL) and starts delivery. */
  create(ctx: PushHost, task: SimTask, raw: unknown): StoredPushConfig {
    return this.store(ctx, task, this.configOf(ctx, task, raw));
  }

  /**
   * {@link create} as a CreateTaskPushNotificationConfig request asks it. A fault reads the task's
   * configs before a check of the URL that takes {@link URL_CHECK_MS} and writes them back with
   * the new config after it: a request that arrives meanwhile writes back a copy without the
   * other's config, and the last write wins.
   */
  async createRequested(
    ctx: PushHost,
    task: SimTask,
    raw: unknown,
    signal: AbortSignal,
  ): Promise<StoredPushConfig> {
    if (!pushRules(ctx).configsWrittenBackAfterCheck) return this.create(ctx, task, raw);
    const before = new Map(this.byTask.get(task.id) ?? []);
    await waitFor(ctx, URL_CHECK_MS, signal);
    return this.store(ctx, task, this.configOf(ctx, task, raw), before);
  }

  /**
   * The config a request asks for (InvalidParams for a missing or non-loopback URL). A config
   * the client named keeps the client's id; one it did not name gets a fresh UUID, one of the two
   * readings A2A v1.0 leaves open (§3.1.7 says only that it is answered with an assigned id).
   */
  private configOf(ctx: PushHost, task: SimTask, raw: unknown): StoredPushConfig {
    const r = isJsonObject(raw) ? raw : {};
    const url = stringOr(r['url']);
    try {
      assertLoopback(url, false);
    } catch {
      fail('InvalidParamsError', {
        field: 'url',
        why: 'simulated vendors deliver to 127.0.0.1 only',
      });
    }
    const auth = isJsonObject(r['authentication']) ? r['authentication'] : undefined;
    return {
      id: pushRules(ctx).taskIdForEveryConfig
        ? task.id
        : stringOr(r['id']) || ctx.faker.string.uuid(),
      taskId: task.id,
      url,
      ...(typeof r['token'] === 'string' && { token: r['token'] }),
      ...(auth !== undefined && {
        authentication: {
          scheme: stringOr(auth['scheme']),
          ...(typeof auth['credentials'] === 'string' && { credentials: auth['credentials'] }),
        },
      }),
    };
  }

  /** Stores `config` among `configs` (the task's own, unless a fault read them earlier). */
  private store(
    ctx: PushHost,
    task: SimTask,
    config: StoredPushConfig,
    configs: Map<string, StoredPushConfig> = this.byTask.get(task.id) ??
      new Map<string, StoredPushConfig>(),
  ): StoredPushConfig {
    configs.set(config.id, config);
    this.byTask.set(task.id, configs);
    this.contextOf.set(task.id, task.contextId);
    this.startPump(ctx, task);
    return config;
  }

  /**
   * A task was created without a config of its own: nothing to deliver, unless a fault routes
   * updates by context and another task of its context holds a config.
   */
  taskCreated(ctx: PushHost, task: SimTask): void {
    if (pushRules(ctx).routeByContext && this.recipients(ctx, task).length > 0)
      this.startPump(ctx, task);
  }

  private startPump(ctx: PushHost, task: SimTask): void {
    if (this.pumping.has(task.id)) return;
    this.pumping.add(task.id);
    void this.pump(ctx, task, task.age()).finally(() => this.pumping.delete(task.id));
  }

  /** The configs a task's updates are POSTed to: its own (§3.1.7), or, under a fault, its context's. */
  private recipients(ctx: PushHost, task: SimTask): StoredPushConfig[] {
    if (!pushRules(ctx).routeByContext) return this.list(task.id);
    return [...this.contextOf]
      .filter(([, contextId]) => contextId === task.contextId)
      .flatMap(([taskId]) => this.list(taskId));
  }

  get(taskId: string, id: string): StoredPushConfig | undefined {
    return this.byTask.get(taskId)?.get(id);
  }

  list(taskId: string): StoredPushConfig[] {
    return [...(this.byTask.get(taskId)?.values() ?? [])];
  }

  /**
   * Removes a config; removing one that is gone already is the same success (§3.1.10
   * idempotent). Answers whether the config was there.
   */
  delete(taskId: string, id: string): boolean {
    return this.byTask.get(taskId)?.delete(id) ?? false;
  }

  clear(): void {
    this.byTask.clear();
    this.contextOf.clear();
  }

  private async pump(ctx: PushHost, task: SimTask, fromAge: number): Promise<void> {
    // Each step is delivered once, whatever age it carries (StepsSent: a cancel in the same
    // standing moment of the lag-free clock as the config's creation is still delivered).
    const steps = new StepsSent(task, fromAge);
    for (;;) {
      const next = steps.next();
      if (next === undefined) return;
      const end = await waitFor(ctx, next.at - task.age(), ctx.closed);
      if (end !== 'elapsed') return;
      for (const step of steps.dueBy(next.at)) {
        steps.markSent(step);
        const terminal = isSettled(step.event.statusUpdate?.status.state);
        if (!terminal || pushRules(ctx).deliverTerminalUpdate)
          await Promise.all(this.recipients(ctx, task).map((c) => this.post(ctx, c, step.event)));
        if (isSettled(step.event.statusUpdate?.status.state)) return;
      }
    }
  }

  private async post(
    ctx: PushHost,
    config: StoredPushConfig,
    event: StreamResponse,
  ): Promise<void> {
    const count = (this.sent.get(config.id) ?? 0) + 1;
    this.sent.set(config.id, count);
    if (count > MAX_DELIVERIES) return;
    const headers: Record<string, string> = { 'content-type': 'application/a2a+json' };
    if (config.authentication !== undefined)
      headers['authorization'] =
        `${config.authentication.scheme} ${config.authentication.credentials ?? ''}`.trim();
    if (config.token !== undefined) headers['x-a2a-notification-token'] = config.token;
    applyFaults(ctx, 'pushRequestHeaders', headers);
    const deadline = lagFreeSignal(POST_DEADLINE_MS);
    try {
      const response = await fetch(config.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(event),
        redirect: 'manual',
        signal: AbortSignal.any([ctx.closed, deadline.signal]),
      });
      await response.body?.cancel().catch(() => undefined);
      ctx.recorder.note('push-delivered', { configId: config.id, status: response.status });
    } catch (cause) {
      ctx.recorder.note('push-failed', {
        configId: config.id,
        why: cause instanceof Error ? cause.message : String(cause),
      });
    } finally {
      deadline.cancel();
    }
  }
}

/** What the vendor's push-config operations and deliveries do, its faults applied. */
export function pushRules(ctx: { readonly persona: PersonaSpec }): PushRules {
  return applyFaults(ctx, 'pushRules', {
    taskIdForEveryConfig: false,
    deliverTerminalUpdate: true,
    getUnknownAnswersFirst: false,
    deleteGoneFails: false,
    configsWrittenBackAfterCheck: false,
    routeByContext: false,
  });
}
