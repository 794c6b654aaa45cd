import type { A2AOperation } from '../AgentBinding.ts';
import type { GrpcKit } from './loadGrpcKit.ts';

/** A message type of the SDK's generated code: its ProtoJSON converters. */
export type GrpcCodec = { fromJSON(o: unknown): unknown; toJSON(m: never): unknown };
/** One RPC of the A2A service: the service's method key and its message types. */
export interface GrpcRpc {
  method: keyof GrpcKit['service'];
  request: keyof GrpcKit['types'];
  /** `null`: `google.protobuf.Empty`. */
  response: keyof GrpcKit['types'] | null;
}

/** Each operation's RPC (A2A §10.3; `lf.a2a.v1.A2AService`) and its message types. */
export const GRPC_RPCS: Record<A2AOperation, GrpcRpc> = {
  SendMessage: {
    method: 'sendMessage',
    request: 'SendMessageRequest',
    response: 'SendMessageResponse',
  },
  SendStreamingMessage: {
    method: 'sendStreamingMessage',
    request: 'SendMessageRequest',
    response: 'StreamResponse',
  },
  GetTask: { method: 'getTask', request: 'GetTaskRequest', response: 'Task' },
  ListTasks: { method: 'listTasks', request: 'ListTasksRequest', response: 'ListTasksResponse' },
  CancelTask: { method: 'cancelTask', request: 'CancelTaskRequest', response: 'Task' },
  SubscribeToTask: {
    method: 'subscribeToTask',
    request: 'SubscribeToTaskRequest',
    response: 'StreamResponse',
  },
  CreateTaskPushNotificationConfig: {
    method: 'createTaskPushNotificationConfig',
    request: 'TaskPushNotificationConfig',
    response: 'TaskPushNotificationConfig',
  },
  GetTaskPushNotificationConfig: {
    method: 'getTaskPushNotificationConfig',
    request: 'GetTaskPushNotificationConfigRequest',
    response: 'TaskPushNotificationConfig',
  },
  ListTaskPushNotificationConfigs: {
    method: 'listTaskPushNotificationConfigs',
    request: 'ListTaskPushNotificationConfigsRequest',
    response: 'ListTaskPushNotificationConfigsResponse',
  },
  DeleteTaskPushNotificationConfig: {
    method: 'deleteTaskPushNotificationConfig',
    request: 'DeleteTaskPushNotificationConfigRequest',
    response: null,
  },
  GetExtendedAgentCard: {
    method: 'getExtendedAgentCard',
    request: 'GetExtendedAgentCardRequest',
    response: 'AgentCard',
  },
};
