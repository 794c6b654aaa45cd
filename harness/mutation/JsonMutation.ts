import { type JsonObject, type JsonValue, isJsonObject } from '../json/JsonValue.ts';
import { pointerSegments, resolveSegments as resolve } from './jsonNodes.ts';

/**
 * One structure-aware edit of a JSON document, as data, so that a counterexample prints it and a
 * regression file stores it. `at` is an RFC 6901 pointer into the document the edit applies to.
 * An edit whose target does not fit (missing, wrong container) leaves the document unchanged.
 */
export type JsonMutation =
  /** Reorder the array at `at`: element `i` of the result is element `order[i]` of the input. */
  | { op: 'permute'; at: string; order: number[] }
  /** Insert a copy of the array element at `at` right after it. */
  | { op: 'duplicate'; at: string }
  /** Remove the array element or object member at `at`. */
  | { op: 'drop'; at: string }
  /** Move the array element at `at` to index `to` of its array. */
  | { op: 'move'; at: string; to: number }
  /** Add a member unknown to every generation of the card (§5.7: a reader ignores it) to the object at `at`. */
  | { op: 'add-unknown'; at: string; member: string; value: JsonValue }
  /**
   * Add a member the type defines that the generators never set (another generation's: v0.3,
   * snake_case proto names; or an optional one of this generation) to the object at `at`.
   */
  | { op: 'add-known-member'; at: string; member: string; value: JsonValue }
  /** Put the value found at `from` (of the same JSON type) at `at`: a name where an id is read. */
  | { op: 'copy'; at: string; from: string }
  /** Replace the string at `at` with an adversarial one. */
  | { op: 'adversarial-string'; at: string; value: string; label: string }
  /** Replace the number at `at` with an edge number. */
  | { op: 'edge-number'; at: string; value: number; label: string }
  /** Give the object at `at` a member `member` holding a copy of the object itself. */
  | { op: 'nest'; at: string; member: string }
  /**
   * Give the object at `at` each member of `members` it lacks (names its input's root type
   * defines), each holding a copy of the object as it was: the root's vocabulary one level down,
   * for a reader that looks a member up by name at any depth.
   */
  | { op: 'graft'; at: string; members: string[] }
  /** Reverse the member order of the object at `at` (no canonical form changes). */
  | { op: 'reorder-members'; at: string }
  /** Empty the array at `at`: the list a generator always fills (an allow-list, the keys). */
  | { op: 'empty'; at: string }
  /** Rename the object member at `at` to `to`, in place (a map's key: a scheme's name). */
  | { op: 'rename-member'; at: string; to: string }
  /**
   * Put each part's value at its pointer, together: appended to the array where the pointer ends
   * in `-` (RFC 6901 §4, the element past the last), else set as the object member it names. A
   * value another generator's input holds in two places, planted in this input's matching places
   * at once (`at` is the first part's pointer).
   */
  | { op: 'splice'; at: string; parts: { at: string; value: JsonValue }[] };

function reverseMembers(target: JsonObject): void {
  const reversed = Object.entries(target).reverse();
  for (const k of Object.keys(target)) delete target[k];
  // Defined, not assigned: after the delete, assigning `__proto__` would set the prototype.
  for (const [k, v] of reversed) defineMember(target, k, v);
}

