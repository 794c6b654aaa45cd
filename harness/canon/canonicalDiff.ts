import type { JsonObject } from '../json/JsonValue.ts';
import { type PresenceChange, applyPresenceRules } from './applyPresenceRules.ts';
import { canonicalizeCard, withoutTopLevelSignatures } from './canonicalizeCard.ts';

/** How the two canonicalizations of one card differ. */
export interface CanonicalDiff {
  jcsEmitted: string;
  a2a: string;
  /** True when both canonicalizations produce the same text (a signature covers both). */
  same: boolean;
  /**
   * Members of the emitted card that `a2a-1.0` drops or renames, with JSON pointers: what a
   * signature under `a2a-1.0` does not cover (security catalogue D4, DESIGN XV-DISC-001).
   */
  changes: PresenceChange[];
}

/**
 * Canonicalizes `card` both ways and lists what `a2a-1.0` leaves unsigned or rewrites. Reports
 * use it to say, for instance, that `enforceInputModes` or `extensions: []` is not covered by a
 * signature under `a2a-1.0`. Throws `CANON_FAILED` like {@link canonicalizeCard}.
 */
export function canonicalDiff(card: JsonObject): CanonicalDiff {
  const jcsEmitted = canonicalizeCard(card, 'jcs-emitted');
  const a2a = canonicalizeCard(card, 'a2a-1.0');
  const { changes } = applyPresenceRules(withoutTopLevelSignatures(card));
  return { jcsEmitted, a2a, same: jcsEmitted === a2a, changes };
}
