import type { JsonValue } from '../json/JsonValue.ts';
import {
  ADDED_VALUES,
  ADVERSARIAL_STRINGS,
  DERIVED_STRINGS,
  EDGE_NUMBERS,
} from './adversarialValues.ts';
import { UNKNOWN_MEMBERS } from './inputShapes.ts';
import type { AppliedMutation } from './AppliedMutation.ts';
import type { JsonNode } from './jsonNodes.ts';
import { type JsonMutation, applyJsonMutation } from './JsonMutation.ts';
import { DRAWN_OPERATORS, type MutationOperator, isGuided, isPlain } from './operators.ts';
import { guidedMutation } from './guidedMutation.ts';
import { collideSources } from './collideSources.ts';
import { type DocumentLayout, type TypedNode, readPointer, typedNodes } from './typedNodes.ts';

/**
 * One mutation as fast-check draws it: an operator, which of its candidate nodes, and which of
 * its variants. Plain numbers, so it shrinks (towards the first node and the first variant) and
 * replays with the input it edits; {@link resolveMutations} turns it into a {@link JsonMutation}.
 */
export interface MutationPick {
  op: MutationOperator;
  node: number;
  choice: number;
}

function parentPath(inner: string): string {
  return inner.slice(0, inner.lastIndexOf('/'));
}

function nth<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

/** The permutation of `n` items numbered `choice`: a rotation, or the reverse for even choices. */
function permutation(n: number, choice: number): number[] {
  const idx = [...Array(n).keys()];
  if (choice % 2 === 0) return idx.reverse();
  const by = 1 + (Math.floor(choice / 2) % Math.max(1, n - 1));
  return idx.map((i) => (i + by) % n);
}

const isScalar = (n: JsonNode): boolean =>
  n.kind === 'string' || n.kind === 'number' || n.kind === 'boolean' || n.kind === 'null';

function unknownAllowed(n: TypedNode): boolean {
  return n.shape.acceptsUnknown && (n.shape.unknownAt?.includes(n.inner) ?? true);
}

/**
 * Whether `op` can edit `node` of `doc` within the rules of the node's input shape. Guided
 * operators pick no node by itself: they edit a cross-reference ({@link guidedMutation}); the
 * stage's splices plant another input's (`spliceEdits`).
 */
export function applicable(op: MutationOperator, n: TypedNode, doc: JsonValue): boolean {
  if (!isPlain(op) || n.shape.fixed.includes(n.inner)) return false;
  const closed = n.shape.closed.includes(n.inner);
  const inputRoot = n.inner === '';
  const pinnedHead = n.inArray && n.key === '0' && n.shape.headPinned.includes(parentPath(n.inner));
  switch (op) {
    case 'permute':
      return n.kind === 'array' && n.shape.setLike.includes(n.inner) && length(doc, n) > 1;
    case 'duplicate':
    case 'move':
      return n.inArray && !inputRoot && !pinnedHead;
    case 'drop':
      return !inputRoot && !pinnedHead && (n.inArray || !n.shape.typeLocked);
    case 'reorder-members':
      return n.kind === 'object' && n.shape.acceptsUnknown;
    case 'add-unknown':
      return n.kind === 'object' && unknownAllowed(n);
    case 'add-known-member':
      return (
        n.kind === 'object' && unknownAllowed(n) && (n.shape.knownMembers[n.inner] ?? []).length > 0
      );
    case 'copy':
    case 'adversarial-string':
      return n.kind === 'string' && !closed;
    case 'edge-number':
      return !closed && (n.kind === 'number' || (isScalar(n) && !n.shape.typeLocked));
    case 'nest':
      return n.kind === 'object' && !n.shape.typeLocked;
    case 'empty':
      return n.kind === 'array' && length(doc, n) > 0 && !n.shape.headPinned.includes(n.inner);
    case 'collide':
      return !closed && collideSources(n, doc).length > 0;
  }
}

function length(doc: JsonValue, node: JsonNode): number {
  const target = readPointer(doc, node.pointer);
  return Array.isArray(target) ? target.length : 0;
}

function stringVariant(current: string, choice: number): { value: string; label: string } {
  const total = ADVERSARIAL_STRINGS.length + DERIVED_STRINGS.length;
  const i = choice % total;
  if (i < ADVERSARIAL_STRINGS.length) return ADVERSARIAL_STRINGS[i]!;
  const d = DERIVED_STRINGS[i - ADVERSARIAL_STRINGS.length]!;
  return { value: d.derive(current), label: d.label };
}

