import type { JsonValue } from '../json/JsonValue.ts';
import {
  type CrossReference,
  type Occurrence,
  crossReferences,
  placeOf,
  referenceKind,
  referenceSpan,
  respellingAt,
} from './crossReferences.ts';
import { collideSources, sameMemberElsewhere } from './collideSources.ts';
import type { StageEdit } from './AppliedMutation.ts';
import { type JsonMutation, applyJsonMutation } from './JsonMutation.ts';
import { GUIDED_OPERATORS, type GuidedOperator, type MutationOperator } from './operators.ts';
import { type TypedNode, readPointer } from './typedNodes.ts';

/** The pick fields a guided edit reads (see `MutationPick`). */
interface GuidedPick {
  op: GuidedOperator;
  node: number;
  choice: number;
}

function nth<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

/** The nodes of a document by pointer, made once per node list (every guided edit reads it). */
const indexes = new WeakMap<readonly TypedNode[], Map<string, TypedNode>>();
function indexOf(nodes: readonly TypedNode[]): Map<string, TypedNode> {
  let index = indexes.get(nodes);
  if (index === undefined) {
    index = new Map(nodes.map((n) => [n.pointer, n]));
    indexes.set(nodes, index);
  }
  return index;
}

function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

/**
 * The nearest array element holding `node` (itself included) that may move or go: not an input's
 * root (a peer's card stays with its name) and not the pinned head of its array.
 */
function holdingElement(
  node: TypedNode,
  nodes: readonly TypedNode[],
  roots = false,
): TypedNode | undefined {
  const byPointer = indexOf(nodes);
  for (let p = node.pointer; p !== ''; p = parentPointer(p)) {
    const n = byPointer.get(p);
    if (n === undefined || !n.inArray || (n.inner === '' && !roots)) continue;
    const arrayInner = n.inner.slice(0, n.inner.lastIndexOf('/'));
    if (n.key === '0' && n.shape.headPinned.includes(arrayInner)) return undefined;
    if (n.shape.fixed.includes(n.inner)) return undefined;
    return n;
  }
  return undefined;
}

/** Other string members of the object holding `o` (a skill's name beside its id). */
function siblingStrings(o: Occurrence, nodes: readonly TypedNode[], doc: JsonValue): TypedNode[] {
  if (o.asName || o.node.inArray) return [];
  const parent = parentPointer(o.node.pointer);
  const value = readPointer(doc, o.node.pointer);
  return nodes.filter(
    (n) =>
      n.kind === 'string' &&
      n.pointer !== o.node.pointer &&
      parentPointer(n.pointer) === parent &&
      !n.inArray &&
      readPointer(doc, n.pointer) !== value,
  );
}

function arrayLength(doc: JsonValue, pointer: string): number {
  const a = readPointer(doc, pointer);
  return Array.isArray(a) ? a.length : 0;
}

