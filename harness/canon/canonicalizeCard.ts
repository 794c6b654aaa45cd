import type { Canonicalization } from '../vocabulary/index.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { applyPresenceRules } from './applyPresenceRules.ts';
import { assertCanonicalizable, jcs } from './jcs.ts';

export { A2A_CANON_READING } from './a2aCanonReading.ts';

/**
 * The exact text a card signature covers under `mode` (A2A v1.0 §8.4.1):
 * - `jcs-emitted`: RFC 8785 over the card as emitted, minus the top-level `signatures` member
 *   only. Nothing is defaulted or dropped, so a `signatures` member nested in extension `params`
 *   stays signed (security catalogue D3).
 * - `a2a-1.0`: {@link applyPresenceRules} (§8.4.1 rule 1 with §5.7), then RFC 8785.
 *
 * Throws `CANON_FAILED` for input nested deeper than 64 levels, non-finite numbers, lone
 * surrogates, and (under `a2a-1.0`) for cards no proto reader could read.
 */
export function canonicalizeCard(card: JsonObject, mode: Canonicalization): string {
  // A deep-frozen card (every parsed card is) cannot change, so its canonical forms are kept
  // with it: a verifier and the oracle judging the same parsed card canonicalize it once.
  if (!Object.isFrozen(card)) return canonicalizeOnce(card, mode);
  let forms = frozenForms.get(card);
  if (forms === undefined)
    frozenForms.set(card, (forms = new Map<Canonicalization, CanonicalForm>()));
  let form = forms.get(mode);
  if (form === undefined) {
    try {
      form = { text: canonicalizeOnce(card, mode) };
    } catch (error) {
      form = { error };
    }
    forms.set(mode, form);
  }
  if ('error' in form) throw form.error;
  return form.text;
}

type CanonicalForm = { text: string } | { error: unknown };
const frozenForms = new WeakMap<JsonObject, Map<Canonicalization, CanonicalForm>>();

function canonicalizeOnce(card: JsonObject, mode: Canonicalization): string {
  // Checked before anything walks the card recursively (security catalogue F2).
  assertCanonicalizable(card);
  const unsigned = withoutTopLevelSignatures(card);
  if (mode === 'jcs-emitted') return jcs(unsigned);
  // why: A2A #2249. §8.4.1 rule 1 says explicitly set `optional` fields MUST be kept, while
  // §8.4.2/§8.4.3 say "remove properties with default values". Taken literally the latter makes
  // the spec's own worked example (`"streaming": false` kept) unverifiable, and it would erase
  // exactly the absent-vs-false distinction §5.7 introduced the `optional` keyword to carry.
  // §8.4.1 is the section titled "Canonicalization Requirements" and the only one with a worked
  // example, so it wins; the §8.4.2/§8.4.3 wording is read as shorthand for it.
  return jcs(applyPresenceRules(unsigned).value);
}

/** A2A §8.4.1 rule 3: only the top-level `signatures` member is excluded. */
export function withoutTopLevelSignatures(card: JsonObject): JsonObject {
  if (!Object.prototype.hasOwnProperty.call(card, 'signatures')) return card;
  const rest: JsonObject = {};
  for (const key of Object.keys(card)) {
    if (key === 'signatures') continue;
    Object.defineProperty(rest, key, {
      value: card[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return rest;
}
