import { errorByReason, ERROR_INFO_TYPE } from '../../a2aErrors.ts';
import type { WireError } from '../AgentBinding.ts';
import type { GrpcExchangeRead } from './grpcExchange.ts';
import type { GrpcKit } from './loadGrpcKit.ts';

/**
 * A gRPC error status (A2A §10.6) as a `WireError`: `details` are the `google.rpc.Status`
 * details of `grpc-status-details-bin` in ProtoJSON `Any` form (an ErrorInfo decoded, any other
 * type as its URL), the error's meaning from the ErrorInfo reason, else from the status alone
 * where it names one error (NOT_FOUND: TaskNotFound; UNIMPLEMENTED: no such method).
 * `malformed` says why the details cannot be read, when they cannot.
 */
export function decodeGrpcError(kit: GrpcKit, read: GrpcExchangeRead): WireError {
  const code = read.status?.code ?? -1;
  const base = {
    code,
    grpcStatus: read.status?.name ?? 'UNKNOWN',
    message: read.status?.details ?? '',
  };
  let details: unknown[] | undefined;
  let malformed: string | undefined;
  if (read.statusDetails !== undefined) {
    try {
      const status = kit.errors.decodeStatus(Buffer.from(read.statusDetails));
      details = status.details.map((any) => {
        if (any.typeUrl !== ERROR_INFO_TYPE) return { '@type': any.typeUrl };
        const info = kit.errors.decodeErrorInfo(Buffer.from(any.value));
        return { '@type': any.typeUrl, ...info };
      });
      if (status.code !== code)
        malformed = `grpc-status-details-bin says code ${status.code}, the status is ${code}`;
    } catch (cause) {
      malformed = `grpc-status-details-bin is not a google.rpc.Status (${cause instanceof Error ? cause.message : String(cause)})`;
    }
  }
  const info = details?.find(
    (d): d is { reason: unknown; domain: unknown; metadata: unknown } =>
      (d as { '@type'?: unknown })['@type'] === ERROR_INFO_TYPE,
  );
  const byReason = typeof info?.reason === 'string' ? errorByReason(info.reason) : null;
  return {
    ...base,
    type: byReason ?? (code === 5 ? 'TaskNotFound' : code === 12 ? 'MethodNotFound' : null),
    ...(details !== undefined && { details }),
    ...(info !== undefined && {
      errorInfo: { reason: info.reason, domain: info.domain, metadata: info.metadata },
    }),
    ...(malformed !== undefined && { malformed }),
  };
}
