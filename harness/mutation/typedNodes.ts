import type { JsonValue } from '../json/JsonValue.ts';
import { INPUT_SHAPES, type InputShape, type InputType } from './inputShapes.ts';
import { type JsonNode, listNodes } from './jsonNodes.ts';

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
    const [, top, ...rest] = node.schemaPath.split('/');
    const input = top === undefined ? undefined : layout[top];
    if (input === undefined) continue;
    const shape = INPUT_SHAPES[input];
    // `peers` holds a list of inputs: its own index is no part of the input's schema path.
    const inner = top === 'peers' ? rest.slice(1) : rest;
    if (top === 'peers' && rest.length === 0) continue;
    const raw = inner.length === 0 ? '' : `/${inner.join('/')}`;
    out.push({ ...node, input, shape, inner: innerPath(raw, shape) });
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
