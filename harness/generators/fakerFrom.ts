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

/**
 * Realistic values driven from fast-check's random source: fast-check draws a 31-bit integer,
 * a fresh faker seeded with it builds the value. The value is reproducible from the fast-check
 * seed and path, and shrinks (through the integer) towards the value of faker seed 0.
 */
export function fakerFrom<T>(make: (faker: Faker) => T): fc.Arbitrary<T> {
  return fc.integer({ min: 0, max: 0x7fffffff }).map((seed) => make(seededFaker(seed)));
}
