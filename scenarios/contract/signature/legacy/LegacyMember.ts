import type { JsonObject, JsonValue } from '../../../../harness/json/JsonValue.ts';
import { isJsonObject } from '../../../../harness/json/JsonValue.ts';

/** Where on a card a legacy member sits: the root, `capabilities`, or the first skill. */
export type LegacyPlace = 'root' | 'capabilities' | 'skill';

/**
 * A member of the v0.3 card (A2A v0.3 §5.5) that v1.0 removed or renamed, with a value: v1.0
 * has no such member, so a v1.0 verifier ignores it and the `a2a-1.0` form leaves it out, while
 * an SDK with a v0.3 compatibility reader maps it onto the v1.0 member that replaced it.
 */
export interface LegacyMember {
  place: LegacyPlace;
  member: string;
  value: JsonValue;
}

/** `card` with `legacy` added where it goes (a member already there is replaced). */
export function withLegacyMember(card: JsonObject, legacy: LegacyMember): JsonObject {
  const { place, member, value } = legacy;
  if (place === 'root') return { ...card, [member]: value };
  if (place === 'capabilities') {
    const capabilities = isJsonObject(card['capabilities']) ? card['capabilities'] : {};
    return { ...card, capabilities: { ...capabilities, [member]: value } };
  }
  const skills = Array.isArray(card['skills']) ? card['skills'] : [];
  const [first, ...rest] = skills;
  if (!isJsonObject(first)) return card;
  return { ...card, skills: [{ ...first, [member]: value }, ...rest] };
}
