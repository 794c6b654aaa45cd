import fc from 'fast-check';
import type { Iut } from '../../harness/contract/types.ts';
import type { CaseContext } from '../core/CaseContext.ts';
import { type Evaluation, evaluateScenario } from './evaluateScenario.ts';
import type { PropertyDefinition } from './PropertyDefinition.ts';
import type { Scenario } from './VerifierScenario.ts';

/** How one property search runs. */
export interface PropertySearch {
  seed: number;
  numRuns: number;
  /** Replay from this counterexample path instead of searching. */
  path?: string;
  /** Stop at the first failure without shrinking (replay, or a quick yes/no as in selftest). */
  endOnFailure?: boolean;
  /** Wall-clock cap; an interrupted search that found nothing counts as passed. */
  timeLimitMs?: number | null;
}

/** What a search found. */
export interface PropertyRun {
  failed: boolean;
  seed: number;
  /** Runs up to and including the first failure, or all runs when none failed. */
  numRuns: number;
  numShrinks: number;
  interrupted: boolean;
  /** fast-check's counterexample path (replayable with the same seed). */
  path?: string;
  /** The minimal failing scenario. */
  scenario?: Scenario;
  /** The minimal scenario run once more, with both answers. */
  evaluation?: Evaluation;
}

/**
 * Runs one property against an IUT with fast-check, seeded from `search.seed`. A disagreement
 * with the oracle is a failure and shrinks; anything thrown (an `IUT_*` error, a harness error)
 * ends the search and is rethrown, so the case reports `error`, not `fail`.
 */
export async function runProperty(
  def: PropertyDefinition,
  iut: Iut,
  ctx: CaseContext,
  search: PropertySearch,
): Promise<PropertyRun> {
  let fatal: { error: unknown } | undefined;
  const property: fc.IAsyncProperty<[Scenario]> = fc.asyncProperty(
    def.arbitrary,
    async (scenario: Scenario) => {
      // After a throw every later run fails at once: shrinking then costs no IUT calls.
      if (fatal !== undefined) throw fatal.error;
      try {
        const evaluation = await evaluateScenario(
          scenario,
          def.projection,
          iut,
          ctx,
          def.invariant,
        );
        return evaluation.mismatches.length === 0;
      } catch (error) {
        fatal = { error };
        throw error;
      }
    },
  );
  const details: fc.RunDetails<[Scenario]> = await fc.check<[Scenario]>(property, {
    seed: search.seed,
    numRuns: search.numRuns,
    ...(search.path === undefined ? {} : { path: search.path }),
    ...(search.endOnFailure ? { endOnFailure: true } : {}),
    ...(search.timeLimitMs != null
      ? { plugins: [fc.interruptAfterTimeLimit(search.timeLimitMs)] }
      : {}),
  });
  if (fatal !== undefined) throw fatal.error;
  const base = { seed: search.seed, interrupted: details.interrupted };
  if (!details.failed || details.counterexample === null) {
    return { ...base, failed: false, numRuns: details.numRuns, numShrinks: 0 };
  }
  const path = details.counterexamplePath ?? search.path ?? '';
  const scenario = details.counterexample[0];
  const evaluation = await evaluateScenario(scenario, def.projection, iut, ctx, def.invariant);
  // The path is "<index of the first failing run>:<shrink step>:…", in a search and in a replay
  // alike, so both report the same counts.
  const steps = path.split(':');
  const numRuns = Number(steps[0] ?? details.numRuns) + 1;
  return {
    ...base,
    failed: true,
    numRuns,
    numShrinks: steps.length - 1,
    path,
    scenario,
    evaluation,
  };
}
