import fc from 'fast-check';
import { createPropertyContext } from '../../../engine/properties/createPropertyContext.ts';
import { runProperty } from '../../../engine/properties/runProperty.ts';
import { isPeerFault } from '../../../harness/errors/index.ts';
import { createInProcessIut } from '../../../harness/transports/inProcessIut.ts';
import { MUTANTS, type Mutant } from '../../../engine/mutants/index.ts';
import { REACH_MUTANT_SPECS } from '../../../scenarios/contract/index.ts';
import { withGenericMutation } from '../../../engine/search/searchedProperties.ts';
import { PLAIN_PROPERTY_DEFINITIONS } from '../../../scenarios/properties/allProperties.ts';
import type { PropertyDefinition } from '../../../scenarios/properties/PropertyDefinition.ts';
import type { ReachDimension } from '../../../scenarios/properties/reach/ReachDimension.ts';
import { REACH_CATALOGUE } from '../../../scenarios/properties/reach/reachCatalogue.ts';
import type { Scenario } from '../../../scenarios/properties/VerifierScenario.ts';

/** The reach mutants (each area's `<area>-mutants.ts`), as the self-test runs them. */
export const REACH_MUTANTS: readonly Mutant[] = MUTANTS.filter((m) =>
  REACH_MUTANT_SPECS.some((s) => s.id === m.id),
);

/** What became of one reach mutant's catch with one catalogue entry removed. */
export interface RemovalOutcome {
  rule: string;
  dimension: string;
  property: string;
  mutant: string;
  /**
   * `kept`: a property of the rule still fails on the mutant; `lost`: none does; `not-searched`:
   * the entry's property is a client-role one over the wire, which the self-test does not run
   * against the reach mutants (it judges them on the contract, so no catch goes through it);
   * `unremovable`: nearly every input of the generator reaches it (more than
   * {@link MOST_REMOVABLE}), so leaving them out would leave next to nothing to search.
   */
  outcome: 'kept' | 'lost' | 'not-searched' | 'unremovable';
  /** The properties that caught it, each with the runs it took. */
  caughtBy: string[];
  /** Share of the generator's own inputs that reach the entry (what removing it takes away). */
  plainShare?: number;
}

/** The largest share of a generator's inputs an entry may reach and still be taken out. */
const MOST_REMOVABLE = 0.9;

/** Options of {@link sweepReachRemoval}: the default seed and budget unless told. */
export interface SweepOptions {
  seed: number;
  runs: number;
}

/** The properties a mutant is searched with for its rule: model-compared, off the wire. */
function searchesOf(rule: string): PropertyDefinition[] {
  return PLAIN_PROPERTY_DEFINITIONS.filter(
    (d) => d.rule === rule && d.judge === undefined && d.wire !== true,
  );
}

async function caughtBy(
  mutant: Mutant,
  defs: readonly PropertyDefinition[],
  ctx: Awaited<ReturnType<typeof createPropertyContext>>,
  options: SweepOptions,
): Promise<string[]> {
  const iut = createInProcessIut(`mutant:${mutant.id}`, mutant.adapter);
  const by: string[] = [];
  for (const def of defs) {
    try {
      const run = await runProperty(def, iut, ctx, {
        seed: options.seed,
        numRuns: options.runs,
        endOnFailure: true,
      });
      if (run.failed) by.push(`${def.id}@${run.numRuns}`);
    } catch (error) {
      // A mutant that crashes or times out is not caught by that property; anything else is ours.
      if (!isPeerFault(error)) throw error;
    }
  }
  return by;
}

/**
 * The generator of `def` with `dimension` taken out of its own inputs: every input it makes that
 * reaches the entry is left out before the generic mutator, which may still get there by itself.
 * The catalogue steers no generator (it only measures), so this is what removing an entry can
 * mean: the hand-written generator no longer tries that position or spelling.
 */
function without(def: PropertyDefinition, dimension: ReachDimension): PropertyDefinition {
  const reached = dimension.reached!;
  return withGenericMutation({
    ...def,
    arbitrary: def.arbitrary.filter((s: Scenario) => !reached(s)),
  });
}

/** Each reach mutant caught by its rule's searches as they are (the control of the sweep). */
export async function reachCatches(options: SweepOptions): Promise<Map<string, string[]>> {
  const ctx = await createPropertyContext(options.seed, options.runs);
  const out = new Map<string, string[]>();
  for (const m of REACH_MUTANTS)
    out.set(
      m.id,
      await caughtBy(m, searchesOf(m.brokenRule).map(withGenericMutation), ctx, options),
    );
  return out;
}

/**
 * Removes each entry of the reach catalogue in turn (its generator no longer makes inputs that
 * reach it, see {@link without}) and searches each reach mutant of the entry's rule with the
 * rule's properties: is it still caught within the budget at the seed? Entries of rules no reach
 * mutant breaks cannot lose a reach mutant's catch (a catch is a failure of the mutant's own
 * rule, and an entry's property is one of its rule) and are not run.
 */
export async function sweepReachRemoval(options: SweepOptions): Promise<RemovalOutcome[]> {
  const ctx = await createPropertyContext(options.seed, options.runs);
  const out: RemovalOutcome[] = [];
  for (const { rule, dimensions } of REACH_CATALOGUE) {
    const mutants = REACH_MUTANTS.filter((m) => m.brokenRule === rule);
    for (const d of dimensions) {
      if (d.property === undefined || d.reached === undefined) continue;
      for (const m of mutants) {
        const row = { rule, dimension: d.id, property: d.property, mutant: m.id };
        const searched = searchesOf(rule);
        const target = searched.find((def) => def.id === d.property);
        if (target === undefined) {
          out.push({ ...row, outcome: 'not-searched', caughtBy: [] });
          continue;
        }
        const sample = fc.sample(target.arbitrary, { seed: options.seed, numRuns: options.runs });
        const plainShare = sample.filter(d.reached).length / sample.length;
        if (plainShare > MOST_REMOVABLE) {
          out.push({ ...row, outcome: 'unremovable', caughtBy: [], plainShare });
          continue;
        }
        const defs = searched.map((def) =>
          def.id === d.property ? without(def, d) : withGenericMutation(def),
        );
        const by = await caughtBy(m, defs, ctx, options);
        out.push({ ...row, outcome: by.length > 0 ? 'kept' : 'lost', caughtBy: by, plainShare });
      }
    }
  }
  return out;
}
