import fc from 'fast-check';
import { type JsonObject, type JsonValue, isJsonObject } from '../json/JsonValue.ts';
import { pointerSegments, resolveSegments as resolve } from '../mutation/jsonNodes.ts';

/**
 * One edit of an emitted (signed) card, as data so a counterexample prints and a regression
 * file stores it. `at` is an RFC 6901 pointer; an edit whose target does not fit (missing
 * parent, wrong container) leaves the card unchanged, so every mutation applies to every card.
 */
export type CardMutation =
  /** Add a member (an unknown one, a vendor flag, a v0.3 member) to the object at `at`. */
  | { kind: 'add'; at: string; member: string; value: JsonValue }
  /** Remove the member at `at`. */
  | { kind: 'remove'; at: string }
  /** Same JSON type, another value: flip a bool, edit a string, grow an array or object. */
  | { kind: 'change'; at: string }
  /** Another JSON type at `at` (`null`, a string `"true"`, `0`, `[]`, `{}`). */
  | { kind: 'retype'; at: string; value: JsonValue }
  /** Absent ↔ `[]`: add `[]` where nothing is, remove a `[]`. */
  | { kind: 'toggle-empty'; at: string }
  /** Rename the member at `at` to its snake_case proto name (`iconUrl` → `icon_url`). */
  | { kind: 'alias'; at: string }
  /** Reverse the member order of the object at `at`: no change to any canonical form. */
  | { kind: 'reorder'; at: string };

/** Pointers mutations aim at: members the card generators set, or leave out, on purpose. */
export const MUTATION_TARGETS = [
  '/name',
  '/description',
  '/version',
  '/iconUrl',
  '/documentationUrl',
  '/provider',
  '/capabilities',
  '/capabilities/streaming',
  '/capabilities/pushNotifications',
  '/capabilities/extendedAgentCard',
  '/capabilities/extensions',
  '/defaultInputModes',
  '/defaultOutputModes',
  '/skills/0/inputModes',
  '/skills/0/examples',
  '/skills/0/tags',
  '/securitySchemes',
  '/enforceInputModes',
  '/x-vendor-region',
] as const;

/** Members an `add` mutation injects. */
export const ADDED_MEMBERS = [
  'x-admin',
  'enforceInputModes',
  'protocolVersion',
  'extensions',
] as const;

function changed(value: JsonValue): JsonValue {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return `${value}!`;
  if (typeof value === 'number') return value + 1;
  if (Array.isArray(value)) return [...value, 'text/plain'];
  if (isJsonObject(value)) return { ...value, note: 'changed' };
  return 'changed';
}

/** Renames `key` inside `obj` in place, keeping the member's position. */
function renameKey(obj: JsonObject, key: string, to: string): void {
  const entries = Object.entries(obj).map(([k, v]): [string, JsonValue] => [k === key ? to : k, v]);
  for (const k of Object.keys(obj)) delete obj[k];
  for (const [k, v] of entries) obj[k] = v;
}

/** The card with `mutation` applied; the input is never modified. */
export function applyCardMutation(card: JsonObject, mutation: CardMutation): JsonObject {
  const out = structuredClone(card);
  const path = pointerSegments(mutation.at);
  if (mutation.kind === 'add' || mutation.kind === 'reorder') {
    const target = resolve(out, path);
    if (!isJsonObject(target)) return out;
    if (mutation.kind === 'add') {
      if (!Object.hasOwn(target, mutation.member)) target[mutation.member] = mutation.value;
    } else {
      const reversed = Object.entries(target).reverse();
      for (const k of Object.keys(target)) delete target[k];
      for (const [k, v] of reversed) target[k] = v;
    }
    return out;
  }
  const key = path.pop() ?? '';
  const holder = resolve(out, path);
  if (!isJsonObject(holder)) return out;
  const present = Object.hasOwn(holder, key);
  const value = holder[key];
  switch (mutation.kind) {
    case 'remove':
      delete holder[key];
      break;
    case 'change':
      if (present && value !== undefined) holder[key] = changed(value);
      break;
    case 'retype':
      if (present) holder[key] = mutation.value;
      break;
    case 'toggle-empty':
      if (!present) holder[key] = [];
      else if (Array.isArray(value) && value.length === 0) delete holder[key];
      break;
    case 'alias': {
      const snake = key.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
      if (present && snake !== key && !Object.hasOwn(holder, snake)) renameKey(holder, key, snake);
      break;
    }
  }
  return out;
}

/**
 * Every kind of {@link CardMutation}, aimed at {@link MUTATION_TARGETS} (`add` at the card or its
 * `capabilities`). Shrinks towards removing the card's name.
 */
export function cardMutationArb(): fc.Arbitrary<CardMutation> {
  const at = fc.constantFrom(...MUTATION_TARGETS);
  return fc.oneof(
    fc.record({ kind: fc.constant('remove' as const), at }),
    fc.record({
      kind: fc.constant('add' as const),
      at: fc.constantFrom('', '/capabilities'),
      member: fc.constantFrom(...ADDED_MEMBERS),
      value: fc.constantFrom<JsonValue>(true, [], '0.3.0', 'x'),
    }),
    fc.record({ kind: fc.constant('change' as const), at }),
    fc.record({
      kind: fc.constant('retype' as const),
      at,
      value: fc.constantFrom<JsonValue>(null, 'true', 0, [], {}),
    }),
    fc.record({ kind: fc.constant('toggle-empty' as const), at }),
    fc.record({ kind: fc.constant('alias' as const), at }),
    fc.record({
      kind: fc.constant('reorder' as const),
      at: fc.constantFrom('', '/capabilities', '/skills/0', '/provider'),
    }),
  );
}
