import type { ParsedCard } from '../../card/AgentCard.ts';
import { resolveInputModes as resolveSkillInputModes } from '../../card/index.ts';
import type { SignatureState, TriState } from '../../vocabulary/index.ts';
import type { CallerMode } from '../../contract/types.ts';
import { acceptsMediaType } from '../../media/index.ts';
import type { StepFailure } from '../ModelSteps.ts';

/** XV-DEL-005: across a trust boundary, a card whose signature did not verify is not delegated to. */
export function requireVerifiedForDelegation(input: {
  signature: SignatureState;
  crossVendor: boolean;
}): StepFailure | undefined {
  if (!input.crossVendor || input.signature === 'valid') return undefined;
  return {
    rule: 'XV-DEL-005',
    code: 'DEL_SIGNATURE_UNVERIFIED',
    message: `Failed to delegate: the peer is across a trust boundary and its card signature is ${input.signature}. Sign the card with a trusted key, or treat the peer as same-domain.`,
  };
}

/**
 * XV-DEL-001 / XV-DEL-003: the skill's `inputModes` when non-empty, else `defaultInputModes`
 * (the skill overrides the defaults, it does not merge with them); undefined for an unknown skill.
 */
export function resolveInputModes(card: ParsedCard, skillId: string): string[] | undefined {
  return resolveSkillInputModes(card, skillId);
}

/** XV-DEL-001: RFC 6838 matching against the resolved modes (wildcards, parameters, case). */
export function matchMediaType(modes: readonly string[], mediaType: string): boolean {
  return acceptsMediaType([...modes], mediaType);
}

/**
 * XV-DEL-002 (SHOULD, cross-vendor only): a peer that declares `streaming: true` toward a caller
 * that can only consume blocking responses. Within one trust domain the caller relies on
 * A2A §3.2.2 (a blocking response carries every artifact), so the check does not apply there.
 */
export function checkStreamingMode(input: {
  streaming: TriState;
  callerMode: CallerMode;
  crossVendor: boolean;
}): StepFailure | undefined {
  if (!input.crossVendor || input.streaming !== true || input.callerMode !== 'blocking')
    return undefined;
  return {
    rule: 'XV-DEL-002',
    code: 'DEL_STREAMING_BLOCKING_MISMATCH',
    message:
      'Failed to delegate: the peer declares "streaming": true and this caller only consumes blocking responses, so chunked artifacts may arrive truncated. Use a streaming caller or another peer.',
  };
}
