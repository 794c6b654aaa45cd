import type { FallbackCandidate, ObservedFailure } from '../ModelSteps.ts';

/** JSON-RPC codes that say the input itself cannot be handled (A2A §5.4, JSON-RPC 2.0). */
const DETERMINISTIC_CODES: ReadonlySet<number> = new Set([
  -32005, // ContentTypeNotSupportedError
  -32602, // InvalidParams
]);

/**
 * XV-DEL-004: a post-acceptance failure with ContentTypeNotSupportedError or InvalidParams is a
 * deterministic capability mismatch, whether reported as a JSON-RPC error or as the error of a
 * task that ended TASK_STATE_FAILED. Anything else (e.g. -32603) may be transient.
 */
export function classifyFailure(failure: ObservedFailure): boolean {
  return DETERMINISTIC_CODES.has(failure.code);
}

/**
 * XV-DEL-004: peer names are opaque keys (the contract's `PeerRef.peer`): `Peer-1` and `peer-1`
 * are two peers, so routing memory about one never blocks or picks the other.
 */
export function samePeer(a: string, b: string): boolean {
  return a === b;
}

/** XV-DEL-004: a degraded pair, or one that failed deterministically, is never sent to again. */
export function shouldRetrySamePeer(input: {
  degraded: boolean;
  deterministicFailure: boolean;
}): boolean {
  return !input.degraded && !input.deterministicFailure;
}

/**
 * XV-DEL-004: the first peer, in the caller's preference order, whose card was admitted and
 * trusted, declares the skill, accepts the media type, suits the caller's mode and is not
 * degraded for the skill.
 */
export function chooseFallback(
  candidates: readonly FallbackCandidate[],
): FallbackCandidate | undefined {
  return candidates.find(
    (c) =>
      c.admitted &&
      c.trusted &&
      c.hasSkill &&
      c.acceptsMediaType &&
      c.streamingCompatible &&
      !c.degraded,
  );
}
