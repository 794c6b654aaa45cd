import { hasLoneSurrogate } from '../json/hasLoneSurrogate.ts';
import canonicalize from 'canonicalize';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { type JsonValue, pointerJoin } from '../json/JsonValue.ts';
import { DEFAULT_JSON_LIMITS } from '../json/limits.ts';

/**
 * Deepest nesting of arrays and objects the canonicalizer accepts. The strict parser refuses
 * deeper input, but a `JsonValue` can be built in code, and a recursive serializer overflows
 * the stack long before V8's parser does (security catalogue F2).
 */
export const MAX_CANON_DEPTH = DEFAULT_JSON_LIMITS.maxDepth;

/**
 * RFC 8785 (JCS) text of a JSON value, via the `canonicalize` package. The value is checked
 * first, without recursion, so that every input either canonicalizes or fails with
 * `CANON_FAILED` and a JSON pointer: nesting deeper than {@link MAX_CANON_DEPTH}, non-finite
 * numbers (RFC 8785 §3.2.2.3), lone surrogates (§3.2.2.2) and non-JSON values are refused
 * instead of being written as `null` the way `JSON.stringify` would.
 */
export function jcs(value: JsonValue): string {
  assertCanonicalizable(value);
  let text: string | undefined;
  try {
    text = canonicalize(value);
  } catch (cause) {
    throw new CrosscheckError(
      'CANON_FAILED',
      `Failed to canonicalize JSON: ${(cause as Error).message}. Pass plain, finite, well-formed JSON values.`,
      { cause, pointer: '' },
    );
  }
  if (text === undefined) {
    throw new CrosscheckError(
      'CANON_FAILED',
      'Failed to canonicalize JSON: the value has no JSON form. Pass a JSON value.',
      {
        pointer: '',
      },
    );
  }
  return text;
}

/** Walks `value` iteratively and throws `CANON_FAILED` at the first thing RFC 8785 cannot write. */
export function assertCanonicalizable(value: unknown, maxDepth: number = MAX_CANON_DEPTH): void {
  const stack: Array<{ v: unknown; pointer: string; depth: number }> = [
    { v: value, pointer: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { v, pointer, depth } = stack.pop()!;
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v === 'string') {
      if (hasLoneSurrogate(v))
        fail(pointer, 'a string holds an unpaired UTF-16 surrogate (RFC 8785 §3.2.2.2)');
      continue;
    }
    if (typeof v === 'number') {
      if (!Number.isFinite(v))
        fail(pointer, `the number ${String(v)} is not finite (RFC 8785 §3.2.2.3)`);
      continue;
    }
    if (typeof v !== 'object') fail(pointer, `a ${typeof v} is not a JSON value`);
    const childDepth = depth + 1;
    if (childDepth > maxDepth) fail(pointer, `nesting is deeper than ${maxDepth} levels`);
    if (Array.isArray(v)) {
      v.forEach((item: unknown, i) =>
        stack.push({ v: item, pointer: pointerJoin(pointer, i), depth: childDepth }),
      );
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null)
      fail(pointer, 'an object is not a plain JSON object');
    for (const key of Object.keys(v)) {
      const child = pointerJoin(pointer, key);
      if (hasLoneSurrogate(key))
        fail(child, 'a member name holds an unpaired UTF-16 surrogate (RFC 8785 §3.2.2.2)');
      stack.push({ v: (v as Record<string, unknown>)[key], pointer: child, depth: childDepth });
    }
  }
}

function fail(pointer: string, why: string): never {
  throw new CrosscheckError(
    'CANON_FAILED',
    `Failed to canonicalize JSON: ${why} at "${pointer || '/'}". Pass plain, finite, well-formed JSON.`,
    { pointer },
  );
}
