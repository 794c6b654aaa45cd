import type { ExtensionsState } from '../vocabulary/index.ts';
import { CapabilityNegotiationError } from '../errors/CapabilityErrors.ts';

/**
 * XV-NEG-004 / XV-NEG-002: the typed error for an explicit attempt to activate extensions toward
 * a peer whose card never declared `capabilities.extensions` (seed 000's `safe_activate`).
 * Discovery and unary dispatch to such a peer go ahead; only activation fails, loudly.
 * Activating nothing is always allowed.
 * @throws CapabilityNegotiationError `NEG_EXTENSIONS_UNDECLARED`
 */
export function assertExtensionActivation(
  extensions: ExtensionsState,
  uris: readonly string[],
): void {
  if (extensions !== 'undeclared' || uris.length === 0) return;
  throw new CapabilityNegotiationError(
    'NEG_EXTENSIONS_UNDECLARED',
    `Failed to activate extensions [${uris.join(', ')}]: the peer's card does not declare capabilities.extensions, so it never agreed to negotiate any. Send the task without an A2A-Extensions header.`,
    { pointer: '/capabilities/extensions', rule: 'XV-NEG-004' },
  );
}
