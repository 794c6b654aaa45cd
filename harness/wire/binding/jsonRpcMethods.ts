import { isJsonObject, type JsonObject } from '../../json/JsonValue.ts';
import type { SendMessageParams, StreamResponse } from '../a2aTypes.ts';
import type { A2AOperation, ProtocolGeneration, PushConfig } from './AgentBinding.ts';
import {
  fromV03Event,
  fromV03SendResult,
  fromV03Task,
  toV03PushConfig,
  toV03SendParams,
} from './v03Shapes.ts';

/** How one operation travels over JSON-RPC in one generation. */
export interface MethodSpec {
  method: string;
  /** v1.0-shaped params → what this generation sends. */
  params(params: unknown): unknown;
  /** What this generation answers → the v1.0 shape the checks read. */
  result(result: unknown): unknown;
  /** One stream event's `result` → a v1.0 `StreamResponse`. */
  event(result: unknown): StreamResponse | undefined;
}

const same = (value: unknown): unknown => value;
const asEvent = (result: unknown): StreamResponse | undefined =>
  isJsonObject(result) ? result : undefined;
const v10 = (method: string): MethodSpec => ({
  method,
  params: same,
  result: same,
  event: asEvent,
});

/** A2A v1.0 method names (A2A §5.3, §9.4): PascalCase, params and results in ProtoJSON. */
const V10: Record<A2AOperation, MethodSpec> = {
  SendMessage: v10('SendMessage'),
  SendStreamingMessage: v10('SendStreamingMessage'),
  GetTask: v10('GetTask'),
  ListTasks: v10('ListTasks'),
  CancelTask: v10('CancelTask'),
  SubscribeToTask: v10('SubscribeToTask'),
  CreateTaskPushNotificationConfig: v10('CreateTaskPushNotificationConfig'),
  GetTaskPushNotificationConfig: v10('GetTaskPushNotificationConfig'),
  ListTaskPushNotificationConfigs: v10('ListTaskPushNotificationConfigs'),
  DeleteTaskPushNotificationConfig: v10('DeleteTaskPushNotificationConfig'),
  GetExtendedAgentCard: v10('GetExtendedAgentCard'),
};

const taskResult = (r: unknown): unknown => fromV03Task(r);
const v03 = (
  method: string,
  params: MethodSpec['params'],
  result: MethodSpec['result'] = same,
): MethodSpec => ({
  method,
  params,
  result,
  event: fromV03Event,
});
const obj = (p: unknown): JsonObject => (isJsonObject(p) ? p : {});

/**
 * A2A v0.3 method names (v0.3 §7): slash-separated, `kind`-discriminated shapes. v0.3 has no
 * `ListTasks` over JSON-RPC; `tasks/list` is sent anyway, and the agent's answer says so.
 */
const V03: Record<A2AOperation, MethodSpec> = {
  SendMessage: v03(
    'message/send',
    (p) => toV03SendParams(p as SendMessageParams),
    fromV03SendResult,
  ),
  SendStreamingMessage: v03('message/stream', (p) => toV03SendParams(p as SendMessageParams)),
  GetTask: v03('tasks/get', same, taskResult),
  ListTasks: v03('tasks/list', same),
  CancelTask: v03('tasks/cancel', same, taskResult),
  SubscribeToTask: v03('tasks/resubscribe', same),
  CreateTaskPushNotificationConfig: v03(
    'tasks/pushNotificationConfig/set',
    (p) => {
      const config = obj(p) as unknown as PushConfig;
      return { taskId: config.taskId ?? '', pushNotificationConfig: toV03PushConfig(obj(p)) };
    },
    fromV03PushResult,
  ),
  GetTaskPushNotificationConfig: v03(
    'tasks/pushNotificationConfig/get',
    (p) => ({ id: obj(p)['taskId'] ?? '', pushNotificationConfigId: obj(p)['id'] ?? '' }),
    fromV03PushResult,
  ),
  ListTaskPushNotificationConfigs: v03(
    'tasks/pushNotificationConfig/list',
    (p) => ({ id: obj(p)['taskId'] ?? '' }),
    (r) => ({ configs: Array.isArray(r) ? r.map(fromV03PushResult) : [] }),
  ),
  DeleteTaskPushNotificationConfig: v03('tasks/pushNotificationConfig/delete', (p) => ({
    id: obj(p)['taskId'] ?? '',
    pushNotificationConfigId: obj(p)['id'] ?? '',
  })),
  GetExtendedAgentCard: v03('agent/getAuthenticatedExtendedCard', () => undefined),
};

/** v0.3 `TaskPushNotificationConfig` (`{ taskId, pushNotificationConfig }`) flattened. */
function fromV03PushResult(result: unknown): PushConfig {
  const r = obj(result);
  const config = obj(r['pushNotificationConfig']);
  return {
    ...(typeof config['id'] === 'string' && { id: config['id'] }),
    ...(typeof r['taskId'] === 'string' && { taskId: r['taskId'] }),
    url: typeof config['url'] === 'string' ? config['url'] : '',
    ...(typeof config['token'] === 'string' && { token: config['token'] }),
  };
}

/** The method table of each generation. */
export const JSON_RPC_METHODS: Readonly<
  Record<ProtocolGeneration, Record<A2AOperation, MethodSpec>>
> = {
  '1.0': V10,
  '0.3': V03,
};
