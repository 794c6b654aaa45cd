import type { JsonObject } from '../../json/JsonValue.ts';
import type {
  A2AOperation,
  AgentBinding,
  BindingCallOptions,
  BindingStreamOptions,
  StreamRead,
  WireAnswer,
} from './AgentBinding.ts';

/** The A2A operations of a binding, each a method of `AgentBinding`. */
export type OperationCalls = Pick<
  AgentBinding,
  | 'sendMessage'
  | 'sendStreamingMessage'
  | 'getTask'
  | 'listTasks'
  | 'cancelTask'
  | 'subscribeToTask'
  | 'createPushConfig'
  | 'getPushConfig'
  | 'listPushConfigs'
  | 'deletePushConfig'
  | 'getExtendedAgentCard'
>;

/**
 * Every A2A operation (A2A §3.1) of a binding, by its v1.0 name, through the binding's own two
 * calls: `unary` for an operation with one answer, `stream` for one answered by a stream. Each
 * binding says how an operation travels; which operation each method is, is said once, here.
 */
export function operationCalls(
  unary: <T>(
    operation: A2AOperation,
    params: JsonObject,
    options?: BindingCallOptions,
  ) => Promise<WireAnswer<T>>,
  stream: (
    operation: A2AOperation,
    params: JsonObject,
    options?: BindingStreamOptions,
  ) => Promise<StreamRead>,
): OperationCalls {
  const json = (params: object): JsonObject => params as JsonObject;
  return {
    sendMessage: (params, options) => unary('SendMessage', json(params), options),
    sendStreamingMessage: (params, options) =>
      stream('SendStreamingMessage', json(params), options),
    getTask: (params, options) => unary('GetTask', json(params), options),
    listTasks: (params, options) => unary('ListTasks', json(params), options),
    cancelTask: (params, options) => unary('CancelTask', json(params), options),
    subscribeToTask: (params, options) => stream('SubscribeToTask', json(params), options),
    createPushConfig: (config, options) =>
      unary('CreateTaskPushNotificationConfig', json(config), options),
    getPushConfig: (params, options) =>
      unary('GetTaskPushNotificationConfig', json(params), options),
    listPushConfigs: (params, options) =>
      unary('ListTaskPushNotificationConfigs', json(params), options),
    deletePushConfig: (params, options) =>
      unary('DeleteTaskPushNotificationConfig', json(params), options),
    getExtendedAgentCard: (options) => unary('GetExtendedAgentCard', {}, options),
  };
}
