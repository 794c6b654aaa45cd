import type { JsonObject, JsonValue } from '../json/JsonValue.ts';

/**
 * Generators mark an absent member with `undefined`; the emitted card leaves it out. Recursive
 * over plain objects and arrays, so a generated card is always a clean `JsonObject`.
 */
export function dropUndefined(value: Record<string, unknown>): JsonObject {
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    // Defined, not assigned: a generated `__proto__` member stays a member of the card.
    Object.defineProperty(out, key, {
      value: clean(v),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function clean(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(clean);
  if (typeof value === 'object' && value !== null)
    return dropUndefined(value as Record<string, unknown>);
  return value as JsonValue;
}
