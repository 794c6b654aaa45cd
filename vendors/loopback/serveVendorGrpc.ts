import type * as GrpcJs from '@grpc/grpc-js';
import { isJsonObject, type JsonObject } from '../../harness/json/JsonValue.ts';
import {
  A2A_ERRORS,
  errorByCode,
  ERROR_INFO_TYPE,
  GRPC_RPCS,
  loadGrpcKit,
  type A2AOperation,
  type GrpcCodec,
} from '../../harness/wire/index.ts';
import type { PersonaSpec } from '../PersonaSpec.ts';
import { applyFaults } from '../_internals/faultHooks.ts';
import type { VendorHandler } from '../FleetSlots.ts';

/** A vendor's gRPC interface on loopback. */
export interface VendorGrpc {
  /** `http://127.0.0.1:<port>` (plaintext HTTP/2), the URL its card declares. */
  url: string;
  close(): Promise<void>;
}

/** Metadata a gRPC client sends that are not the caller's service parameters. */
const TRANSPORT_KEYS = /^(content-type|te|user-agent|grpc-.*|:.*)$/;

/**
 * Serves a simulated vendor over gRPC (A2A §10) on an ephemeral port of 127.0.0.1: a façade over
 * its own JSON-RPC handler, so the gRPC interface answers what its JSON-RPC one does. Each call's
 * request is turned into ProtoJSON (the SDK's message definitions), posted in-process to
 * `rpcUrl` with the metadata as headers, and the result encoded back; a stream's events are
 * written one message each; a JSON-RPC error becomes the gRPC status of A2A §5.4 with a
 * `google.rpc.Status` carrying its ErrorInfo in `grpc-status-details-bin` (§10.6), except under
 * the fault `grpc-error-without-details` (the status alone).
 */
export async function serveVendorGrpc(
  vendor: VendorHandler,
  rpcUrl: string,
  persona: PersonaSpec,
): Promise<VendorGrpc> {
  const kit = await loadGrpcKit();
  const { grpc } = kit;
  const { withDetails } = applyFaults({ persona }, 'grpcErrors', { withDetails: true });

  const post = (operation: A2AOperation, call: { request: unknown; metadata: GrpcJs.Metadata }) => {
    const rpc = GRPC_RPCS[operation];
    const params = (kit.types[rpc.request] as unknown as GrpcCodec).toJSON(call.request as never);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const [name, value] of Object.entries(call.metadata.getMap()))
      if (typeof value === 'string' && !TRANSPORT_KEYS.test(name)) headers[name] = value;
    return vendor.handle(
      new Request(rpcUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: operation, params }),
      }),
    );
  };

  const toStatus = (error: unknown): Partial<GrpcJs.StatusObject> => {
    const e = isJsonObject(error) ? error : {};
    const code = typeof e['code'] === 'number' ? e['code'] : -32603;
    const name = errorByCode(code);
    const status = name === null ? grpc.status.UNKNOWN : A2A_ERRORS[name].grpc;
    const message = typeof e['message'] === 'string' ? e['message'] : 'error';
    const data = Array.isArray(e['data']) ? e['data'] : [];
    const info = data.find((d) => isJsonObject(d) && d['@type'] === ERROR_INFO_TYPE) as
      JsonObject | undefined;
    const reason =
      typeof info?.['reason'] === 'string'
        ? info['reason']
        : name === null
          ? 'INTERNAL'
          : A2A_ERRORS[name].reason;
    const metadata = new grpc.Metadata();
    if (withDetails)
      metadata.set(
        'grpc-status-details-bin',
        kit.errors.encodeGrpcStatusDetails(status, message, reason),
      );
    return { code: status, details: message, metadata };
  };

  const implementation: GrpcJs.UntypedServiceImplementation = {};
  for (const operation of Object.keys(GRPC_RPCS) as A2AOperation[]) {
    const rpc = GRPC_RPCS[operation];
    const codec =
      rpc.response === null ? undefined : (kit.types[rpc.response] as unknown as GrpcCodec);
    const encode = (result: unknown): unknown =>
      codec === undefined ? {} : codec.fromJSON(result);
    if (kit.service[rpc.method].responseStream) {
      implementation[rpc.method] = ((call: GrpcJs.ServerWritableStream<unknown, unknown>) => {
        void (async () => {
          try {
            const response = await post(operation, call);
            for await (const answer of jsonRpcAnswers(response)) {
              if (call.cancelled) return;
              if (answer['error'] !== undefined)
                return void call.emit('error', toStatus(answer['error']));
              call.write(encode(answer['result']));
            }
            call.end();
          } catch (cause) {
            call.emit('error', { code: grpc.status.INTERNAL, details: String(cause) });
          }
        })();
      }) as GrpcJs.UntypedHandleCall;
    } else {
      implementation[rpc.method] = ((
        call: GrpcJs.ServerUnaryCall<unknown, unknown>,
        callback: GrpcJs.sendUnaryData<unknown>,
      ) => {
        void (async () => {
          try {
            const response = await post(operation, call);
            const answer = (await response.json()) as JsonObject;
            if (answer['error'] !== undefined) return callback(toStatus(answer['error']));
            callback(null, encode(answer['result']));
          } catch (cause) {
            callback({ code: grpc.status.INTERNAL, details: String(cause) });
          }
        })();
      }) as GrpcJs.UntypedHandleCall;
    }
  }

  const server = new grpc.Server();
  server.addService(kit.service, implementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, p) =>
      error === null ? resolve(p) : reject(error),
    ),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.forceShutdown();
        resolve();
      }),
  };
}

/** The JSON-RPC responses of an answer: its body, or each `data:` of an event stream. */
async function* jsonRpcAnswers(response: Response): AsyncGenerator<JsonObject> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    yield (await response.json()) as JsonObject;
    return;
  }
  if (response.body === null) return;
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (data !== '') yield JSON.parse(data) as JsonObject;
    }
  }
}
