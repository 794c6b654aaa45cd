import type { JsonValue } from '../json/JsonValue.ts';
import { pointerSegments } from './jsonNodes.ts';
import { type TypedNode, readPointer } from './typedNodes.ts';

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function kindOf(v: JsonValue | undefined): string {
  if (v === undefined) return 'absent';
  if (v === null) return 'null';
  return Array.isArray(v) ? 'array' : typeof v;
}

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
  const escaped = segments.map(escape);
  const current = readPointer(doc, n.pointer);
  if (n.inArray) {
    if (n.shape.headPinned.some((p) => n.inner === `${p}/*`)) return [];
    const parent = readPointer(doc, `/${escaped.slice(0, -1).join('/')}`);
    if (!Array.isArray(parent)) return [];
    const base = `/${escaped.slice(0, -1).join('/')}`;
    return parent.flatMap((v, i) =>
      String(i) !== n.key && kindOf(v) === kindOf(current) ? [`${base}/${i}`] : [],
    );
  }
  const isScalar = n.kind === 'string' || n.kind === 'number' || n.kind === 'boolean';
  if (!isScalar || segments.length < 3) return [];
  const index = segments[segments.length - 2];
  const array = readPointer(doc, `/${escaped.slice(0, -2).join('/')}`);
  if (!Array.isArray(array) || index === undefined || !/^\d+$/.test(index)) return [];
  const member = segments[segments.length - 1]!;
  const base = `/${escaped.slice(0, -2).join('/')}`;
  return array.flatMap((el, i) => {
    if (String(i) === index || el === null || typeof el !== 'object' || Array.isArray(el))
      return [];
    const other = Object.hasOwn(el, member) ? (el as Record<string, JsonValue>)[member] : undefined;
    return other !== undefined && other !== current && kindOf(other) === kindOf(current)
      ? [`${base}/${i}/${escape(member)}`]
      : [];
  });
}
