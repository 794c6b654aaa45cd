import { parseCard, readExtensions } from '../../harness/card/index.ts';
import { isCrosscheckError } from '../../harness/errors/index.ts';

/**
 * XV-NEG-002's permission: toward a peer whose card declares `capabilities.extensions` as an
 * explicit empty list, the caller MAY request its own extensions (A2A §4.6.3: a compliant agent
 * ignores the ones it does not support) and may as well request none. Returns the caller's own
 * URIs (duplicates dropped, caller order kept) when the plan's card leaves that choice open,
 * else `undefined` (undeclared: none may be sent; a declared list: the rule fixes the choice).
 * A card the parser refuses opens nothing; any other throw is the harness's own and propagates.
 */
export function ownExtensionsLeftOpen(params: {
  cardBase64?: unknown;
  callerExtensions?: unknown;
}): readonly string[] | undefined {
  const { cardBase64, callerExtensions } = params;
  if (typeof cardBase64 !== 'string' || !Array.isArray(callerExtensions)) return undefined;
  let declared;
  try {
    declared = readExtensions(parseCard(new Uint8Array(Buffer.from(cardBase64, 'base64'))));
  } catch (cause) {
    if (isCrosscheckError(cause)) return undefined;
    throw cause;
  }
  if (declared === 'undeclared' || declared.length > 0) return undefined;
  return [...new Set(callerExtensions.filter((u): u is string => typeof u === 'string'))];
}

/**
 * True when `requested` is one of the choices the permission leaves open: some of the caller's
 * own extensions (none at all included), read as a set like every list of URIs (order and
 * repeats mean nothing, memberComparison.ts).
 */
export function isOpenChoice(requested: unknown, own: readonly string[]): boolean {
  if (!Array.isArray(requested)) return false;
  return requested.every((uri) => typeof uri === 'string' && own.includes(uri));
}
