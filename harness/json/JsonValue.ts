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
  // Most segments hold neither character: they are joined as they are (the walks of every
  // generated input build a pointer per node).
  if (typeof segment === 'number') return `${base}/${segment}`;
  if (!segment.includes('~') && !segment.includes('/')) return `${base}/${segment}`;
  return `${base}/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** `value` when it is a string, else `fallback`: for reading members a peer may have mistyped. */
export function stringOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}
