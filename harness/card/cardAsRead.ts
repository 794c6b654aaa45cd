import { type JsonObject, type JsonValue, isJsonObject } from '../json/JsonValue.ts';
import type { ParsedCard } from './AgentCard.ts';
import {
  AGENT_CARD,
  type ElementKind,
  type FieldKind,
  type MessageSchema,
} from './_internals/cardSchema.ts';
import { deepFreeze } from './_internals/deepFreeze.ts';
import { own } from './_internals/own.ts';

/**
 * The card as every stage reads it: the emitted object with each v1.0 field under its JSON
 * name, whichever of its two names it was emitted under. ProtoJSON, which A2A §5.5 adopts for
 * every JSON form (ADR-001), has parsers "accept both the lowerCamelCase name … and the original
 * proto field name", so a skill's `input_modes` IS its `inputModes`, exactly as the `a2a-1.0`
 * canonicalization signs it; a field under both names never gets here (`parseCard` refuses it,
 * `CARD_DUPLICATE_MEMBER`). Nothing else changes: nothing is defaulted, `null` stays `null`
 * (read as absent by each reader, §5.7), members outside the proto stay as emitted (the vendor
 * flag `enforceInputModes`, the legacy top-level `protocolVersion`), `Struct` values and map
 * keys are data and are never renamed.
 *
 * Read once per emitted object: the schema, consistency, version, negotiation and delegation
 * readers all read this one object, so no stage can see a card another stage did not.
 */
export function cardAsRead(card: ParsedCard): JsonObject {
  return namedOnce(card.emitted);
}

const named = new WeakMap<JsonObject, JsonObject>();

function namedOnce(emitted: JsonObject): JsonObject {
  const known = named.get(emitted);
  if (known !== undefined) return known;
  // Frozen like the parsed card: no stage can alter what the next one reads.
  const out = deepFreeze(renameMessage(emitted, AGENT_CARD));
  named.set(emitted, out);
  return out;
}

function renameMessage(obj: JsonObject, schema: MessageSchema): JsonObject {
  const byName = new Map<string, { json: string; kind: FieldKind }>();
  for (const field of schema.fields) {
    byName.set(field.json, { json: field.json, kind: field.kind });
    // Under its proto name only when the JSON name is not there too: a card holding both is
    // refused before any reader runs, and a hand-built one keeps its JSON-named member.
    if (field.proto !== field.json && !Object.hasOwn(obj, field.json))
      byName.set(field.proto, { json: field.json, kind: field.kind });
  }
  const out: JsonObject = {};
  for (const key of Object.keys(obj)) {
    const value = own(obj, key) ?? null;
    const field = byName.get(key);
    if (field === undefined) define(out, key, value);
    else define(out, field.json, renameValue(value, field.kind));
  }
  return out;
}

function renameValue(value: JsonValue, kind: FieldKind | ElementKind): JsonValue {
  switch (kind.t) {
    case 'message':
      return isJsonObject(value) ? renameMessage(value, kind.of) : value;
    case 'list':
      return Array.isArray(value) ? value.map((el) => renameValue(el, kind.of)) : value;
    case 'map': {
      if (!isJsonObject(value)) return value;
      const out: JsonObject = {};
      for (const key of Object.keys(value))
        define(out, key, renameValue(own(value, key) ?? null, kind.of));
      return out;
    }
    default:
      return value;
  }
}

/** defineProperty, so a member named "__proto__" stays data. */
function define(out: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}
