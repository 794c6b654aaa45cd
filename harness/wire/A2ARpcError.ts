import { CrosscheckError } from '../errors/CrosscheckError.ts';
import type { JsonRpcErrorObject } from './a2aTypes.ts';

/**
 * A peer answered a streaming call with a JSON-RPC error (before or during the stream). Unary
 * calls return errors as data (`{ error }`) instead; a stream can only end by throwing.
 */
export class A2ARpcError extends CrosscheckError {
  readonly rpcError: JsonRpcErrorObject;
  readonly method: string;

  constructor(method: string, rpcError: JsonRpcErrorObject) {
    super(
      'WIRE_RPC_ERROR',
      `Failed to call ${method}: the peer answered JSON-RPC error ${rpcError.code} "${rpcError.message}". See rpcError for details.`,
    );
    this.name = 'A2ARpcError';
    this.rpcError = rpcError;
    this.method = method;
  }
}
