import fc from 'fast-check';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import type { Scenario } from '../../scenarios/properties/VerifierScenario.ts';
import { STAGE_INDEX_BASE } from '../properties/runProperty.ts';

/**
 * The input a property's search of `numRuns` generated at `index` under `seed`: a drawn input is
 * replayed by fast-check from its path (it stops after that one value), a deterministic stage
 * input (`index` from {@link STAGE_INDEX_BASE}) is made again from the seed. No IUT is called.
 * `undefined` if there is no input there.
 */
export async function inputAt(
  def: Pick<PropertyDefinition, 'arbitrary' | 'examples'>,
  seed: number,
  index: number,
  numRuns: number,
  ctx: () => Promise<CaseContext>,
): Promise<Scenario | undefined> {
  if (index >= STAGE_INDEX_BASE) {
    const stage = def.examples === undefined ? [] : await def.examples(seed, numRuns, await ctx());
    return stage[index - STAGE_INDEX_BASE];
  }
  let found: Scenario | undefined;
  fc.check(
    fc.property(def.arbitrary, (s) => {
      found ??= s;
      return true;
    }),
    { seed, path: String(index), numRuns: 1 },
  );
  return found;
}

/** The replay path of the input at `index` of a search (see {@link inputAt}). */
export function pathOfIndex(index: number): string {
  return index >= STAGE_INDEX_BASE ? `s${index - STAGE_INDEX_BASE}` : String(index);
}
