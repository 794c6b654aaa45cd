import { CrosscheckError } from '../../errors/CrosscheckError.ts';

/**
 * One deadline for one exchange: an `AbortSignal.timeout`, merged with the caller's signal.
 * `timedOut()` tells a deadline from a caller's abort after the fact.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly ms: number;
  timedOut(): boolean;
}

export function startDeadline(ms: number, callerSignal?: AbortSignal): Deadline {
  const timeout = AbortSignal.timeout(Math.max(1, Math.ceil(ms)));
  const signal = callerSignal === undefined ? timeout : AbortSignal.any([timeout, callerSignal]);
  return { signal, ms, timedOut: () => timeout.aborted };
}

/**
 * Maps whatever `fetch` or a body read threw to a harness error: the deadline becomes
 * `NET_TIMEOUT`, a caller's abort is rethrown untouched, anything else (refused connection,
 * msw refusing an unhandled request, reset stream) becomes `NET_UNREACHABLE` with the cause kept.
 */
export function toNetError(cause: unknown, deadline: Deadline, what: string): unknown {
  if (cause instanceof CrosscheckError) return cause;
  if (deadline.timedOut()) {
    return new CrosscheckError(
      'NET_TIMEOUT',
      `Failed to ${what}: no answer within the ${deadline.ms} ms deadline. Check that the peer is running, or raise the deadline.`,
      { cause },
    );
  }
  if (deadline.signal.aborted) return cause;
  return new CrosscheckError(
    'NET_UNREACHABLE',
    `Failed to ${what}: ${cause instanceof Error ? cause.message : String(cause)}. Check the URL and that the peer is listening.`,
    { cause },
  );
}
