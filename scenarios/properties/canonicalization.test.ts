import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDiff, canonicalizeCard } from '../../harness/canon/index.ts';
import type { Canonicalization } from '../../harness/contract/types.ts';
import { cardArb } from '../../harness/generators/index.ts';
import { type JsonObject, type JsonValue, isJsonObject } from '../../harness/json/JsonValue.ts';

const MODES: Canonicalization[] = ['jcs-emitted', 'a2a-1.0'];
const params = { seed: 20261112, numRuns: 150 };

/** Rotates and, on odd turns, reverses the members of every object: a new member order, same members. */
function reorder(value: JsonValue, turn: number): JsonValue {
  if (Array.isArray(value)) return value.map((v, i) => reorder(v, turn + i));
  if (!isJsonObject(value)) return value;
  const entries = Object.entries(value);
  const k = entries.length === 0 ? 0 : turn % entries.length;
  const rotated = [...entries.slice(k), ...entries.slice(0, k)];
  const ordered = turn % 2 === 1 ? rotated.reverse() : rotated;
  const out: JsonObject = {};
  ordered.forEach(([key, v], i) => (out[key] = reorder(v, turn + i + 1)));
  return out;
}

/** One way a card's emitted form may legitimately differ from its a2a-1.0 form (A2A §8.4.1, §5.7). */
type Divergence =
  | { kind: 'unknown'; member: 'x-vendor-note' | 'enforceInputModes' }
  | { kind: 'null'; at: 'documentationUrl' | 'capabilities.streaming' }
  | {
      kind: 'default';
      at: 'capabilities.extensions' | 'skills.0.examples' | 'securityRequirements';
    }
  | { kind: 'alias'; at: 'iconUrl' | 'capabilities.pushNotifications' };

const divergenceArb: fc.Arbitrary<Divergence> = fc.oneof(
  fc.record({
    kind: fc.constant('unknown' as const),
    member: fc.constantFrom('x-vendor-note' as const, 'enforceInputModes' as const),
  }),
  fc.record({
    kind: fc.constant('null' as const),
    at: fc.constantFrom('documentationUrl' as const, 'capabilities.streaming' as const),
  }),
  fc.record({
    kind: fc.constant('default' as const),
    at: fc.constantFrom(
      'capabilities.extensions' as const,
      'skills.0.examples' as const,
      'securityRequirements' as const,
    ),
  }),
  fc.record({
    kind: fc.constant('alias' as const),
    at: fc.constantFrom('iconUrl' as const, 'capabilities.pushNotifications' as const),
  }),
);

interface Change {
  pointer: string;
  change: string;
  to?: string;
}

/** Applies a divergence to a clean card in place; returns the change a2a-1.0 must report, or undefined if it did not apply. */
function diverge(card: JsonObject, d: Divergence): Change | undefined {
  if (d.kind === 'unknown') {
    if (Object.hasOwn(card, d.member)) return undefined;
    card[d.member] = d.member === 'enforceInputModes' ? true : 'eu-west';
    return { pointer: `/${d.member}`, change: 'dropped-unknown' };
  }
  const path = d.at.split('.');
  const key = path.pop()!;
  let holder: JsonValue | undefined = card;
  for (const seg of path)
    holder = Array.isArray(holder)
      ? holder[Number(seg)]
      : isJsonObject(holder)
        ? holder[seg]
        : undefined;
  if (!isJsonObject(holder)) return undefined;
  const pointer = `/${d.at.replace(/\./g, '/')}`;
  const present = Object.hasOwn(holder, key);
  if (d.kind === 'null' || d.kind === 'default') {
    if (present) return undefined;
    holder[key] = d.kind === 'null' ? null : [];
    return { pointer, change: d.kind === 'null' ? 'dropped-null' : 'dropped-default' };
  }
  if (!present) return undefined;
  const snake = key.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
  holder[snake] = holder[key]!;
  delete holder[key];
  return {
    pointer: `${pointer.slice(0, pointer.length - key.length)}${snake}`,
    change: 'renamed',
    to: key,
  };
}

const byPointer = (a: Change, b: Change) => a.pointer.localeCompare(b.pointer);

describe('canonicalizeCard, as properties', () => {
  it.each(MODES)('%s is idempotent', (mode) => {
    fc.assert(
      fc.property(cardArb(), (card) => {
        const once = canonicalizeCard(card, mode);
        expect(canonicalizeCard(JSON.parse(once) as JsonObject, mode)).toBe(once);
      }),
      params,
    );
  });

  it.each(MODES)('%s does not depend on member order', (mode) => {
    fc.assert(
      fc.property(cardArb(), fc.nat({ max: 7 }), (card, turn) => {
        expect(canonicalizeCard(reorder(card, turn) as JsonObject, mode)).toBe(
          canonicalizeCard(card, mode),
        );
      }),
      params,
    );
  });

  it('gives the same text under both canonicalizations for a clean card (no unknown, null, default or alias members)', () => {
    fc.assert(
      fc.property(cardArb({ clean: true }), (card) => {
        expect(canonicalDiff(card)).toMatchObject({ same: true, changes: [] });
      }),
      params,
    );
  });

  it('differs only where §8.4.1 / §5.7 say: exactly the unknown, null, default and alias members injected', () => {
    fc.assert(
      fc.property(
        cardArb({ clean: true }),
        fc.uniqueArray(divergenceArb, { maxLength: 4, selector: (d) => JSON.stringify(d) }),
        (clean, divergences) => {
          // Arrange
          const card = structuredClone(clean);
          const expected = divergences.flatMap((d) => diverge(card, d) ?? []);
          // Act
          const diff = canonicalDiff(card);
          // Assert
          expect([...diff.changes].sort(byPointer)).toEqual([...expected].sort(byPointer));
          expect(diff.a2a).toBe(canonicalizeCard(clean, 'jcs-emitted'));
          expect(diff.same).toBe(expected.length === 0);
        },
      ),
      params,
    );
  });
});
