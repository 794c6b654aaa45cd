/** A JSON value as the strict parser returns it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [member: string]: JsonValue;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901 pointer segment escaping. */
export function pointerJoin(base: string, segment: string | number): string {
  const s = String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
  return `${base}/${s}`;
}

/** `value` when it is a string, else `fallback`: for reading members a peer may have mistyped. */
export function stringOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}