/** The edit one pick makes on `node` of `doc`, or undefined when the pick has no variant there. */
function mutationAt(
  pick: MutationPick,
  node: TypedNode,
  nodes: readonly TypedNode[],
  doc: JsonValue,
): JsonMutation | undefined {
  const at = node.pointer;
  const c = pick.choice;
  if (!isPlain(pick.op)) return undefined;
  switch (pick.op) {
    case 'permute':
      return { op: 'permute', at, order: permutation(length(doc, node), c) };
    case 'duplicate':
    case 'drop':
    case 'reorder-members':
    case 'empty':
      return { op: pick.op, at };
    case 'move': {
      const parent = at.slice(0, at.lastIndexOf('/'));
      const n = length(doc, { ...node, pointer: parent });
      const floor = node.shape.headPinned.includes(parentPath(node.inner)) ? 1 : 0;
      return { op: 'move', at, to: n <= floor ? floor : floor + (c % (n - floor)) };
    }
    case 'add-unknown': {
      const member = UNKNOWN_MEMBERS[c % UNKNOWN_MEMBERS.length]!;
      // In a map (scheme names), a new member is a new entry: it holds what its siblings hold.
      const held = readPointer(doc, at);
      const sibling =
        node.shape.mapLike.includes(node.inner) && held !== null && typeof held === 'object'
          ? Object.values(held)[0]
          : undefined;
      const value =
        sibling ??
        ADDED_VALUES[Math.floor(c / UNKNOWN_MEMBERS.length) % ADDED_VALUES.length]!.value;
      return { op: 'add-unknown', at, member, value: structuredClone(value) };
    }
    case 'add-known-member': {
      const entry = nth(node.shape.knownMembers[node.inner] ?? [], c);
      return entry === undefined
        ? undefined
        : { op: 'add-known-member', at, member: entry.member, value: entry.value };
    }
    case 'copy': {
      const current = readPointer(doc, at);
      const sources = nodes.filter(
        (n) => n.kind === 'string' && n.pointer !== at && readPointer(doc, n.pointer) !== current,
      );
      const from = nth(sources, c);
      return from === undefined ? undefined : { op: 'copy', at, from: from.pointer };
    }
    case 'adversarial-string': {
      const current = readPointer(doc, at);
      const v = stringVariant(typeof current === 'string' ? current : '', c);
      return { op: 'adversarial-string', at, ...v };
    }
    case 'edge-number': {
      const v = EDGE_NUMBERS[c % EDGE_NUMBERS.length]!;
      return { op: 'edge-number', at, ...v };
    }
    case 'nest': {
      // An array element nests under its array's name (a skill in `skills` gets a `skills`).
      const parent = nodes.find((n) => n.pointer === at.slice(0, at.lastIndexOf('/')));
      const member = node.inArray ? parent?.key : node.key;
      return { op: 'nest', at, member: member ?? node.input };
    }
    case 'collide': {
      const from = nth(collideSources(node, doc), c);
      return from === undefined ? undefined : { op: 'copy', at, from };
    }
  }
}

/**
 * The node `i` picks. Every other pick: first a schema path of the whole document (so a path with
 * one node is edited as often as one with fifty), then one of its nodes; the others: first an
 * input (so the three paths of the signature entries get edits beside the fifty of a card), then
 * a path of it, then a node.
 */
function stratified(list: readonly TypedNode[], i: number): TypedNode | undefined {
  const byInput = i % 2 === 1;
  const rest = Math.floor(i / 2);
  const inputs = [...new Set(list.map((n) => n.input))];
  const input = byInput ? nth(inputs, rest) : undefined;
  const within = input === undefined ? list : list.filter((n) => n.input === input);
  const k = byInput ? Math.floor(rest / inputs.length) : rest;
  const key = (n: TypedNode): string => `${n.input}:${n.inner}`;
  const paths = [...new Set(within.map(key))];
  const path = nth(paths, k);
  if (path === undefined) return undefined;
  return nth(
    within.filter((n) => key(n) === path),
    Math.floor(k / paths.length),
  );
}

/**
 * Which of the operators that fit a node a pick starts from: the drawn one when it fits, else the
 * drawn one's rank among those that do not fit, spread over those that do. Every fitting
 * operator then gets about as many picks as any other: taking "the next one that fits" gave the
 * operator after a run of misfits most of them (five of every eleven edits of a card string were
 * drops, one an adversarial string).
 */
function fittingStart(
  drawn: MutationOperator,
  operators: readonly MutationOperator[],
  fitting: readonly MutationOperator[],
): number {
  const at = fitting.indexOf(drawn);
  if (at >= 0 || fitting.length === 0) return Math.max(0, at);
  const misfits = operators.filter((op) => !fitting.includes(op));
  return Math.max(0, misfits.indexOf(drawn)) % fitting.length;
}

/**
 * Resolves and applies the picks one after the other, each against the document as the ones
 * before it left it. A pick no allowed operator fits, or whose every edit `accept` refuses (the
 * harness could not serve the result, e.g. sign a card holding a lone surrogate), is left out.
 */
export function resolveMutations(
  doc: JsonValue,
  layout: DocumentLayout,
  picks: readonly MutationPick[],
  accept: (doc: JsonValue) => boolean = () => true,
  operators: readonly MutationOperator[] = DRAWN_OPERATORS,
): { doc: JsonValue; applied: AppliedMutation[] } {
  let current = doc;
  const applied: AppliedMutation[] = [];
  for (const pick of picks) {
    const nodes = typedNodes(current, layout);
    const drawn = pick.op;
    if (isGuided(drawn)) {
      const guided = guidedMutation({ ...pick, op: drawn }, nodes, current, accept, operators);
      if (guided !== undefined) {
        current = guided.doc;
        applied.push(guided.applied);
        continue;
      }
      // No cross-reference to edit: the pick edits a node as a plain one would.
    }
    // The node first, stratified by schema path, so every path some operator can edit is edited
    // as often as any other (a fixed or empty member takes no pick); then the drawn operator if
    // it fits the node, else one of those that fit.
    const editable = nodes.filter((n) => operators.some((op) => applicable(op, n, current)));
    const node = stratified(editable, pick.node);
    if (node === undefined) continue;
    const fitting = operators.filter((op) => applicable(op, node, current));
    const start = fittingStart(pick.op, operators, fitting);
    for (let k = 0; k < fitting.length; k++) {
      const op = fitting[(start + k) % fitting.length]!;
      const mutation = mutationAt({ ...pick, op }, node, nodes, current);
      if (mutation === undefined) continue;
      const next = applyJsonMutation(current, mutation);
      if (!accept(next)) continue;
      current = next;
      applied.push({ mutation, operator: op, input: node.input, schemaPath: node.inner });
      break;
    }
  }
  return { doc: current, applied };
}
