import { type JsonObject, type JsonValue, isJsonObject } from '../../json/JsonValue.ts';

/**
 * An own member of a parsed object, or `undefined`. Never reads the prototype chain, so member
 * names such as "constructor" or "__proto__" are plain data.
 */
export function own(obj: JsonObject, name: string): JsonValue | undefined {
  return Object.hasOwn(obj, name) ? obj[name] : undefined;
}

/** An own member that is a JSON object (absent, `null` or another type reads as `undefined`). */
export function ownObject(obj: JsonObject, name: string): JsonObject | undefined {
  const v = own(obj, name);
  return isJsonObject(v) ? v : undefined;
}

/** An own member that is an array (absent, `null` or another type reads as `undefined`). */
export function ownArray(obj: JsonObject, name: string): JsonValue[] | undefined {
  const v = own(obj, name);
  return Array.isArray(v) ? v : undefined;
}

/** An own member that is an array of strings, keeping only its string elements. */
export function ownStrings(obj: JsonObject, name: string): string[] {
  return (ownArray(obj, name) ?? []).filter((v): v is string => typeof v === 'string');
}
