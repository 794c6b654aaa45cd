import type { JsonValue } from '../json/JsonValue.ts';
import type { Labelled } from './adversarialValues.ts';
import { type TypedNode, readPointer } from './typedNodes.ts';

/** One place a cross-referenced value sits: a string member or element, or a map's member name. */
export interface Occurrence {
  node: TypedNode;
  /** The value is the name of the member `node` (a scheme's name in `securitySchemes`). */
  asName: boolean;
  /**
   * The value itself may be edited here; a fixed or closed place (the kid a card is signed
   * under) still ties the others to it, and what holds it may still move.
   */
  editable: boolean;
}

/**
 * A value the document holds at two schema paths or more: a skill id and the skill a delegation
 * asks for, an extension URI declared and one a caller activates, a scheme defined and one a
 * requirement names, an algorithm allowed and one a key is for. Whatever reads the document
 * compares one place with the other; this is how the mutator finds what is compared without a
 * list of it (the static form of a fuzzer's input-to-state correspondence).
 */
export interface CrossReference {
  value: string;
  occurrences: Occurrence[];
}

/** Whether `n` is a member of an object whose member names are data (a map). */
function isMapMember(n: TypedNode): boolean {
  return !n.inArray && n.key !== undefined && n.shape.mapLike.some((m) => n.inner === `${m}/*`);
}

/** Most cross-references one document yields (a peer's data is bounded too). */
const MAX_REFERENCES = 64;

/** Which place an occurrence is: its input, its schema path, and whether it is a member name. */
export function placeOf(o: Occurrence): string {
  return `${o.node.input}:${o.node.inner}:${o.asName}`;
}

/** Which kind of reference `r` is: the places it joins, sorted (the same on any input). */
export function referenceKind(r: CrossReference): string {
  return [...new Set(r.occurrences.map(placeOf))].sort().join('|');
}

/** How far apart the places of a reference are: across inputs, across paths of one, or a group. */
export function referenceSpan(r: CrossReference): 'inputs' | 'paths' | 'group' {
  if (new Set(r.occurrences.map((o) => o.node.input)).size > 1) return 'inputs';
  const paths = new Set(r.occurrences.map(placeOf));
  return paths.size > 1 ? 'paths' : 'group';
}

/**
 * The cross-references of a document's typed nodes: values held at two schema paths or more,
 * then values several elements share at one path (the chunks of one artifact, under its id),
 * those two inputs hold first. Ordered by first occurrence within each span.
 */
export function crossReferences(nodes: readonly TypedNode[], doc: JsonValue): CrossReference[] {
  const byValue = new Map<string, Occurrence[]>();
  const add = (value: string, o: Occurrence): void => {
    // Prose (a description two members happen to share) is not looked up or compared as a key.
    if (value.length === 0 || /\s/.test(value)) return;
    const list = byValue.get(value);
    if (list === undefined) byValue.set(value, [o]);
    else list.push(o);
  };
  for (const n of nodes) {
    const editable = !n.shape.fixed.includes(n.inner) && !n.shape.closed.includes(n.inner);
    if (n.kind === 'string') {
      const v = readPointer(doc, n.pointer);
      if (typeof v === 'string') add(v, { node: n, asName: false, editable });
    }
    if (isMapMember(n) && n.key !== undefined)
      add(n.key, { node: n, asName: true, editable: !n.shape.fixed.includes(n.inner) });
  }
  const refs: CrossReference[] = [];
  for (const [value, occurrences] of byValue)
    if (occurrences.length > 1 && occurrences.some((o) => o.editable || o.node.inArray))
      refs.push({ value, occurrences });
  // Within a span, the values more inputs hold first (the signing algorithm the policy allows
  // and a key is for, before a media type a card and a plan share).
  const inputs = (r: CrossReference): number =>
    new Set(r.occurrences.map((o) => o.node.input)).size;
  const order = ['inputs', 'paths', 'group'] as const;
  return order
    .flatMap((span) =>
      refs.filter((r) => referenceSpan(r) === span).sort((a, b) => inputs(b) - inputs(a)),
    )
    .slice(0, MAX_REFERENCES);
}

function swapCase(s: string): string {
  return [...s]
    .map((ch) => {
      const up = ch.toUpperCase();
      return up === ch ? ch.toLowerCase() : up;
    })
    .join('');
}

/** Where a value's first token ends: before its first separator, or at its end. */
function firstTokenEnd(s: string): number {
  const i = s.search(/[/.:+\-_@#?;=]/);
  return i < 0 ? s.length : i;
}

/**
 * Spellings of a value that a reader comparing it with its other places must tell apart from it,
 * each a single, small edit: the letters in the other case (an identifier compared ignoring
 * case), the first token lengthened (`image/png` → `imagex/png`: a range or prefix read as a
 * match), a structured suffix (`application/json` → `application/x+json`, RFC 6838 §4.2.8), the
 * value cut short (a prefix compared as a match), and names every JavaScript object inherits (a
 * lookup with `in` or `obj[name]` finds them where no such member was defined).
 */
export function respellings(value: string): Labelled<string>[] {
  const cut = firstTokenEnd(value);
  const slash = value.indexOf('/');
  const out: Labelled<string>[] = [
    { label: 'other-case', value: swapCase(value) },
    { label: 'first-token-lengthened', value: `${value.slice(0, cut)}x${value.slice(cut)}` },
    {
      label: 'structured-suffix',
      value: slash < 0 ? `x+${value}` : `${value.slice(0, slash + 1)}x+${value.slice(slash + 1)}`,
    },
    { label: 'cut-short', value: value.slice(0, -1) },
    { label: 'inherited-name', value: 'constructor' },
    { label: 'proto-name', value: '__proto__' },
  ];
  return out.filter((r) => r.value !== value && r.value.length > 0);
}

/**
 * The respelling a pick's variant number names: the other case for one pick in three (the
 * misreading of identifiers most often seen: a comparison that folds case on one side), the
 * others evenly.
 */
export function respellingAt(value: string, sub: number): Labelled<string> | undefined {
  const all = respellings(value);
  const folded = all.find((r) => r.label === 'other-case');
  const rest = all.filter((r) => r !== folded);
  if (folded !== undefined && (sub % 3 === 0 || rest.length === 0)) return folded;
  return rest.length === 0 ? undefined : rest[Math.floor(sub / 3) % rest.length];
}
