import { Faker, base, en } from '@faker-js/faker';
import fc from 'fast-check';

/**
 * A private faker instance seeded with `seed`: never the global `faker`, so every value it
 * produces is a pure function of the seed (STYLE habit 7).
 */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return faker;
}

/** Faker seeds a realistic value is drawn from: enough variety, few enough to keep them all. */
export const FAKER_SEEDS = 4096;

/**
 * Realistic values driven from fast-check's random source: fast-check draws an integer below
 * {@link FAKER_SEEDS}, faker seeded with it builds the value. The value is reproducible from the
 * fast-check seed and path, and shrinks (through the integer) towards the value of faker seed 0.
 *
 * Each arbitrary owns one private faker and reseeds it before a value it has not built yet:
 * `seed()` resets its whole state and `map` runs synchronously, so this equals a fresh instance
 * per value. Values are kept by seed: names and identities are realism, not a search dimension,
 * and drawing them cost a sixth of each generated input (BENCHMARKS.md §1).
 */
export function fakerFrom<T>(make: (faker: Faker) => T): fc.Arbitrary<T> {
  const faker = new Faker({ locale: [en, base] });
  const made = new Map<number, T>();
  return fc.integer({ min: 0, max: FAKER_SEEDS - 1 }).map((seed) => {
    let value = made.get(seed);
    if (value === undefined) {
      faker.seed(seed);
      value = make(faker);
      made.set(seed, value);
    }
    // A copy: whoever gets the value may change it (an IUT handed a generated card, say).
    return typeof value === 'object' && value !== null ? structuredClone(value) : value;
  });
}
