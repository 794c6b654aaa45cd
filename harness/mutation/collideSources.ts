import { type JsonValue, pointerJoin } from '../json/JsonValue.ts';
import { kindOf, pointerSegments } from './jsonNodes.ts';
import { type TypedNode, readPointer, rootOf } from './typedNodes.ts';

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

/**
 * For a scalar `n`, the same member at the same schema path of the other inputs of its type that
 * hold another value of its JSON type (a fallback peer's card given the skill id the planned card
 * holds): two inputs of one type that both claim a value, where a reader must take the one its
 * order says. Elements of arrays within them count by schema path (`skills/*` is any skill).
 */
export function sameMemberElsewhere(
  n: TypedNode,
  nodes: readonly TypedNode[],
  doc: JsonValue,
): string[] {
  if (n.kind !== 'string' && n.kind !== 'number' && n.kind !== 'boolean') return [];
  const own = rootOf(n).root;
  const current = readPointer(doc, n.pointer);
  return nodes.flatMap((m) => {
    if (m.input !== n.input || m.inner !== n.inner || m.kind !== n.kind) return [];
    return rootOf(m).root !== own && readPointer(doc, m.pointer) !== current ? [m.pointer] : [];
  });
}
