import { isJsonObject, type JsonObject } from '../../harness/json/JsonValue.ts';
import { A2A_ERRORS, errorByCode, type JsonRpcErrorObject } from '../../harness/wire/index.ts';
import type { PersonaSpec } from '../PersonaSpec.ts';
import { applyFaults } from './faultHooks.ts';

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
  ctx: { readonly persona: PersonaSpec },
  error: JsonRpcErrorObject,
): JsonRpcErrorObject {
  if (ctx.persona.behaviour.errorCodes === 'misnumbered') {
    const code = MISNUMBERED[error.code];
    return code === undefined ? error : { code, message: error.message };
  }
  return applyFaults(ctx, 'jsonRpcError', { ...error });
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
  ctx: { readonly persona: PersonaSpec },
  error: JsonRpcErrorObject,
): { status: number; body: JsonObject } {
  const name = errorByCode(error.code);
  if (
    ctx.persona.behaviour.errorCodes === 'misnumbered' &&
    name !== null &&
    error.code > -32100 &&
    error.code <= -32001
  )
    return {
      status: 500,
      body: { error: { code: 500, status: 'INTERNAL', message: error.message } },
    };
  const { status, codeIsStatus, keepDetails } = applyFaults(ctx, 'restError', {
    name,
    status: name === null ? 500 : A2A_ERRORS[name].http,
    codeIsStatus: true,
    keepDetails: true,
  });
  const details = Array.isArray(error.data) && keepDetails ? error.data.filter(isJsonObject) : [];
  return {
    status,
    body: {
      error: {
        code: codeIsStatus ? status : error.code,
        status:
          (name !== null && STATUS_NAME[name]) ||
          (status === 404 ? 'NOT_FOUND' : status === 500 ? 'INTERNAL' : 'FAILED_PRECONDITION'),
        message: error.message,
        ...(details.length > 0 && { details }),
      },
    },
  };
}
