import { createHash } from 'node:crypto';

/**
 * JSON text of `value` with every object's members in code-unit order, so two answers that differ
 * only in member order read the same. Never throws: what JSON cannot hold is written as a marker.
 */
export function stableJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string')
    return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : '"NaN"';
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v ?? null)).join(',')}]`;
  if (typeof value === 'object') {
    const members = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(`[${typeof value}]`);
}

/** A short digest of `value`'s stable JSON: equal for equal JSON values, whatever the member order. */
export function digest(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url').slice(0, 22);
}
