import { CrosscheckError } from '../../errors/CrosscheckError.ts';

/** `NET_BAD_RESPONSE`: the peer answered, but not with what the protocol says it answers. */
export function badResponse(
  what: string,
  why: string,
  fix: string,
  cause?: unknown,
): CrosscheckError {
  return new CrosscheckError('NET_BAD_RESPONSE', `Failed to ${what}: ${why}. ${fix}`, {
    ...(cause !== undefined && { cause }),
  });
}