/** The edit `op` makes at occurrence `o` of `ref`, variant `sub`; undefined when none fits. */
function editAt(
  op: GuidedOperator,
  ref: CrossReference,
  o: Occurrence,
  sub: number,
  nodes: readonly TypedNode[],
  doc: JsonValue,
): { mutation: JsonMutation; at: TypedNode } | undefined {
  const at = o.node.pointer;
  // The value itself is edited only where it may be; what holds it may move wherever it is.
  if (!o.editable && (op === 'respell' || op === 'swap-namespace')) return undefined;
  if (!o.editable && op === 'orphan' && sub % 2 === 0) return undefined;
  switch (op) {
    case 'respell': {
      const v = respellingAt(ref.value, sub);
      if (v === undefined) return undefined;
      return o.asName
        ? { mutation: { op: 'rename-member', at, to: v.value }, at: o.node }
        : {
            mutation: { op: 'adversarial-string', at, value: v.value, label: `respell:${v.label}` },
            at: o.node,
          };
    }
    case 'swap-namespace': {
      if (o.asName) return undefined;
      // A value from beside another place of the reference: the name where the id is read.
      const others = ref.occurrences.filter(
        (p) => `${p.node.input}:${p.node.inner}` !== `${o.node.input}:${o.node.inner}`,
      );
      const from = nth(
        others.flatMap((p) => siblingStrings(p, nodes, doc)),
        sub,
      );
      return from === undefined
        ? undefined
        : { mutation: { op: 'copy', at, from: from.pointer }, at: o.node };
    }
    case 'reposition': {
      const el = holdingElement(o.node, nodes);
      if (el === undefined) return undefined;
      const n = arrayLength(doc, parentPointer(el.pointer));
      const arrayInner = el.inner.slice(0, el.inner.lastIndexOf('/'));
      const floor = el.shape.headPinned.includes(arrayInner) ? 1 : 0;
      if (n - floor < 2) return undefined;
      const to = el.key === String(floor) ? n - 1 : floor;
      return { mutation: { op: 'move', at: el.pointer, to }, at: el };
    }
    case 'share': {
      // Another element matches too: the same value on a sibling's same member (two keys under
      // one kid) or on another input's (two peers' cards), or a copy of what holds it over a
      // sibling (two peers that both fit).
      if (sub % 2 === 0 && o.editable && !o.asName) {
        const value = readPointer(doc, at);
        // Siblings first (two keys under one kid), then the same member of another input of the
        // type (a fallback peer's card claiming the planned skill too).
        const into = [
          ...collideSources(o.node, doc),
          ...sameMemberElsewhere(o.node, nodes, doc),
        ].filter((p) => readPointer(doc, p) !== value);
        const target = nth(into, Math.floor(sub / 2));
        if (target !== undefined)
          return { mutation: { op: 'copy', at: target, from: at }, at: o.node };
      }
      const el = holdingElement(o.node, nodes, true);
      if (el === undefined) return undefined;
      const target = nth(collideSources(el, doc), Math.floor(sub / 2));
      return target === undefined
        ? undefined
        : { mutation: { op: 'copy', at: target, from: el.pointer }, at: el };
    }
    case 'orphan': {
      // The other places lose what they refer to: this one dropped, or the list holding it emptied.
      const el = holdingElement(o.node, nodes);
      if (sub % 2 === 1 && el !== undefined) {
        const list = indexOf(nodes).get(parentPointer(el.pointer));
        if (list !== undefined && !list.shape.headPinned.includes(list.inner))
          return { mutation: { op: 'empty', at: list.pointer }, at: list };
      }
      if (o.asName || o.node.inArray || !o.node.shape.typeLocked)
        return { mutation: { op: 'drop', at }, at: o.node };
      return el === undefined ? undefined : { mutation: { op: 'drop', at: el.pointer }, at: el };
    }
  }
}

/**
 * A guided pick applied: a cross-reference of the document (by `pick.node`), one of its places
 * (by `pick.choice`) and a variant (the rest of `pick.choice`), edited by the drawn operator or,
 * when it fits nothing there or `accept` refuses the result, by the next guided one allowed.
 * Undefined when the document holds no cross-reference or no guided edit fits.
 */
export function guidedMutation(
  pick: GuidedPick,
  nodes: readonly TypedNode[],
  doc: JsonValue,
  accept: (doc: JsonValue) => boolean,
  operators: readonly MutationOperator[],
): StageEdit | undefined {
  const refs = crossReferences(nodes, doc);
  // Three picks in four go to values held by two inputs (a card and the plan, the keys and the
  // policy): one input read against another is where vendors' readers meet.
  const across = refs.filter((r) => referenceSpan(r) === 'inputs');
  const pool = pick.node % 4 !== 3 && across.length > 0 ? across : refs;
  const ref = nth(pool, Math.floor(pick.node / 4));
  if (ref === undefined) return undefined;
  const o = nth(ref.occurrences, pick.choice)!;
  const sub = Math.floor(pick.choice / ref.occurrences.length);
  const allowed = GUIDED_OPERATORS.filter((op) => operators.includes(op));
  const start = Math.max(0, allowed.indexOf(pick.op));
  for (let k = 0; k < allowed.length; k++) {
    const op = allowed[(start + k) % allowed.length]!;
    const edit = editAt(op, ref, o, sub, nodes, doc);
    if (edit === undefined) continue;
    const next = applyJsonMutation(doc, edit.mutation);
    if (!accept(next)) continue;
    return {
      doc: next,
      applied: {
        mutation: edit.mutation,
        operator: op,
        input: edit.at.input,
        schemaPath: edit.at.inner,
      },
    };
  }
  return undefined;
}

