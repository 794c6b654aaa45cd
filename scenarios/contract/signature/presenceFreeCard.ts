import { assembleCard } from '../../../harness/generators/index.ts';
import { type JsonObject, isJsonObject } from '../../../harness/json/JsonValue.ts';

/**
 * A card no member of which §5.7 presence decides (no empty list or object, no explicit
 * default: a capability set to true, each skill tagged with its id), so that every verifier's
 * canonical form of it is the same and only what a property varies decides the verdict (a
 * canonical form that differs on presence is A2A-SIG-002's, searched by its properties).
 */
export function presenceFreeCard(identity: Parameters<typeof assembleCard>[0]): JsonObject {
  const card = assembleCard(identity, { capabilities: { streaming: true } });
  const skills = Array.isArray(card['skills']) ? card['skills'] : [];
  const tagged = skills.map((s) =>
    isJsonObject(s) && typeof s['id'] === 'string' ? { ...s, tags: [s['id']] } : s,
  );
  return { ...card, skills: tagged };
}
