/** Bounds and names of the gRPC binding, in one place. */
export const GRPC_DEFAULTS = {
  /** Largest metadata block (headers or trailers) accepted from a peer, in bytes. */
  maxMetadataBytes: 64 * 1024,
  /** Messages read from one call before it is cancelled, unless the reader asks for more. */
  maxMessages: 1_000,
  /** The A2A service (A2A §10.1; the proto package of v1.0). */
  service: '/lf.a2a.v1.A2AService',
  /** Metadata key of the A2A version (A2A §10.2: service parameters, lower-cased). */
  versionKey: 'a2a-version',
  extensionsKey: 'a2a-extensions',
} as const;

const NAMES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
] as const;

/** The canonical name of a gRPC status code (`5` → `NOT_FOUND`); `CODE_<n>` for others. */
export function grpcStatusName(code: number): string {
  return NAMES[code] ?? `CODE_${code}`;
}
