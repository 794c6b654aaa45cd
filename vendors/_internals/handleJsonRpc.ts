import { isJsonObject } from '../../harness/json/JsonValue.ts';
import { A2A_VERSION_HEADER, type JsonRpcErrorObject } from '../../harness/wire/index.ts';
import { jsonRpcErrorAs } from './errorForms.ts';
import { operationOf, runOperation } from './operations.ts';
import { rpcError, RpcFailure, fail } from './rpcErrors.ts';
import { streamTask } from './streamTask.ts';
import type { VendorContext } from './VendorContext.ts';
import { hold } from './waitFor.ts';
import { applyFaults } from './faultHooks.ts';
import type { JsonRpcEnvelope } from '../faults/FaultDeclaration.ts';
import { RAW_HEADER_NAMES } from './rawHeaderNames.ts';
import { editedBody } from './answerBytes.ts';
import { requestHeaders, responseHeaders } from '../vendorTranscript.ts';

/**
 * The JSON-RPC binding of A2A v1.0 (§9) for one vendor: envelope checks, `A2A-Version`, the
 * persona's `hang` knob, then the operation. Every request, answer and event goes to the
 * vendor's transcript.
 */
export async function handleJsonRpc(ctx: VendorContext, request: Request): Promise<Response> {
  const text = await request.text();
  const rules = applyFaults(ctx, 'jsonRpcRules', {
    parseErrorId: null,
    checkVersionMember: true,
    unknownMethodError: 'MethodNotFoundError',
  });
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    ctx.recorder.request('(unparseable)', text, requestHeaders(request.headers));
    return reply(ctx, '(unparseable)', rules.parseErrorId, { error: rpcError('JSONParseError') });
  }
  if (
    !isJsonObject(envelope) ||
    (envelope['jsonrpc'] !== '2.0' && rules.checkVersionMember) ||
    typeof envelope['method'] !== 'string' ||
    !isRpcId(envelope['id'])
  ) {
    ctx.recorder.request('(invalid)', envelope, requestHeaders(request.headers));
    const id = isJsonObject(envelope) && isRpcId(envelope['id']) ? envelope['id'] : null;
    return reply(ctx, '(invalid)', id, { error: rpcError('InvalidRequestError') });
  }
  const { method, id, params } = envelope as { method: string; id: unknown; params: unknown };
  ctx.recorder.request(method, envelope, requestHeaders(request.headers));

  const version = requestVersion(ctx, request, 'JSONRPC');
  if (!versionServed(ctx, version)) {
    return reply(ctx, method, id, {
      error: rpcError('VersionNotSupportedError', { requested: version, supported: '1.0' }),
    });
  }
  if (ctx.persona.behaviour.hang !== 'none') {
    const end = await hold(ctx, request.signal);
    ctx.recorder.note('held', { method, end });
    return new Response(null, { status: 503 });
  }
  try {
    const operation = operationOf(method);
    if (operation === undefined) fail(rules.unknownMethodError, { method });
    const outcome = await runOperation(ctx, operation, params, request);
    if (outcome.kind === 'stream') return streamTask(ctx, method, id, outcome, request.signal);
    return reply(ctx, method, id, { result: outcome.result });
  } catch (cause) {
    if (cause instanceof RpcFailure) return reply(ctx, method, id, { error: cause.error });
    throw cause;
  }
}

/**
 * The version a request asks for, as the vendor reads it: `A2A-Version` (any letter case,
 * unless the vendor has the `service-headers-case-sensitive` fault and the name came otherwise
 * than lower-cased).
 */
export function requestVersion(
  ctx: VendorContext,
  request: Request,
  binding: 'JSONRPC' | 'HTTP+JSON',
): string {
  const rawNames = RAW_HEADER_NAMES.get(request);
  const query = new URL(request.url).searchParams;
  const { read, instead } = applyFaults(ctx, 'versionHeader', {
    rawNames,
    read: true,
    query,
    binding,
  });
  if (instead !== undefined) return instead;
  const headers = read ? request.headers : new Headers();
  return versionOf(headers, ctx.persona.behaviour.acceptMissingVersion);
}

/** Whether the vendor serves `version`: 1.0, any patch of it (A2A §3.6), unless a fault says otherwise. */
export function versionServed(ctx: VendorContext, version: string): boolean {
  const served = /^1\.0(\.\d+)?$/.test(version);
  return applyFaults(ctx, 'versionServed', { version, served }).served;
}

/** A2A §3.6.2: an empty or missing `A2A-Version` means 0.3. Patch numbers are ignored (§3.6). */
export function versionOf(headers: Headers, acceptMissing: boolean): string {
  const value = (headers.get(A2A_VERSION_HEADER) ?? '').trim();
  return value === '' ? (acceptMissing ? '1.0' : '0.3') : value;
}

function isRpcId(id: unknown): boolean {
  return typeof id === 'string' || typeof id === 'number' || id === null;
}

function reply(
  ctx: VendorContext,
  method: string,
  id: unknown,
  outcome: { result: unknown } | { error: JsonRpcErrorObject },
): Response {
  const body: JsonRpcEnvelope =
    'error' in outcome
      ? { jsonrpc: '2.0', id, error: jsonRpcErrorAs(ctx, outcome.error) }
      : { jsonrpc: '2.0', id, ...outcome };
  applyFaults(ctx, 'jsonRpcResponse', body);
  const headers = new Headers({ 'content-type': 'application/json' });
  ctx.recorder.response(method, body, responseHeaders(200, headers));
  const text = JSON.stringify(body);
  return new Response(editedBody(ctx, method, text) ?? text, { status: 200, headers });
}
