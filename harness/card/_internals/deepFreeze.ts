import type { JsonValue } from '../../json/JsonValue.ts';

/**
 * Freezes a parsed JSON value and everything under it, without recursion (the parser may have
 * accepted deep input when the caller raised `maxDepth`).
 */
export function deepFreeze<T extends JsonValue>(root: T): T {
  const stack: JsonValue[] = [root];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (v === null || typeof v !== 'object' || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push(child);
  }
  return root;
}
