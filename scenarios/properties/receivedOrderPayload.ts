import { applyPresenceRules, withoutTopLevelSignatures } from '../../harness/canon/index.ts';
import type { Canonicalization } from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';

/**
 * The text a signer or verifier that skips RFC 8785 computes for `card` under `mode`: the same
 * members as the canonical form (the top-level `signatures` left out, and §5.7 presence applied
 * under `a2a-1.0`), written by `JSON.stringify` in the order the card holds them instead of
 * sorted by RFC 8785 §3.2.3. It equals the canonical text exactly when every object's members
 * already stand in that order; numbers and strings are written alike by both (RFC 8785 §3.2.2
 * takes its serialization from ECMAScript's).
 */
export function receivedOrderPayload(card: JsonObject, mode: Canonicalization): string {
  const unsigned = withoutTopLevelSignatures(card);
  return JSON.stringify(mode === 'jcs-emitted' ? unsigned : applyPresenceRules(unsigned).value);
}
