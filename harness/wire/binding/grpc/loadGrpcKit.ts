import { CrosscheckError } from '../../../errors/CrosscheckError.ts';
import { isMissingModule } from '../../../errors/isMissingModule.ts';

import type * as GrpcJs from '@grpc/grpc-js';
import type * as SdkRoot from '@a2a-js/sdk';
import type * as SdkServerGrpc from '@a2a-js/sdk/server/grpc';
import type * as SdkErrorsGrpc from '@a2a-js/sdk/errors/grpc';

type GrpcModule = typeof GrpcJs;
type SdkTypes = typeof SdkRoot;
type SdkService = (typeof SdkServerGrpc)['A2AService'];
type SdkGrpcErrors = typeof SdkErrorsGrpc;

/**
 * What the gRPC binding is made of: `@grpc/grpc-js` for HTTP/2 and framing, and the message
 * definitions `@a2a-js/sdk` generates from the spec's `a2a.proto` (package `lf.a2a.v1`): the
 * service's serializers, the ProtoJSON converters of each message and the `google.rpc.Status`
 * decoder. The harness keeps no copy of the proto; the SDK is an optional peer.
 */
export interface GrpcKit {
  grpc: GrpcModule;
  service: SdkService;
  types: SdkTypes;
  errors: Pick<SdkGrpcErrors, 'decodeStatus' | 'decodeErrorInfo' | 'encodeGrpcStatusDetails'>;
}

let loading: Promise<GrpcKit> | undefined;

/**
 * Loads the gRPC kit once. A missing module is `NOT_TESTABLE` naming the install command: the
 * harness cannot judge a gRPC interface without it, which is not the agent's fault.
 */
export function loadGrpcKit(): Promise<GrpcKit> {
  loading ??= (async () => {
    try {
      const [grpc, server, types, errors] = await Promise.all([
        import('@grpc/grpc-js'),
        import('@a2a-js/sdk/server/grpc'),
        import('@a2a-js/sdk'),
        import('@a2a-js/sdk/errors/grpc'),
      ]);
      return { grpc, service: server.A2AService, types, errors };
    } catch (cause) {
      loading = undefined;
      if (isMissingModule(cause))
        throw new CrosscheckError(
          'NOT_TESTABLE',
          'Failed to load the gRPC binding: @grpc/grpc-js, @bufbuild/protobuf and @a2a-js/sdk (its message definitions) are needed. Run `npm install --save-dev @a2a-js/sdk @bufbuild/protobuf`.',
          { cause },
        );
      throw cause;
    }
  })();
  return loading;
}