/** Sets a member without ever reaching a prototype: `__proto__` becomes an own member. */
function defineMember(target: JsonObject, member: string, value: JsonValue): void {
  Object.defineProperty(target, member, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function editObject(target: JsonObject, m: JsonMutation, whole: JsonValue): void {
  switch (m.op) {
    case 'add-unknown':
    case 'add-known-member':
      if (!Object.hasOwn(target, m.member)) defineMember(target, m.member, m.value);
      return;
    case 'nest':
      if (!Object.hasOwn(target, m.member)) defineMember(target, m.member, structuredClone(whole));
      return;
    case 'graft': {
      const copy = structuredClone(whole);
      for (const member of m.members)
        if (!Object.hasOwn(target, member)) defineMember(target, member, structuredClone(copy));
      return;
    }
    case 'reorder-members':
      reverseMembers(target);
      return;
    default:
      return;
  }
}

function editArray(target: JsonValue[], m: JsonMutation): void {
  if (m.op === 'empty') {
    target.length = 0;
    return;
  }
  if (m.op !== 'permute') return;
  if (m.order.length !== target.length || new Set(m.order).size !== target.length) return;
  const copy = [...target];
  m.order.forEach((from, i) => {
    const v = copy[from];
    if (v !== undefined) target[i] = v;
  });
}

/** Edits whose target is the node at `at` itself (its container is read, not its parent). */
const ON_NODE = new Set<JsonMutation['op']>([
  'permute',
  'add-unknown',
  'add-known-member',
  'nest',
  'graft',
  'reorder-members',
  'empty',
]);

/** Each part of a splice placed in `out` (see the `splice` edit); a part that does not fit is skipped. */
function placeParts(out: JsonValue, parts: readonly { at: string; value: JsonValue }[]): void {
  for (const part of parts) {
    const path = pointerSegments(part.at);
    const key = path.pop();
    const holder = resolve(out, path);
    if (key === '-' && Array.isArray(holder)) holder.push(structuredClone(part.value));
    else if (key !== undefined && key !== '-' && isJsonObject(holder))
      defineMember(holder, key, structuredClone(part.value));
  }
}

/** The document with `mutation` applied; the input is never modified. */
export function applyJsonMutation<T extends JsonValue>(doc: T, mutation: JsonMutation): T {
  const out = structuredClone(doc);
  if (mutation.op === 'splice') {
    placeParts(out, mutation.parts);
    return out;
  }
  const path = pointerSegments(mutation.at);
  if (ON_NODE.has(mutation.op)) {
    const target = resolve(out, path);
    if (Array.isArray(target)) editArray(target, mutation);
    else if (isJsonObject(target)) editObject(target, mutation, target);
    return out;
  }
  const key = path.pop();
  if (key === undefined) return out;
  const holder = resolve(out, path);
  if (Array.isArray(holder)) editArrayMember(holder, Number(key), mutation, out);
  else if (isJsonObject(holder) && Object.hasOwn(holder, key))
    editMember(holder, key, mutation, out);
  return out;
}

function replacement(m: JsonMutation, current: JsonValue, root: JsonValue): JsonValue | undefined {
  if (m.op === 'adversarial-string') return typeof current === 'string' ? m.value : undefined;
  if (m.op === 'edge-number') return typeof current === 'number' ? m.value : undefined;
  if (m.op === 'copy') {
    const from = resolve(root, pointerSegments(m.from));
    return from !== undefined && typeof from === typeof current ? structuredClone(from) : undefined;
  }
  return undefined;
}

/** `holder` with its member `key` renamed to `to`, every member keeping its place. */
function renameMember(holder: JsonObject, key: string, to: string): void {
  if (Object.hasOwn(holder, to)) return;
  const entries = Object.entries(holder);
  for (const k of Object.keys(holder)) delete holder[k];
  for (const [k, v] of entries) defineMember(holder, k === key ? to : k, v);
}

function editMember(holder: JsonObject, key: string, m: JsonMutation, root: JsonValue): void {
  const current = holder[key] as JsonValue;
  if (m.op === 'drop') {
    delete holder[key];
    return;
  }
  if (m.op === 'rename-member') {
    renameMember(holder, key, m.to);
    return;
  }
  const value = replacement(m, current, root);
  if (value !== undefined) holder[key] = value;
}

function editArrayMember(holder: JsonValue[], i: number, m: JsonMutation, root: JsonValue): void {
  if (!Number.isInteger(i) || i < 0 || i >= holder.length) return;
  const current = holder[i] as JsonValue;
  switch (m.op) {
    case 'drop':
      holder.splice(i, 1);
      return;
    case 'duplicate':
      holder.splice(i + 1, 0, structuredClone(current));
      return;
    case 'move': {
      const to = Math.min(Math.max(0, m.to), holder.length - 1);
      holder.splice(i, 1);
      holder.splice(to, 0, current);
      return;
    }
    default: {
      const value = replacement(m, current, root);
      if (value !== undefined) holder[i] = value;
    }
  }
}

/** Every edit applied in order. */
export function applyJsonMutations<T extends JsonValue>(
  doc: T,
  mutations: readonly JsonMutation[],
): T {
  return mutations.reduce<T>((d, m) => applyJsonMutation(d, m), doc);
}
