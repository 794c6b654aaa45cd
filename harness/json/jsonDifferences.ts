import { pointerJoin } from './JsonValue.ts';

/** One member where an answer departs from what was expected. */
export interface JsonDifference {
  /** RFC 6901 pointer into both values (`""` is the whole value). */
  pointer: string;
  /** The expected value there; `undefined` when the expectation has nothing at this pointer. */
  expected: unknown;
  /** The actual value there; `undefined` when the answer has nothing at this pointer. */
  actual: unknown;
}

/** Bounds on the walk: a peer's answer may be deep or wide, and only a few lines are shown. */
export interface DifferenceLimits {
  /** Most differences returned; the walk stops at the first `max`. Default 20. */
  max?: number;
  /** Deepest pointer compared; below it two containers differ unless they are the same value. */
  maxDepth?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Where `actual` departs from `expected`, in the order the expectation lists its members: the
 * expectation is partial (only the members it names are compared, recursively for objects), and
 * arrays compare element by element and must have the same length, as the contract cases judge
 * an answer. A whole value of another type, or an array of another length, is one difference at
 * its pointer. Pure and bounded: at most `max` differences, no deeper than `maxDepth`, never
 * throws on what a peer sent (getters are read as values, cycles end at the depth bound).
 */
export function jsonDifferences(
  expected: unknown,
  actual: unknown,
  limits: DifferenceLimits = {},
): JsonDifference[] {
  const max = limits.max ?? 20;
  const maxDepth = limits.maxDepth ?? 32;
  const out: JsonDifference[] = [];
  const walk = (e: unknown, a: unknown, pointer: string, depth: number): void => {
    if (out.length >= max || e === undefined) return;
    const differ = (): void => void out.push({ pointer, expected: e, actual: a });
    if (depth >= maxDepth) return Object.is(e, a) ? undefined : differ();
    if (Array.isArray(e)) {
      if (!Array.isArray(a) || a.length !== e.length) return differ();
      e.forEach((item, i) => walk(item, a[i], pointerJoin(pointer, i), depth + 1));
      return;
    }
    if (isObject(e)) {
      if (!isObject(a)) return differ();
      for (const key of Object.keys(e)) walk(e[key], a[key], pointerJoin(pointer, key), depth + 1);
      return;
    }
    if (!Object.is(e, a)) differ();
  };
  try {
    walk(expected, actual, '', 0);
  } catch {
    // A Proxy or getter that throws: what was found before it stands.
  }
  return out;
}
