import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../json/JsonValue.ts';

/**
 * Member names a reader treats specially when it walks a free-form object by hand: names every
 * JavaScript object inherits (`__proto__` sets a prototype when assigned, `constructor` and
 * `toString` are found by `in`) and names the card defines at its root (`signatures`, which a
 * recursive delete strips at any depth where §8.4.1 leaves out only the top-level one).
 */
export const READER_SPECIAL_MEMBERS = ['__proto__', 'signatures', 'constructor', 'toString'];

/** Plain member names beside them. */
const PLAIN_MEMBERS = ['region', 'tier', 'limits'];

/** Sets a member as data, so `__proto__` stays an own member instead of setting the prototype. */
function define(out: JsonObject, member: string, value: JsonValue): void {
  Object.defineProperty(out, member, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const scalarArb: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom<JsonValue>('eu-west', 'gold', true, null),
  fc.integer({ min: -1000, max: 1000 }),
);

/**
 * A `google.protobuf.Struct` value as an extension's `params` carries it (A2A v1.0 §4.4.4
 * `AgentExtension.params`, free-form): one to three members, about half of them named
 * {@link READER_SPECIAL_MEMBERS}, holding scalars, lists or a nested Struct (at most `depth`
 * levels). Free-form objects are where a card holds member names no schema fixes, so this is
 * where a canonicalization or a copy that mishandles such a name shows.
 */
export function structArb(depth = 2): fc.Arbitrary<JsonObject> {
  const value: fc.Arbitrary<JsonValue> =
    depth <= 1
      ? fc.oneof(scalarArb, fc.array(scalarArb, { maxLength: 2 }))
      : fc.oneof(
          { arbitrary: scalarArb, weight: 2 },
          { arbitrary: fc.array(scalarArb, { maxLength: 2 }), weight: 1 },
          { arbitrary: structArb(depth - 1), weight: 2 },
        );
  const name = fc.oneof(
    fc.constantFrom(...READER_SPECIAL_MEMBERS),
    fc.constantFrom(...PLAIN_MEMBERS),
  );
  return fc
    .uniqueArray(fc.tuple(name, value), { minLength: 1, maxLength: 3, selector: ([n]) => n })
    .map((members) => {
      const out: JsonObject = {};
      for (const [n, v] of members) define(out, n, v);
      return out;
    });
}
