import { clipJson } from '../../harness/json/clipJson.ts';

/**
 * Compares an IUT's answer with a hand-written expectation. Only the members the expectation
 * names are compared (a partial match), recursively for objects; arrays compare element by
 * element and must have the same length. Returns one line per mismatch, with a JSON pointer.
 */
export function matchExpected(actual: unknown, expected: unknown, pointer = ''): string[] {
  if (expected === undefined) return [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual))
      return [`${pointer || '/'}: expected an array, got ${brief(actual)}`];
    if (actual.length !== expected.length) {
      return [`${pointer || '/'}: expected ${brief(expected)}, got ${brief(actual)}`];
    }
    return expected.flatMap((e, i) => matchExpected(actual[i], e, `${pointer}/${i}`));
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
      return [`${pointer || '/'}: expected an object, got ${brief(actual)}`];
    }
    return Object.entries(expected).flatMap(([k, v]) =>
      matchExpected((actual as Record<string, unknown>)[k], v, `${pointer}/${k}`),
    );
  }
  return Object.is(actual, expected)
    ? []
    : [`${pointer || '/'}: expected ${brief(expected)}, got ${brief(actual)}`];
}

function brief(v: unknown): string {
  // Cut before serializing: an IUT's answer may be megabytes, and only 80 characters are shown.
  const s = v === undefined ? 'nothing' : JSON.stringify(clipJson(v, PREVIEW).value);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

const PREVIEW = { maxDepth: 8, maxStringChars: 100, maxItems: 20, maxChars: 2_000 };
