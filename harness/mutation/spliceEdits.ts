import { type JsonValue, isJsonObject, pointerJoin } from '../json/JsonValue.ts';
import type { StageEdit } from './AppliedMutation.ts';
import {
  type CrossReference,
  crossReferences,
  placeOf,
  referenceKind,
  referenceSpan,
} from './crossReferences.ts';
import { type JsonMutation, applyJsonMutation } from './JsonMutation.ts';
import type { InputType } from './inputShapes.ts';
import {
  type DocumentLayout,
  type TypedNode,
  readPointer,
  rootOf,
  typedNodes,
} from './typedNodes.ts';

/**
 * A cross-reference another generator's input holds, as what it takes to plant it in another
 * input: for each place it joins, the input type, the path from that input's root, and the
 * donor input's root (what holds the value there is copied with it).
 */
export interface DonorReference {
  /** The places it joins ({@link referenceKind}). */
  kind: string;
  places: { input: InputType; inner: string; relative: string[]; root: JsonValue }[];
}

/** Most donor references one stage plants (a handful of kinds its generator never makes). */
const MAX_DONOR_REFERENCES = 8;

function asDonor(ref: CrossReference, doc: JsonValue): DonorReference | undefined {
  if (ref.occurrences.some((o) => !o.editable)) return undefined;
  const seen = new Set<string>();
  const places: DonorReference['places'] = [];
  for (const o of ref.occurrences) {
    if (seen.has(placeOf(o))) continue;
    seen.add(placeOf(o));
    const { root, relative } = rootOf(o.node);
    const held = readPointer(doc, root);
    if (held === undefined) return undefined;
    places.push({ input: o.node.input, inner: o.node.inner, relative, root: held });
  }
  return { kind: referenceKind(ref), places };
}

/**
 * The cross-references between inputs the donor documents hold (other properties' generated
 * inputs), one donor per kind, in the donors' order: what {@link donorReferences} chooses from.
 */
export function donorPool(
  donors: readonly { doc: JsonValue; layout: DocumentLayout }[],
): DonorReference[] {
  const out = new Map<string, DonorReference>();
  for (const { doc, layout } of donors)
    for (const ref of crossReferences(typedNodes(doc, layout), doc)) {
      if (referenceSpan(ref) !== 'inputs') continue;
      const kind = referenceKind(ref);
      if (out.has(kind)) continue;
      const donor = asDonor(ref, doc);
      if (donor !== undefined) out.set(kind, donor);
    }
  return [...out.values()];
}

/**
 * The donor references whose places no kind in `known` (the kinds a property's own inputs make)
 * already joins, all of them or more, and whose every place is in an input of `inputs`:
 * structures one generator combines and another never does, at most
 * {@link MAX_DONOR_REFERENCES}.
 */
export function donorReferences(
  pool: readonly DonorReference[],
  known: ReadonlySet<string>,
  inputs: readonly InputType[],
): DonorReference[] {
  const joined = [...known].map((k) => new Set(k.split('|')));
  const isKnown = (kind: string): boolean => {
    const places = kind.split('|');
    return joined.some((k) => places.every((p) => k.has(p)));
  };
  return pool
    .filter((d) => !isKnown(d.kind) && d.places.every((p) => inputs.includes(p.input)))
    .slice(0, MAX_DONOR_REFERENCES);
}

/**
 * Where the donor's value goes in the input at `root`: down the donor's path while the target
 * holds it; at the first member the target lacks, the donor's member (holding only the element on
 * the path where it is a list); at the first list, the donor's element appended; at the place
 * itself, the donor's value over the target's. Undefined where the target's shape differs.
 */
function partAt(
  doc: JsonValue,
  root: string,
  donorRoot: JsonValue,
  relative: readonly string[],
): { at: string; value: JsonValue } | undefined {
  let target = readPointer(doc, root);
  let donor: JsonValue | undefined = donorRoot;
  let at = root;
  for (let i = 0; i < relative.length; i++) {
    const seg = relative[i]!;
    if (Array.isArray(donor)) {
      const element = donor[Number(seg)];
      if (!Array.isArray(target) || element === undefined) return undefined;
      return { at: pointerJoin(at, '-'), value: element };
    }
    if (!isJsonObject(donor) || !isJsonObject(target) || !Object.hasOwn(donor, seg))
      return undefined;
    const value: JsonValue = donor[seg]!;
    const last = i === relative.length - 1;
    if (!Object.hasOwn(target, seg)) {
      const next = relative[i + 1];
      const element = Array.isArray(value) && next !== undefined ? value[Number(next)] : undefined;
      return { at: pointerJoin(at, seg), value: element === undefined ? value : [element] };
    }
    if (last)
      return typeof target[seg] === typeof value ? { at: pointerJoin(at, seg), value } : undefined;
    target = target[seg]!;
    donor = value;
    at = pointerJoin(at, seg);
  }
  return undefined;
}

/**
 * Each donor reference planted in the document at once (`splice`): at every place it joins, in
 * every input of that place's type, the donor's value and what holds it (the caller's extension
 * and the card's declaration of it, in a fallback scenario that never had either). A reference
 * with a place the document has no room for is left out; so is an edit `accept` refuses.
 */
export function spliceEdits(
  nodes: readonly TypedNode[],
  doc: JsonValue,
  donors: readonly DonorReference[],
  accept: (doc: JsonValue) => boolean,
  max = Number.POSITIVE_INFINITY,
): StageEdit[] {
  // Each input's root is the node at its empty schema path (every card of `peers` among them).
  const rootsOf = (input: InputType): string[] =>
    nodes.filter((n) => n.input === input && n.inner === '').map((n) => n.pointer);
  const out: StageEdit[] = [];
  for (const donor of donors) {
    if (out.length >= max) break;
    const parts: { at: string; value: JsonValue }[] = [];
    const placed = donor.places.every((place) => {
      const found = rootsOf(place.input).flatMap((root) => {
        const part = partAt(doc, root, place.root, place.relative);
        return part === undefined ? [] : [part];
      });
      parts.push(...found);
      return found.length > 0;
    });
    if (!placed) continue;
    const mutation: JsonMutation = { op: 'splice', at: parts[0]!.at, parts };
    const next = applyJsonMutation(doc, mutation);
    if (!accept(next)) continue;
    const first = donor.places[0]!;
    out.push({
      doc: next,
      applied: { mutation, operator: 'splice', input: first.input, schemaPath: first.inner },
    });
  }
  return out;
}
