import { isJsonObject, type JsonObject } from '../../harness/json/JsonValue.ts';
import { A2A_ERRORS, errorByCode, type JsonRpcErrorObject } from '../../harness/wire/index.ts';
import type { VendorBehaviour } from '../PersonaSpec.ts';

/**
 * Where a `misnumbered` vendor files each A2A error: under a JSON-RPC standard code, the mistake
 * SDKs made before v1.0 pinned the A2A codes (a2a-java #1041 used -32600 for a capability refusal).
 */
const MISNUMBERED: Readonly<Record<number, number>> = {
  [-32001]: -32602,
  [-32002]: -32600,
  [-32003]: -32600,
  [-32004]: -32600,
  [-32005]: -32602,
  [-32007]: -32603,
  [-32008]: -32602,
  [-32009]: -32600,
};

/** A JSON-RPC error as the persona writes it: as given (`spec`) or misnumbered without details. */
export function jsonRpcErrorAs(
  behaviour: VendorBehaviour,
  error: JsonRpcErrorObject,
): JsonRpcErrorObject {
  if (behaviour.errorCodes === 'misnumbered') {
    const code = MISNUMBERED[error.code];
    return code === undefined ? error : { code, message: error.message };
  }
  const faults = behaviour.faults ?? [];
  const out = { ...error };
  // An A2A error (it names itself in ErrorInfo) under the neighbouring A2A code.
  if (faults.includes('error-code-contradicts-reason') && error.data !== undefined)
    out.code = error.code === -32001 ? -32002 : -32001;
  if (faults.includes('error-data-not-array') && Array.isArray(error.data))
    out.data = error.data[0] ?? null;
  if (faults.includes('errors-without-error-info')) delete out.data;
  if (faults.includes('error-messages-empty')) out.message = '';
  return out;
}

/** gRPC status names of `google.rpc.Status` (A2A §5.4), by A2A error. */
const STATUS_NAME: Readonly<Record<string, string>> = {
  TaskNotFound: 'NOT_FOUND',
  ContentTypeNotSupported: 'INVALID_ARGUMENT',
  InvalidAgentResponse: 'INTERNAL',
  InvalidParams: 'INVALID_ARGUMENT',
  InvalidRequest: 'INVALID_ARGUMENT',
  JSONParse: 'INVALID_ARGUMENT',
  MethodNotFound: 'UNIMPLEMENTED',
  Internal: 'INTERNAL',
};

/**
 * A JSON-RPC error object as an HTTP+JSON error (A2A §11.6): the HTTP status of §5.4 and a
 * `google.rpc.Status` body whose details keep the ErrorInfo. A `misnumbered` vendor answers
 * HTTP 500 with no details instead.
 */
export function restErrorAs(
  behaviour: VendorBehaviour,
  error: JsonRpcErrorObject,
): { status: number; body: JsonObject } {
  const name = errorByCode(error.code);
  if (
    behaviour.errorCodes === 'misnumbered' &&
    name !== null &&
    error.code > -32100 &&
    error.code <= -32001
  )
    return {
      status: 500,
      body: { error: { code: 500, status: 'INTERNAL', message: error.message } },
    };
  const faults = behaviour.faults ?? [];
  const status =
    name === 'TaskNotFound' && faults.includes('rest-task-not-found-as-400')
      ? 400
      : name === null
        ? 500
        : A2A_ERRORS[name].http;
  const details =
    Array.isArray(error.data) && !faults.includes('rest-errors-without-error-info')
      ? error.data.filter(isJsonObject)
      : [];
  return {
    status,
    body: {
      error: {
        code: faults.includes('rest-error-code-not-status') ? error.code : status,
        status:
          (name !== null && STATUS_NAME[name]) ||
          (status === 404 ? 'NOT_FOUND' : status === 500 ? 'INTERNAL' : 'FAILED_PRECONDITION'),
        message: error.message,
        ...(details.length > 0 && { details }),
      },
    },
  };
}
