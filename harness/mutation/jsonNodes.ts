import { type JsonValue, isJsonObject, pointerJoin } from '../json/JsonValue.ts';

/** The JSON type of a node. */
export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

/** One node of a document: where it is, what it is, and its path in the schema. */
export interface JsonNode {
  /** RFC 6901 pointer to the node. */
  pointer: string;
  /** The pointer with every array index written `*`: the same for every element of an array. */
  schemaPath: string;
  kind: JsonKind;
  /** The member name or index under which the node sits in its parent (undefined for the root). */
  key?: string;
  /** The node is an element of an array. */
  inArray: boolean;
}

/** Stops a walk of a document nested beyond any card the generators make. */
const MAX_WALK_DEPTH = 16;

/** The JSON type of a value. */
export function kindOf(v: JsonValue): JsonKind {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (isJsonObject(v)) return 'object';
  return typeof v as 'string' | 'number' | 'boolean';
}

/** RFC 6901 segments of a pointer (`""` is the root). */
export function pointerSegments(at: string): string[] {
  return at === ''
    ? []
    : at
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at `path` (segments from {@link pointerSegments}) in `root`; undefined when absent. */
export function resolveSegments(root: JsonValue, path: readonly string[]): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const seg of path) {
    if (Array.isArray(node)) node = node[Number(seg)];
    else if (isJsonObject(node) && Object.hasOwn(node, seg)) node = node[seg];
    else return undefined;
  }
  return node;
}

/** Every node of `doc`, the root first, in document order (depth-first). */
export function listNodes(doc: JsonValue): JsonNode[] {
  const out: JsonNode[] = [];
  const walk = (
    v: JsonValue,
    pointer: string,
    schemaPath: string,
    depth: number,
    parent?: { key: string; inArray: boolean },
  ): void => {
    out.push({
      pointer,
      schemaPath,
      kind: kindOf(v),
      inArray: parent?.inArray ?? false,
      ...(parent === undefined ? {} : { key: parent.key }),
    });
    if (depth >= MAX_WALK_DEPTH) return;
    if (Array.isArray(v))
      v.forEach((e, i) =>
        walk(e, pointerJoin(pointer, i), `${schemaPath}/*`, depth + 1, {
          key: String(i),
          inArray: true,
        }),
      );
    else if (isJsonObject(v))
      for (const [k, e] of Object.entries(v))
        walk(e, pointerJoin(pointer, k), pointerJoin(schemaPath, k), depth + 1, {
          key: k,
          inArray: false,
        });
  };
  walk(doc, '', '', 0);
  return out;
}

/** The schema path of a pointer into `doc` (array indices written `*`). */
export function schemaPathOf(doc: JsonValue, pointer: string): string {
  let node: JsonValue | undefined = doc;
  let path = '';
  for (const seg of pointerSegments(pointer)) {
    if (Array.isArray(node)) {
      path += '/*';
      node = node[Number(seg)];
    } else {
      path = pointerJoin(path, seg);
      node = isJsonObject(node) && Object.hasOwn(node, seg) ? node[seg] : undefined;
    }
  }
  return path;
}
