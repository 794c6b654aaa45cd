import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { Iut } from '../../harness/contract/types.ts';
import type { Evidence } from '../../harness/results/types.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseOutcome, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import { type PropertyRun, type PropertySearch, runProperty } from './runProperty.ts';
import { scenarioCard } from '../../scenarios/properties/VerifierScenario.ts';
import { iutReplayTarget, replayCommand } from '../records/replayCommand.ts';

/** Options of {@link propertyCase}. */
export interface PropertyCaseOptions {
  /**
   * Shrink a failure to a minimal counterexample (default true). The self-test only needs to
   * know whether a mutant is caught, so it turns shrinking off.
   */
  shrink?: boolean;
}

/**
 * The one-line command that reruns exactly this counterexample. `transport` is how the IUT is
 * reached, or for a wire property the wire transport, with `iutTransport` the IUT's own.
 */
function counterexampleReplay(
  def: PropertyDefinition,
  iut: Iut,
  seed: number,
  path: string,
  transport: TransportName,
  iutTransport: TransportName,
): string {
  return replayCommand({
    rule: def.rule,
    target: iutReplayTarget(iut.id, iutTransport),
    caseId: def.id,
    seed,
    path,
    transport,
  });
}

/** Turns a finished search into the case outcome: pass, or fail with the minimal counterexample. */
export function propertyOutcome(
  def: PropertyDefinition,
  iut: Iut,
  run: PropertyRun,
  transport: TransportName = 'in-process',
  iutTransport: TransportName = transport,
): CaseOutcome {
  if (
    !run.failed ||
    run.scenario === undefined ||
    run.evaluation === undefined ||
    run.path === undefined
  ) {
    const cut = run.interrupted ? ' (interrupted by the time budget)' : '';
    if (run.numRuns === 0 && run.numExcluded > 0)
      return {
        verdict: 'not-applicable',
        evidence: {
          summary: `${def.about}: none of ${run.numExcluded} generated inputs judged the rule (seed ${run.seed})`,
          reason: run.exclusion ?? 'no generated input judged the rule',
          case: def.id,
        },
      };
    const left =
      run.numExcluded > 0
        ? `; ${run.numExcluded} more left to other rules (${run.exclusion ?? ''})`
        : '';
    return {
      verdict: 'pass',
      evidence: {
        summary: `${def.about}: ${run.numRuns} generated inputs ${def.judge === undefined ? 'agree with the reference model' : 'conform'} (seed ${run.seed})${cut}${left}`,
        case: def.id,
      },
    };
  }
  const { evaluation, scenario, path, seed, numRuns } = run;
  const first =
    evaluation.mismatches[0] ??
    'the failure did not reproduce when the counterexample was run again';
  const card = evaluation.card ?? scenarioCard(evaluation.params);
  const evidence: Evidence = {
    summary: `${def.about}: falsified after ${numRuns} runs (${run.numShrinks} shrinks): ${first}${
      run.numCrashed === undefined ? '' : ` (the IUT also crashed on ${run.numCrashed} inputs)`
    }`,
    ...(evaluation.mismatches.length > 1 ? { details: evaluation.mismatches.join('\n') } : {}),
    expected: evaluation.referenceAnswer,
    actual: evaluation.iutAnswer,
    ...(card === undefined ? {} : { card }),
    ...(evaluation.transcript === undefined ? {} : { transcript: evaluation.transcript }),
    counterexample: {
      seed,
      path,
      input: scenario,
      iutAnswer: evaluation.iutAnswer,
      referenceAnswer: evaluation.referenceAnswer,
      numRuns,
      // A relation compares two inputs: both are evidence.
      ...(evaluation.related === undefined ? {} : { related: evaluation.related }),
    },
    replay: counterexampleReplay(def, iut, seed, path, transport, iutTransport),
    case: def.id,
  };
  return { verdict: 'fail', evidence, rerun: { seed, path } };
}

