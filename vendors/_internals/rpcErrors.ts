import type { JsonObject } from '../../harness/json/JsonValue.ts';
import type { JsonRpcErrorObject } from '../../harness/wire/index.ts';

/** JSON-RPC 2.0 and A2A error codes the vendors answer with (A2A §5.4, §9.5). */
const ERRORS = {
  JSONParseError: { code: -32700, message: 'Invalid JSON payload', reason: null },
  InvalidRequestError: { code: -32600, message: 'Request payload validation error', reason: null },
  MethodNotFoundError: { code: -32601, message: 'Method not found', reason: null },
  InvalidParamsError: { code: -32602, message: 'Invalid parameters', reason: null },
  InternalError: { code: -32603, message: 'Internal error', reason: null },
  TaskNotFoundError: { code: -32001, message: 'Task not found', reason: 'TASK_NOT_FOUND' },
  TaskNotCancelableError: {
    code: -32002,
    message: 'Task cannot be canceled',
    reason: 'TASK_NOT_CANCELABLE',
  },
  PushNotificationNotSupportedError: {
    code: -32003,
    message: 'Push Notification is not supported',
    reason: 'PUSH_NOTIFICATION_NOT_SUPPORTED',
  },
  UnsupportedOperationError: {
    code: -32004,
    message: 'This operation is not supported',
    reason: 'UNSUPPORTED_OPERATION',
  },
  ContentTypeNotSupportedError: {
    code: -32005,
    message: 'Incompatible content types',
    reason: 'CONTENT_TYPE_NOT_SUPPORTED',
  },
  ExtendedAgentCardNotConfiguredError: {
    code: -32007,
    message: 'Extended Agent Card not configured',
    reason: 'EXTENDED_AGENT_CARD_NOT_CONFIGURED',
  },
  ExtensionSupportRequiredError: {
    code: -32008,
    message: 'Extension support required',
    reason: 'EXTENSION_SUPPORT_REQUIRED',
  },
  VersionNotSupportedError: {
    code: -32009,
    message: 'Version not supported',
    reason: 'VERSION_NOT_SUPPORTED',
  },
} as const;

export type RpcErrorName = keyof typeof ERRORS;

/**
 * A JSON-RPC error object. A2A errors carry a `google.rpc.ErrorInfo` in `data` (A2A §9.5, a
 * SHOULD since v1.0.1); `detail` goes into its `metadata` so callers can see why.
 */
export function rpcError(name: RpcErrorName, detail?: Record<string, string>): JsonRpcErrorObject {
  const spec = ERRORS[name];
  const error: JsonRpcErrorObject = { code: spec.code, message: spec.message };
  if (spec.reason !== null) {
    const info: JsonObject = {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: spec.reason,
      domain: 'a2a-protocol.org',
    };
    if (detail !== undefined) info['metadata'] = detail;
    error.data = [info];
  }
  return error;
}

/** Thrown inside method handlers to answer with a JSON-RPC error. */
export class RpcFailure extends Error {
  constructor(readonly error: JsonRpcErrorObject) {
    super(error.message);
    this.name = 'RpcFailure';
  }
}

export function fail(name: RpcErrorName, detail?: Record<string, string>): never {
  throw new RpcFailure(rpcError(name, detail));
}
