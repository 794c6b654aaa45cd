import { isJsonObject } from '../../json/JsonValue.ts';
import {
  A2A_ERRORS,
  errorByCode,
  errorByReason,
  ERROR_INFO_TYPE,
  type A2AErrorName,
} from '../a2aErrors.ts';
import type { WireError } from './AgentBinding.ts';

/** The first `google.rpc.ErrorInfo` among `details` (an array of ProtoJSON `Any` objects). */
export function findErrorInfo(details: unknown): WireError['errorInfo'] | undefined {
  if (!Array.isArray(details)) return undefined;
  const info: unknown = details.find((d) => isJsonObject(d) && d['@type'] === ERROR_INFO_TYPE);
  if (!isJsonObject(info)) return undefined;
  return { reason: info['reason'], domain: info['domain'], metadata: info['metadata'] };
}

/**
 * A JSON-RPC error object (A2A §9.5) as a `WireError`. The error's meaning comes from its
 * ErrorInfo reason when there is one, else from its code: an agent that names the right
 * reason under a wrong code meant the right error, and the wrong code is charged to the
 * error-mapping rule alone.
 */
export function decodeJsonRpcError(error: Record<string, unknown>): WireError {
  const code = typeof error['code'] === 'number' ? error['code'] : Number.NaN;
  const details = error['data'];
  const errorInfo = findErrorInfo(details);
  const byReason = typeof errorInfo?.reason === 'string' ? errorByReason(errorInfo.reason) : null;
  return {
    type: byReason ?? errorByCode(code),
    code,
    message: typeof error['message'] === 'string' ? error['message'] : '',
    ...(details !== undefined && { details }),
    ...(errorInfo !== undefined && { errorInfo }),
  };
}

/**
 * What keeps a JSON-RPC error object from being one (JSON-RPC 2.0 §5.1: a number `code` and a
 * string `message`); empty when it is one. `data` is free-form there; A2A's shape of it is
 * judged by the error-shape check, not here.
 */
export function jsonRpcErrorProblems(error: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof error['code'] !== 'number') problems.push('"error.code" is not a number');
  if (typeof error['message'] !== 'string') problems.push('"error.message" is not a string');
  return problems;
}

/**
 * A `google.rpc.Status` error body (A2A §11.6) as a `WireError`. The HTTP status names an
 * error by itself only for 404 (TaskNotFound); 400 is shared by most A2A errors, so without an
 * ErrorInfo reason the error's meaning stays unknown.
 */
export function decodeRestError(status: number, body: unknown): WireError {
  const error = isJsonObject(body) && isJsonObject(body['error']) ? body['error'] : {};
  const details = error['details'];
  const errorInfo = findErrorInfo(details);
  const byReason = typeof errorInfo?.reason === 'string' ? errorByReason(errorInfo.reason) : null;
  return {
    type: byReason ?? (status === 404 ? 'TaskNotFound' : null),
    code: status,
    message: typeof error['message'] === 'string' ? error['message'] : '',
    ...(details !== undefined && { details }),
    ...(errorInfo !== undefined && { errorInfo }),
  };
}

/**
 * True when `error` is the A2A error `expected`: its decoded meaning, or, when nothing names the
 * error (an HTTP+JSON answer without ErrorInfo), the HTTP or gRPC status the error maps to (A2A §5.4).
 */
export function isWireError(error: WireError | undefined, expected: A2AErrorName): boolean {
  if (error === undefined) return false;
  if (error.type !== null) return error.type === expected;
  return error.code === A2A_ERRORS[expected][error.grpcStatus === undefined ? 'http' : 'grpc'];
}
