import type { ParsedCard } from '../../card/AgentCard.ts';
import {
  readExtensions as readEmittedExtensions,
  readTriState as readEmittedTriState,
} from '../../card/index.ts';
import type { ExtensionsState, TriState } from '../../vocabulary/index.ts';
import type { TriStateMember } from '../ModelSteps.ts';

/** XV-NEG-001: the capability as emitted; absent or null is undeclared, never the default. */
export function readTriState(card: ParsedCard, member: TriStateMember): TriState {
  return readEmittedTriState(card, member);
}

/** XV-NEG-001: `capabilities.extensions` as emitted: undeclared, or the declared URIs. */
export function readExtensions(card: ParsedCard): ExtensionsState {
  return readEmittedExtensions(card);
}

/** XV-NEG-002: an undeclared `extensions` means no negotiation at all; `[]` allows it. */
export function mayNegotiateExtensions(extensions: ExtensionsState): boolean {
  return extensions !== 'undeclared';
}

/**
 * XV-NEG-002 and A2A-CAP-004: which extension URIs the caller activates toward a peer.
 * - undeclared: none, not even the caller's own (seed 000's silent stall);
 * - declared `[]`: the caller's own (a compliant peer ignores unknown ones, A2A §4.6.3);
 * - declared list: the caller's own that the peer declares (others would be a SHOULD finding);
 * - always: the peer's `required: true` extensions that the caller supports (§3.3.4).
 * Caller order is kept, duplicates dropped.
 */
export function selectRequestExtensions(input: {
  extensions: ExtensionsState;
  callerExtensions: readonly string[];
  requiredExtensions: readonly string[];
}): string[] {
  const { extensions, callerExtensions, requiredExtensions } = input;
  if (extensions === 'undeclared') return [];
  const declared = new Set(extensions);
  const required = new Set(requiredExtensions);
  const picked = callerExtensions.filter(
    (uri) => extensions.length === 0 || declared.has(uri) || required.has(uri),
  );
  return [...new Set(picked)];
}
