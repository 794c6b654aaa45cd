import { type JsonValue, pointerJoin } from '../json/JsonValue.ts';
import { kindOf, pointerSegments } from './jsonNodes.ts';
import { type TypedNode, readPointer } from './typedNodes.ts';

/** The RFC 6901 pointer of `segments`. */
function pointerOf(segments: readonly string[]): string {
  return segments.reduce<string>((p, s) => pointerJoin(p, s), '');
}

const sameKind = (a: JsonValue | undefined, b: JsonValue | undefined): boolean =>
  a !== undefined && b !== undefined && kindOf(a) === kindOf(b);

/**
 * Where a colliding edit of `n` may copy from: for an element of an array, the other elements of
 * the same JSON type (two keys, two peers, two skills become one twice over); for a scalar member
 * of an element, the same member of the other elements that holds another value (two keys under
 * one `kid`, two skills under one id). What one reader finds by looking up one of them it must
 * not take for the other. Elements of an array whose head is pinned (a stream's opening Task) are
 * not copied over.
 */
export function collideSources(n: TypedNode, doc: JsonValue): string[] {
  const segments = pointerSegments(n.pointer);
  const current = readPointer(doc, n.pointer);
  if (n.inArray) {
    if (n.shape.headPinned.some((p) => n.inner === `${p}/*`)) return [];
    const base = pointerOf(segments.slice(0, -1));
    const parent = readPointer(doc, base);
    if (!Array.isArray(parent)) return [];
    return parent.flatMap((v, i) =>
      String(i) !== n.key && sameKind(v, current) ? [pointerJoin(base, i)] : [],
    );
  }
  const isScalar = n.kind === 'string' || n.kind === 'number' || n.kind === 'boolean';
  if (!isScalar || segments.length < 3) return [];
  const index = segments[segments.length - 2];
  const base = pointerOf(segments.slice(0, -2));
  const array = readPointer(doc, base);
  if (!Array.isArray(array) || index === undefined || !/^\d+$/.test(index)) return [];
  const member = segments[segments.length - 1]!;
  return array.flatMap((el, i) => {
    if (String(i) === index || el === null || typeof el !== 'object' || Array.isArray(el))
      return [];
    const other = Object.hasOwn(el, member) ? (el as Record<string, JsonValue>)[member] : undefined;
    return other !== current && sameKind(other, current)
      ? [pointerJoin(pointerJoin(base, i), member)]
      : [];
  });
}
