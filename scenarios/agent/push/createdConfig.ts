import type { PushConfig } from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';

/**
 * The id the harness gives a config it creates: the client names its configs, since A2A v1.0
 * carries the id in the created `TaskPushNotificationConfig` itself (a2a.proto; the v1.0 RC's
 * `config_id` was dropped as its duplicate, A2A #1487). Unique per run and check, as the
 * context's other ids are, so configs of two runs on one agent never meet.
 */
export function clientConfigId(ctx: CheckContext, what: string | number): string {
  return `${ctx.idPrefix}-config-${what}`;
}

/**
 * What is wrong with a CreateTaskPushNotificationConfig answer (A2A §3.1.7), or `undefined`: the
 * config comes back with an id and the URL the client gave, and a config the client named comes
 * back under the client's id. A config the client did not name is judged only for having an id:
 * who picks it, and whether a second unnamed config of the task may replace the first, A2A v1.0
 * leaves open (docs/adapter-protocol.md §4.2).
 */
export function createdConfigProblem(
  config: PushConfig,
  asked: { url: string; id?: string },
): string | undefined {
  const id = config.id;
  if (typeof id !== 'string' || id === '') return 'no id';
  if (asked.id !== undefined && id !== asked.id)
    return `id ${JSON.stringify(id).slice(0, 80)}, not ${asked.id}, the id the client gave it`;
  if (config.url !== asked.url) return `URL ${String(config.url)}, not ${asked.url}`;
  return undefined;
}
