import { type JsonValue, isJsonObject } from '../json/JsonValue.ts';
import { ADVERSARIAL_STRINGS, EDGE_NUMBERS } from './adversarialValues.ts';
import { UNKNOWN_MEMBERS } from './inputShapes.ts';
import { type JsonMutation, applyJsonMutation } from './JsonMutation.ts';
import type { MutationOperator } from './operators.ts';
import { applicable } from './resolveMutations.ts';
import { type TypedNode, readPointer } from './typedNodes.ts';
import type { StageEdit } from './AppliedMutation.ts';

function made(
  doc: JsonValue,
  node: TypedNode,
  operator: MutationOperator,
  mutation: JsonMutation,
  accept: (doc: JsonValue) => boolean,
): StageEdit | undefined {
  const next = applyJsonMutation(doc, mutation);
  return accept(next)
    ? { doc: next, applied: { mutation, operator, input: node.input, schemaPath: node.inner } }
    : undefined;
}

/** The first node of each schema path of each input, in document order. */
function firstOfEachPath(nodes: readonly TypedNode[]): TypedNode[] {
  const seen = new Set<string>();
  return nodes.filter((n) => {
    const k = `${n.input}:${n.inner}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Members the input types define that the generators never set (`knownMembers` of the shapes:
 * another generation's, a JWK's `key_ops`, a task snapshot's `artifacts`), each added once at the
 * first object of the path it belongs on, and every unknown member name (inherited ones among
 * them: `constructor`, `__proto__`) once on each input's root and as a new entry of the first
 * object of each map (a scheme named `__proto__`, holding what its siblings hold), and the root's
 * member names grafted one level down (see `graftEdits`): the dictionary a fuzzer inserts token
 * by token.
 */
export function memberEdits(
  nodes: readonly TypedNode[],
  doc: JsonValue,
  accept: (doc: JsonValue) => boolean,
  max = Number.POSITIVE_INFINITY,
): StageEdit[] {
  const known: StageEdit[] = [];
  const unknown: StageEdit[] = [];
  for (const n of firstOfEachPath(nodes)) {
    if (!applicable('add-known-member', n, doc)) continue;
    for (const { member, value } of n.shape.knownMembers[n.inner] ?? []) {
      if (known.length >= max) break;
      const edit = made(
        doc,
        n,
        'add-known-member',
        { op: 'add-known-member', at: n.pointer, member, value },
        accept,
      );
      if (edit !== undefined) known.push(edit);
    }
  }
  for (const n of firstOfEachPath(nodes)) {
    const isMap = n.shape.mapLike.includes(n.inner);
    if ((!isMap && n.inner !== '') || !applicable('add-unknown', n, doc)) continue;
    const held = readPointer(doc, n.pointer);
    // A new entry of a map holds what its siblings hold; a new member of an input's root, `true`.
    const sibling: JsonValue | undefined = !isMap
      ? true
      : isJsonObject(held)
        ? Object.values(held)[0]
        : undefined;
    if (sibling === undefined) continue;
    for (const member of UNKNOWN_MEMBERS) {
      if (unknown.length >= max) break;
      const mutation: JsonMutation = {
        op: 'add-unknown',
        at: n.pointer,
        member,
        value: structuredClone(sibling),
      };
      const edit = made(doc, n, 'add-unknown', mutation, accept);
      if (edit !== undefined) unknown.push(edit);
    }
  }
  const grafted = graftEdits(nodes, doc, accept, max);
  // The three taken in turn: a short stage tries some of each.
  const out: StageEdit[] = [];
  if (max === 0) return out;
  for (let i = 0; i < Math.max(known.length, unknown.length, grafted.length); i++)
    for (const list of [known, unknown, grafted]) if (list[i] !== undefined) out.push(list[i]!);
  return out.slice(0, max);
}

/**
 * The root's member names one level down: once on the first object of each nested path that may
 * take members (not a map, whose member names are data), every member the input's root type
 * defines and the object's own type does not, each holding a copy of the object (`graft`). A
 * reader that looks a member up by name at any depth (strips every `signatures`, finds the first
 * `name`) reads them where a reader of the schema ignores them, or signs them where the canonical
 * form keeps unknown members.
 */
function graftEdits(
  nodes: readonly TypedNode[],
  doc: JsonValue,
  accept: (doc: JsonValue) => boolean,
  max: number,
): StageEdit[] {
  const out: StageEdit[] = [];
  for (const n of firstOfEachPath(nodes)) {
    if (out.length >= max) break;
    if (n.inner === '' || n.shape.rootMembers.length === 0) continue;
    if (n.shape.mapLike.includes(n.inner) || !applicable('nest', n, doc)) continue;
    if (!applicable('add-unknown', n, doc)) continue;
    const held = readPointer(doc, n.pointer);
    if (!isJsonObject(held)) continue;
    const defined = n.shape.membersAt(n.inner) ?? [];
    const members = n.shape.rootMembers.filter(
      (m) => !Object.hasOwn(held, m) && !defined.includes(m),
    );
    if (members.length === 0) continue;
    const edit = made(doc, n, 'nest', { op: 'graft', at: n.pointer, members }, accept);
    if (edit !== undefined) out.push(edit);
  }
  return out;
}

/**
 * Every adversarial string once in the first string of each input that takes one, and every edge
 * number once in its first number: values no generator writes (markup, controls, surrogates,
 * normalization forms, inherited names, 2^53 and beyond), each tried at least once per search
 * rather than when the draws happen to reach them.
 */
export function valueEdits(
  nodes: readonly TypedNode[],
  doc: JsonValue,
  accept: (doc: JsonValue) => boolean,
  max = Number.POSITIVE_INFINITY,
): StageEdit[] {
  const firstOf = (op: MutationOperator): TypedNode[] => {
    const kind = op === 'edge-number' ? 'number' : 'string';
    const byInput = new Map<string, TypedNode>();
    for (const n of nodes)
      if (!byInput.has(n.input) && n.kind === kind && !n.inArray && applicable(op, n, doc))
        byInput.set(n.input, n);
    return [...byInput.values()];
  };
  const planned: { n: TypedNode; op: MutationOperator; mutation: JsonMutation }[] = [
    ...firstOf('adversarial-string').flatMap((n) =>
      ADVERSARIAL_STRINGS.map((v) => ({
        n,
        op: 'adversarial-string' as const,
        mutation: { op: 'adversarial-string' as const, at: n.pointer, ...v },
      })),
    ),
    ...firstOf('edge-number').flatMap((n) =>
      EDGE_NUMBERS.map((v) => ({
        n,
        op: 'edge-number' as const,
        mutation: { op: 'edge-number' as const, at: n.pointer, ...v },
      })),
    ),
  ];
  const out: StageEdit[] = [];
  for (const { n, op, mutation } of planned) {
    if (out.length >= max) break;
    const edit = made(doc, n, op, mutation, accept);
    if (edit !== undefined) out.push(edit);
  }
  return out;
}
