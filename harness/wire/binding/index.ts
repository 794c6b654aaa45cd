export type {
  A2AOperation,
  AgentBinding,
  BindingName,
  BindingCallOptions,
  ListTasksParams,
  ListTasksResult,
  ProtocolGeneration,
  PushConfig,
  BindingStreamOptions,
  GrpcCallRead,
  StreamEnd,
  StreamRead,
  WireAnswer,
  WireError,
} from './AgentBinding.ts';
export { createJsonRpcBinding, type JsonRpcBinding } from './createJsonRpcBinding.ts';
export { createRestBinding, type RestBinding } from './createRestBinding.ts';
export {
  createGrpcBinding,
  withUnknownField,
  type GrpcBinding,
  type GrpcInvokeRead,
} from './createGrpcBinding.ts';
export { GRPC_DEFAULTS, grpcStatusName } from './grpc/grpcDefaults.ts';
export { grpcInterfaceUrl } from './grpc/grpcInterfaceUrl.ts';
export { loadGrpcKit, type GrpcKit } from './grpc/loadGrpcKit.ts';
export { GRPC_RPCS, type GrpcCodec, type GrpcRpc } from './grpc/grpcRpcs.ts';
export { isWireError } from './decodeError.ts';
export { httpExchange, type HttpAnswer, type HttpHead, type HttpTarget } from './httpExchange.ts';