/** The search a case runs under the context's seed and budget. */
export function searchOf(ctx: CaseContext, options: PropertyCaseOptions = {}): PropertySearch {
  return {
    seed: ctx.seed,
    numRuns: ctx.budget.runs,
    endOnFailure: options.shrink === false,
    // The run's deadline covers the whole search: each property gets what is left of it (at least
    // 1 ms, so a property past the deadline still makes its first run; having judged too little, it
    // is then error NOT_TESTABLE, never a pass).
    timeLimitMs:
      ctx.budget.deadlineAt != null
        ? Math.max(1, ctx.budget.deadlineAt - Date.now())
        : ctx.budget.timeBudgetMs,
  };
}

/**
 * A property as a conformance case: `run` searches with fast-check under `ctx.seed` and
 * `ctx.budget`, compares the IUT with the reference model on every input, and on failure
 * returns the shrunk counterexample with its `{ seed, path }` and replay command.
 */
export function propertyCase(
  def: PropertyDefinition,
  options: PropertyCaseOptions = {},
): ConformanceCase {
  return {
    id: def.id,
    rule: def.rule,
    role: def.role,
    vendor: null,
    canonicalization: def.canonicalization,
    ...(def.conditions ? { conditions: def.conditions } : {}),
    ...(def.fixedCanonicalization === undefined
      ? {}
      : { fixedCanonicalization: def.fixedCanonicalization }),
    ...(def.wire === true ? { wire: true } : {}),
    search: true,
    async run(iut, ctx) {
      // The self-test (no shrinking) judges one IUT at a time: nothing to compare its answers with.
      const search = { ...searchOf(ctx, options), traceAnswers: options.shrink !== false };
      const run = await runProperty(def, iut, ctx, search);
      judgedEnough(def.about, run, search.numRuns);
      const outcome = propertyOutcome(
        def,
        iut,
        run,
        ctx.transport,
        ctx.wire?.iutTransport ?? ctx.transport,
      );
      return run.answers === undefined ? outcome : { ...outcome, answers: run.answers };
    },
  };
}

/**
 * The least share of its budget a search must judge for its pass to mean something: a generator
 * that gives up after 3 of 100 inputs (the rest left out as not judging the rule) has not
 * searched, and saying "pass" would hide it. A tenth: the main job's lowest share on the
 * reference model is XV-DEL-002's, 27 of 100, and at `--runs 30` it falls to about a sixth, which
 * still searched.
 */
export const MIN_JUDGED_SHARE = 0.1;

/**
 * Throws `NOT_TESTABLE` (an `error` verdict, never a pass) when a search that found nothing
 * judged fewer inputs than {@link MIN_JUDGED_SHARE} of its budget (`budget`, the runs it was
 * given), whether the time budget cut it or not: a search cut before it judged enough has not
 * searched either, and nothing passes on nothing. A search that ran its whole budget and judged
 * none, every input left out, is `not-applicable` (`propertyOutcome`): its condition never held.
 */
export function judgedEnough(about: string, run: PropertyRun, budget: number): void {
  if (run.failed) return;
  if (run.numRuns === 0 && run.numExcluded > 0 && !run.interrupted) return;
  const least = Math.max(1, Math.ceil(budget * MIN_JUDGED_SHARE));
  if (run.numRuns >= least) return;
  const cut = run.interrupted ? ', cut by the time budget' : '';
  const left =
    run.numExcluded > 0
      ? `; ${run.numExcluded} were left out: ${run.exclusion ?? 'they did not judge the rule'}`
      : '';
  throw new CrosscheckError(
    'NOT_TESTABLE',
    `${about}: the search judged only ${run.numRuns} of ${budget} generated inputs (at least ${least} needed${cut})${left}. ${
      run.interrupted
        ? 'Raise --time-budget (or lower --runs).'
        : 'Raise --runs, or check why the IUT refuses the inputs before the stage the rule judges.'
    }`,
  );
}
