import * as grpc from '@grpc/grpc-js';
import type { A2ARequestHandler } from '@a2a-js/sdk/server';
import { A2AService, grpcService, UserBuilder } from '@a2a-js/sdk/server/grpc';

/** The SDK's gRPC server of one agent, on 127.0.0.1. */
export interface SdkGrpcServer {
  /** `http://127.0.0.1:<port>`: the interface URL the card declares (plaintext HTTP/2). */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `handler` over gRPC the way the SDK's README does (`grpcService` added to a
 * `grpc.Server`), on an ephemeral port of 127.0.0.1. When `apiKey` is given, every call must
 * carry it as metadata (the application's part, as the express agent's middleware is): a call
 * without it is answered UNAUTHENTICATED before the SDK sees it.
 */
export async function serveSdkGrpc(
  handler: A2ARequestHandler,
  apiKey?: { name: string; value: string },
): Promise<SdkGrpcServer> {
  const service = grpcService({
    requestHandler: handler,
    userBuilder: UserBuilder.noAuthentication,
  });
  const server = new grpc.Server();
  server.addService(A2AService, apiKey === undefined ? service : guarded(service, apiKey));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, p) =>
      error === null ? resolve(p) : reject(error),
    ),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Calls still open (a stream a check left) are cut, as the HTTP server's are.
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 200);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

type Handler = (call: grpc.ServerUnaryCall<unknown, unknown>, callback?: unknown) => unknown;

/** Each handler of `service` behind a check of the API key in the call's metadata. */
function guarded(
  service: grpc.UntypedServiceImplementation,
  key: { name: string; value: string },
): grpc.UntypedServiceImplementation {
  const out: grpc.UntypedServiceImplementation = {};
  for (const [name, impl] of Object.entries(service)) {
    const handler = impl as unknown as Handler;
    out[name] = (call: grpc.ServerUnaryCall<unknown, unknown>, callback?: unknown) => {
      if (call.metadata.get(key.name.toLowerCase())[0]?.toString() === key.value)
        return handler(call, callback);
      const error = {
        code: grpc.status.UNAUTHENTICATED,
        details: `Send the API key in ${key.name} metadata.`,
      };
      if (typeof callback === 'function') (callback as (e: unknown) => void)(error);
      else {
        const stream = call as unknown as grpc.ServerWritableStream<unknown, unknown>;
        stream.emit('error', error);
        stream.end();
      }
      return undefined;
    };
  }
  return out;
}
