/**
 * The A2A error vocabulary (A2A §3.3.2, §5.4, §9.5, §11.6), in one place: each error's name,
 * JSON-RPC code, HTTP status, gRPC status code (§10.6, v1.0.1's table: 5 NOT_FOUND, 9
 * FAILED_PRECONDITION, 3 INVALID_ARGUMENT, 13 INTERNAL, 12 UNIMPLEMENTED) and
 * `google.rpc.ErrorInfo` reason. JSON-RPC's own errors are
 * listed too, since an agent answers with them as well (their HTTP+JSON form is a plain 400 or
 * 404/405 without an A2A reason).
 */
export const A2A_ERRORS = {
  TaskNotFound: { code: -32001, http: 404, grpc: 5, reason: 'TASK_NOT_FOUND' },
  TaskNotCancelable: { code: -32002, http: 400, grpc: 9, reason: 'TASK_NOT_CANCELABLE' },
  PushNotificationNotSupported: {
    code: -32003,
    http: 400,
    grpc: 9,
    reason: 'PUSH_NOTIFICATION_NOT_SUPPORTED',
  },
  UnsupportedOperation: { code: -32004, http: 400, grpc: 9, reason: 'UNSUPPORTED_OPERATION' },
  ContentTypeNotSupported: {
    code: -32005,
    http: 400,
    grpc: 3,
    reason: 'CONTENT_TYPE_NOT_SUPPORTED',
  },
  InvalidAgentResponse: { code: -32006, http: 500, grpc: 13, reason: 'INVALID_AGENT_RESPONSE' },
  ExtendedAgentCardNotConfigured: {
    code: -32007,
    http: 400,
    grpc: 9,
    reason: 'EXTENDED_AGENT_CARD_NOT_CONFIGURED',
  },
  ExtensionSupportRequired: {
    code: -32008,
    http: 400,
    grpc: 9,
    reason: 'EXTENSION_SUPPORT_REQUIRED',
  },
  VersionNotSupported: { code: -32009, http: 400, grpc: 9, reason: 'VERSION_NOT_SUPPORTED' },
  // JSON-RPC 2.0 (A2A §9.5); `reason` is what SDKs commonly put in ErrorInfo, never required.
  JSONParse: { code: -32700, http: 400, grpc: 3, reason: 'JSON_PARSE' },
  InvalidRequest: { code: -32600, http: 400, grpc: 3, reason: 'INVALID_REQUEST' },
  MethodNotFound: { code: -32601, http: 404, grpc: 12, reason: 'METHOD_NOT_FOUND' },
  InvalidParams: { code: -32602, http: 400, grpc: 3, reason: 'INVALID_PARAMS' },
  Internal: { code: -32603, http: 500, grpc: 13, reason: 'INTERNAL' },
} as const;

/** Name of an error the harness can recognise in an agent's answer. */
export type A2AErrorName = keyof typeof A2A_ERRORS;

/** The A2A-specific errors (codes -32001 … -32099), as opposed to JSON-RPC's own. */
export const A2A_SPECIFIC_ERRORS: readonly A2AErrorName[] = [
  'TaskNotFound',
  'TaskNotCancelable',
  'PushNotificationNotSupported',
  'UnsupportedOperation',
  'ContentTypeNotSupported',
  'InvalidAgentResponse',
  'ExtendedAgentCardNotConfigured',
  'ExtensionSupportRequired',
  'VersionNotSupported',
];

/** Domain of an A2A `ErrorInfo` (A2A §9.5, §11.6). */
export const A2A_ERROR_DOMAIN = 'a2a-protocol.org';

/** `@type` of a `google.rpc.ErrorInfo` detail in ProtoJSON `Any` form. */
export const ERROR_INFO_TYPE = 'type.googleapis.com/google.rpc.ErrorInfo';

/** The error whose JSON-RPC code is `code`, or `null`. */
export function errorByCode(code: number): A2AErrorName | null {
  for (const [name, spec] of Object.entries(A2A_ERRORS))
    if (spec.code === code) return name as A2AErrorName;
  return null;
}

/** The error whose ErrorInfo reason is `reason`, or `null`. */
export function errorByReason(reason: string): A2AErrorName | null {
  for (const [name, spec] of Object.entries(A2A_ERRORS))
    if (spec.reason === reason) return name as A2AErrorName;
  return null;
}
