import fc from 'fast-check';
import type { Scenario } from '../../scenarios/properties/VerifierScenario.ts';

/**
 * The input a property's search generated at `index` under `seed`: fast-check replays the
 * stream from its path and stops after that one value. Pure generation, no IUT is called.
 * `undefined` if fast-check has no value there.
 */
export function inputAt(
  arbitrary: fc.Arbitrary<Scenario>,
  seed: number,
  index: number,
): Scenario | undefined {
  let found: Scenario | undefined;
  fc.check(
    fc.property(arbitrary, (s) => {
      found ??= s;
      return true;
    }),
    { seed, path: String(index), numRuns: 1 },
  );
  return found;
}
