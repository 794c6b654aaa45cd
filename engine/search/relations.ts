import fc from 'fast-check';
import { type JsonValue, isJsonObject } from '../../harness/json/JsonValue.ts';
import {
  INPUT_SHAPES,
  applyJsonMutation,
  listNodes,
  pointerSegments,
} from '../../harness/mutation/index.ts';
import type { DiscoverResult } from '../../harness/contract/types.ts';
import type { ModelScenario } from '../../scenarios/properties/VerifierScenario.ts';

import { RELATIONS, type RelationName } from '../../scenarios/properties/RelationName.ts';

/** A relation on one input in `1 + plainWeight` (default 7: an eighth of the budget). */
export function relationArb(plainWeight = 7): fc.Arbitrary<RelationName | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: plainWeight },
    { arbitrary: fc.constantFrom(...(Object.keys(RELATIONS) as RelationName[])), weight: 1 },
  );
}

function reverseAllMembers(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(reverseAllMembers);
  if (!isJsonObject(v)) return v;
  const out: Record<string, JsonValue> = {};
  // Defined, not assigned: a `__proto__` member stays a member, never the copy's prototype.
  for (const [k, e] of Object.entries(v).reverse())
    Object.defineProperty(out, k, {
      value: reverseAllMembers(e),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** Every set-like array of the card (the card model's, `INPUT_SHAPES.card`) reversed. */
function reverseSets(card: JsonValue): JsonValue {
  let out = card;
  const sets = listNodes(card).filter(
    (n) => n.kind === 'array' && INPUT_SHAPES.card.setLike.includes(n.schemaPath),
  );
  // Deepest first, so reversing an outer array does not move the pointers of inner ones.
  for (const n of sets.reverse()) {
    let target: JsonValue | undefined = out;
    for (const seg of pointerSegments(n.pointer))
      target = Array.isArray(target)
        ? target[Number(seg)]
        : isJsonObject(target)
          ? target[seg]
          : undefined;
    if (!Array.isArray(target) || target.length < 2) continue;
    const order = [...target.keys()].reverse();
    out = applyJsonMutation(out, { op: 'permute', at: n.pointer, order });
  }
  return out;
}

/** The transformed input, or undefined when the relation does not apply to it. */
export function transformed(s: ModelScenario, relation: RelationName): ModelScenario | undefined {
  if (s.call === 'reassemble') return undefined;
  const card = s.card.card;
  const withCard = (c: JsonValue): ModelScenario =>
    isJsonObject(c) ? { ...s, card: { ...s.card, card: c } } : s;
  switch (relation) {
    case 'reorder-members':
      return withCard(reverseAllMembers(card));
    case 'permute-sets':
      return withCard(reverseSets(card));
    case 'add-unknown-member':
      return Object.hasOwn(card, 'x-crosscheck-relation')
        ? undefined
        : withCard({ ...card, 'x-crosscheck-relation': { note: 'ignore me' } });
    case 'change-signed-member':
      // `name` is REQUIRED and signed under both canonicalizations; the edit happens after signing.
      if (s.call !== 'discover' || s.card.sign === null || s.card.mutation !== undefined)
        return undefined;
      return { ...s, card: { ...s.card, mutation: { kind: 'change', at: '/name' } } };
  }
}

/** Arrays of plain values compared as sets: a relation reorders what may come back reordered. */
function asSets(v: unknown): unknown {
  if (Array.isArray(v)) {
    const items = v.map(asSets);
    return items.every((i) => typeof i !== 'object' || i === null)
      ? [...items].sort((a, b) => String(a).localeCompare(String(b)))
      : items;
  }
  if (isJsonObject(v))
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, e]) => [k, asSets(e)]),
    );
  return v;
}

/**
 * The breach of `relation` between the IUT's answers to the input and to its transform, or
 * undefined when the relation holds. `same` relations compare the property's projections.
 */
export function relationBreach(
  relation: RelationName,
  before: { projected: unknown; answer: unknown },
  after: { projected: unknown; answer: unknown },
): string | undefined {
  if (RELATIONS[relation] === 'signature-lost') {
    const a = before.answer as DiscoverResult;
    const b = after.answer as DiscoverResult;
    if (a.signature !== 'valid' || b.signature !== 'valid') return undefined;
    return `relation ${relation}: the card verified, and still verified (signature "valid") after a signed member changed after signing`;
  }
  const x = JSON.stringify(asSets(before.projected));
  const y = JSON.stringify(asSets(after.projected));
  return x === y
    ? undefined
    : `relation ${relation}: the answer changed under a transformation that must not change it: ${x.slice(0, 200)} became ${y.slice(0, 200)}`;
}