/**
 * The steps of the deterministic stage, each an operator and the variant it takes: first one
 * variant of each class of misreading (spelling, position, absence, namespace, multiplicity), then
 * the second variants. A reader that misreads two keys under one kid or a dropped allow-list entry
 * is no rarer than one that misreads a lengthened token.
 */
const STAGE_STEPS: readonly { op: GuidedOperator; sub: number }[] = [
  { op: 'respell', sub: 0 }, // the other case
  { op: 'reposition', sub: 0 },
  { op: 'orphan', sub: 0 }, // this place dropped
  { op: 'swap-namespace', sub: 0 },
  { op: 'share', sub: 0 }, // a sibling takes the same value
  { op: 'share', sub: 1 }, // what holds it copied over a sibling
  { op: 'respell', sub: 1 }, // the first token lengthened
  { op: 'respell', sub: 4 }, // a structured suffix
  { op: 'respell', sub: 10 }, // an inherited name
  { op: 'orphan', sub: 1 }, // the list holding it emptied
  { op: 'respell', sub: 7 }, // cut short
  { op: 'respell', sub: 13 }, // `__proto__`
  { op: 'swap-namespace', sub: 1 },
];

/** The steps a reference within one group of siblings takes (see {@link guidedEdits}). */
const GROUP_STEPS = STAGE_STEPS.filter((s) => s.op !== 'respell' || s.sub === 0);

/**
 * Every guided edit of the document, one at a time, in the order a deterministic stage tries
 * them (like a fuzzer's deterministic pass before its random one): the steps of
 * {@link STAGE_STEPS} on the cross-references (those two inputs hold first) by diagonals, the
 * n-th step of a reference beside the first step of the n-th reference after it, each at one
 * place of each schema path it sits at. So a short budget tries the first classes of misreading
 * on many references, and more classes on the first ones, rather than one class on all of them
 * (a routing input's respellings alone fill its stage). Edits `accept` refuses are left out; at
 * most `max`.
 */
export function guidedEdits(
  nodes: readonly TypedNode[],
  doc: JsonValue,
  accept: (doc: JsonValue) => boolean,
  max = Number.POSITIVE_INFINITY,
): StageEdit[] {
  const ordered = crossReferences(nodes, doc);
  const places = ordered.map((ref) => {
    const seen = new Set<string>();
    return ref.occurrences.filter((o) => {
      const k = placeOf(o);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  });
  const out: StageEdit[] = [];
  const made = new Set<string>();
  const tryEdit = (step: (typeof STAGE_STEPS)[number], ref: CrossReference, o: Occurrence) => {
    if (out.length >= max) return false;
    const edit = editAt(step.op, ref, o, step.sub, nodes, doc);
    if (edit === undefined) return false;
    const key = JSON.stringify(edit.mutation);
    if (made.has(key)) return false;
    made.add(key);
    const next = applyJsonMutation(doc, edit.mutation);
    if (!accept(next)) return false;
    out.push({
      doc: next,
      applied: {
        mutation: edit.mutation,
        operator: step.op,
        input: edit.at.input,
        schemaPath: edit.at.inner,
      },
      reference: referenceKind(ref),
    });
    return true;
  };
  // Diagonals of (step, reference): the first step of a later reference beside the second step of
  // an earlier one.
  for (let d = 0; d < STAGE_STEPS.length + ordered.length - 1; d++)
    for (
      let i = Math.max(0, d - ordered.length + 1);
      i <= Math.min(d, STAGE_STEPS.length - 1);
      i++
    ) {
      const step = STAGE_STEPS[i]!;
      const r = d - i;
      const ref = ordered[r]!;
      // A value siblings share at one path (two keys' `kty`) gets the other case and the steps
      // that add, move or drop a sibling; the respellings are for values two readers compare.
      if (referenceSpan(ref) === 'group' && !GROUP_STEPS.includes(step)) continue;
      for (const o of places[r] ?? []) tryEdit(step, ref, o);
    }
  return out;
}
