import { type JsonValue, pointerJoin } from '../json/JsonValue.ts';
import { INPUT_SHAPES, type InputShape, type InputType } from './inputShapes.ts';
import { type JsonNode, listNodes, pointerSegments } from './jsonNodes.ts';

/** Which input type each top member of a mutated document holds (`peers` is a list of cards). */
export type DocumentLayout = Readonly<Record<string, InputType>>;

export interface TypedNode extends JsonNode {
  input: InputType;
  shape: InputShape;
  /** Schema path within the input (layout prefix and map keys removed). */
  inner: string;
}

function innerPath(schemaPath: string, shape: InputShape): string {
  let path = schemaPath;
  for (const map of shape.mapLike) {
    if (path.startsWith(`${map}/`)) {
      const rest = path.slice(map.length + 1);
      const cut = rest.indexOf('/');
      path = `${map}/*${cut < 0 ? '' : rest.slice(cut)}`;
    }
  }
  return path;
}

/** Every node of the document that belongs to an input of the layout, typed. */
export function typedNodes(doc: JsonValue, layout: DocumentLayout): TypedNode[] {
  const out: TypedNode[] = [];
  for (const node of listNodes(doc)) {
    // The schema path is `/top/rest…`: the top member says which input the node belongs to.
    const cut = node.schemaPath.indexOf('/', 1);
    const top = node.schemaPath.slice(1, cut < 0 ? undefined : cut);
    const input = node.schemaPath === '' || !Object.hasOwn(layout, top) ? undefined : layout[top];
    if (input === undefined) continue;
    const shape = INPUT_SHAPES[input];
    let raw = cut < 0 ? '' : node.schemaPath.slice(cut);
    // `peers` holds a list of inputs: its own index is no part of the input's schema path.
    if (top === 'peers') {
      if (raw === '') continue;
      const next = raw.indexOf('/', 1);
      raw = next < 0 ? '' : raw.slice(next);
    }
    (node as TypedNode).input = input;
    (node as TypedNode).shape = shape;
    (node as TypedNode).inner = innerPath(raw, shape);
    out.push(node as TypedNode);
  }
  return out;
}

/** The value at an RFC 6901 pointer of `doc`, or undefined. */
export function readPointer(doc: JsonValue, pointer: string): JsonValue | undefined {
  let node: JsonValue | undefined = doc;
  if (pointer === '') return node;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(seg)];
    else if (node !== null && typeof node === 'object' && Object.hasOwn(node, seg))
      node = (node as Record<string, JsonValue>)[seg];
    else return undefined;
  }
  return node;
}

/** The root pointer of the input `node` sits in, and the node's path below it. */
export function rootOf(node: TypedNode): { root: string; relative: string[] } {
  const segments = pointerSegments(node.pointer);
  const depth = node.inner === '' ? 0 : node.inner.split('/').length - 1;
  const cut = segments.length - depth;
  return {
    root: segments.slice(0, cut).reduce<string>((p, s) => pointerJoin(p, s), ''),
    relative: segments.slice(cut),
  };
}
