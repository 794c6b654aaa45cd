import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { type JsonObject, type JsonValue, isJsonObject, pointerJoin } from '../json/JsonValue.ts';
import {
  A2A_CARD_SCHEMA,
  type FieldSpec,
  type FieldType,
  type MessageName,
} from './a2aCardSchema.ts';

/** One thing a proto reader plus a §8.4.1 writer changes in the emitted card. */
export interface PresenceChange {
  /** JSON pointer into the emitted card. */
  pointer: string;
  change: 'dropped-unknown' | 'dropped-default' | 'dropped-null' | 'renamed';
  /** For `renamed`: the camelCase name written instead. */
  to?: string;
}

export interface PresenceResult {
  /** The card as the A2A v1.0 §8.4.1 rules say to write it, before RFC 8785. */
  value: JsonObject;
  /** Every member the rules dropped or renamed, in document order. */
  changes: PresenceChange[];
}

/**
 * Applies A2A v1.0 §8.4.1 rule 1 with §5.7 presence to a card whose top-level `signatures` has
 * already been removed: what a proto reader followed by a presence-respecting writer produces.
 * REQUIRED, `optional` and oneof members are kept whenever present; other members are dropped
 * at their proto default; `null` reads as absent; unknown members are dropped (a proto reader
 * cannot keep them, ADR-001); snake_case proto names are accepted and written in camelCase.
 * `Struct` values (`params`) are kept verbatim; map keys are data and are never renamed.
 *
 * Throws `CANON_FAILED` (with a pointer) where no proto reader could read the card: a member of
 * the wrong JSON type, the same field given under both names, two members of one oneof, or a
 * `null` inside a repeated field or a map.
 */
export function applyPresenceRules(card: JsonObject): PresenceResult {
  const changes: PresenceChange[] = [];
  const value = readMessage(card, 'AgentCard', '', changes);
  return { value, changes };
}

function readMessage(
  input: JsonValue,
  message: MessageName,
  pointer: string,
  changes: PresenceChange[],
): JsonObject {
  if (!isJsonObject(input)) wrongType(pointer, input, `a ${message} object`);
  const fields = A2A_CARD_SCHEMA.get(message)!;
  const out: JsonObject = {};
  const seen = new Map<FieldSpec, string>();
  let oneofSet: string | undefined;
  for (const key of Object.keys(input)) {
    const at = pointerJoin(pointer, key);
    const spec = fields.get(key);
    if (spec === undefined) {
      changes.push({ pointer: at, change: 'dropped-unknown' });
      continue;
    }
    const earlier = seen.get(spec);
    if (earlier !== undefined) {
      unreadable(at, `"${key}" and "${earlier}" name the same field`);
    }
    seen.set(spec, key);
    const raw = input[key]!;
    // ProtoJSON reads null as "not set", for every field kind (protobuf JSON mapping).
    if (raw === null) {
      changes.push({ pointer: at, change: 'dropped-null' });
      continue;
    }
    if (spec.presence === 'oneof') {
      if (oneofSet !== undefined)
        unreadable(at, `"${key}" and "${oneofSet}" are members of one oneof`);
      oneofSet = key;
    }
    const read = spec.repeated
      ? readRepeated(raw, spec.type, at, changes)
      : readSingle(raw, spec.type, at, changes);
    if (spec.presence === 'implicit' && isDefault(read)) {
      changes.push({ pointer: at, change: 'dropped-default' });
      continue;
    }
    if (key !== spec.json) changes.push({ pointer: at, change: 'renamed', to: spec.json });
    define(out, spec.json, read);
  }
  return out;
}

function readRepeated(
  raw: JsonValue,
  type: FieldType,
  pointer: string,
  changes: PresenceChange[],
): JsonValue[] {
  if (!Array.isArray(raw)) wrongType(pointer, raw, 'an array');
  return raw.map((item, i) => {
    const at = pointerJoin(pointer, i);
    if (item === null) unreadable(at, 'a repeated field cannot hold null');
    return readSingle(item, type, at, changes);
  });
}

function readSingle(
  raw: JsonValue,
  type: FieldType,
  pointer: string,
  changes: PresenceChange[],
): JsonValue {
  switch (type.kind) {
    case 'string':
      if (typeof raw !== 'string') wrongType(pointer, raw, 'a string');
      return raw;
    case 'bool':
      if (typeof raw !== 'boolean') wrongType(pointer, raw, 'a boolean');
      return raw;
    case 'message':
      return readMessage(raw, type.message, pointer, changes);
    case 'struct':
      if (!isJsonObject(raw)) wrongType(pointer, raw, 'an object (google.protobuf.Struct)');
      return raw;
    case 'map': {
      if (!isJsonObject(raw)) wrongType(pointer, raw, 'an object (map)');
      const out: JsonObject = {};
      for (const key of Object.keys(raw)) {
        const at = pointerJoin(pointer, key);
        const entry = raw[key]!;
        if (entry === null) unreadable(at, 'a map value cannot be null');
        define(out, key, readSingle(entry, type.value, at, changes));
      }
      return out;
    }
  }
}

function isDefault(value: JsonValue): boolean {
  if (value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isJsonObject(value) && Object.keys(value).length === 0;
}

/** defineProperty, so a key such as "__proto__" stays data. */
function define(out: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

function wrongType(pointer: string, value: JsonValue, expected: string): never {
  const actual = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
  unreadable(pointer, `the value is ${actual}, the v1.0 proto needs ${expected}`);
}

function unreadable(pointer: string, why: string): never {
  throw new CrosscheckError(
    'CANON_FAILED',
    `Failed to canonicalize the card under a2a-1.0: ${why} at "${pointer || '/'}". Emit a card a proto reader can read, or verify under jcs-emitted.`,
    { pointer },
  );
}
