import { CrosscheckError } from '../../errors/CrosscheckError.ts';
import { isJsonObject } from '../../json/JsonValue.ts';
import { parseStrictJson } from '../../json/parseStrictJson.ts';
import type { JsonRpcErrorObject } from '../a2aTypes.ts';

/** A validated JSON-RPC 2.0 response: exactly one of `result` and `error`. */
export type RpcEnvelope =
  { kind: 'result'; result: unknown } | { kind: 'error'; error: JsonRpcErrorObject };

/**
 * Parses and checks one JSON-RPC 2.0 response (JSON-RPC 2.0 §5) answering request `id`. A
 * response that is not JSON, not an object, names another id or sets neither or both of
 * `result` and `error` is `NET_BAD_RESPONSE`: the peer said something, but not JSON-RPC.
 */
export function parseRpcEnvelope(text: Uint8Array | string, id: number, what: string): RpcEnvelope {
  let value: unknown;
  try {
    value = parseStrictJson(text);
  } catch (cause) {
    throw bad(
      what,
      `the body is not valid JSON (${cause instanceof Error ? cause.message : String(cause)})`,
      cause,
    );
  }
  if (!isJsonObject(value) || value['jsonrpc'] !== '2.0') {
    throw bad(what, 'the body is not a JSON-RPC 2.0 response object');
  }
  const hasResult = 'result' in value;
  const hasError = 'error' in value;
  if (hasResult === hasError)
    throw bad(what, 'a response must carry exactly one of "result" and "error"');
  if (hasError) {
    const error = value['error'];
    if (
      !isJsonObject(error) ||
      typeof error['code'] !== 'number' ||
      typeof error['message'] !== 'string'
    ) {
      throw bad(what, '"error" must be an object with a numeric "code" and a string "message"');
    }
    // JSON-RPC 2.0 §5: the id is null when the server could not read the request's id.
    if (value['id'] !== id && value['id'] !== null)
      throw bad(what, `the response id ${JSON.stringify(value['id'])} is not ${id}`);
    const out: JsonRpcErrorObject = { code: error['code'], message: error['message'] };
    if (error['data'] !== undefined) out.data = error['data'];
    return { kind: 'error', error: out };
  }
  if (value['id'] !== id)
    throw bad(what, `the response id ${JSON.stringify(value['id'])} is not ${id}`);
  return { kind: 'result', result: value['result'] };
}

export function bad(what: string, why: string, cause?: unknown): CrosscheckError {
  return new CrosscheckError(
    'NET_BAD_RESPONSE',
    `Failed to ${what}: ${why}. Check that the peer speaks A2A JSON-RPC.`,
    {
      cause,
    },
  );
}
