import fc from 'fast-check';
import type { Iut } from '../../harness/contract/types.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { type Evaluation, evaluateProperty } from '../search/evaluateScenario.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import type { Scenario } from '../../scenarios/properties/VerifierScenario.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { AnswerTrace } from '../../harness/results/AnswerTrace.ts';
import { answerRecorder, comparesAnswers } from '../differential/answerRecorder.ts';

/**
 * How many inputs an IUT may crash on (`IUT_CRASHED`, a fast, typed fault) before the search
 * stops: a crash on one hostile input does not hide a disagreement on another, but an IUT that
 * crashes on everything ends its search soon. A timeout always ends it (each costs a deadline).
 */
const MAX_CRASHES_PASSED_OVER = 30;

/** How one property search runs. */
export interface PropertySearch {
  seed: number;
  numRuns: number;
  /** Replay from this counterexample path instead of searching. */
  path?: string;
  /** Stop at the first failure without shrinking (replay, or a quick yes/no as in selftest). */
  endOnFailure?: boolean;
  /**
   * Wall-clock cap; an interrupted search that found nothing passes only when it judged its
   * minimum (`judgedEnough`).
   */
  timeLimitMs?: number | null;
  /** Keep what the IUT answers to each input before the first failure (the differential check). */
  traceAnswers?: boolean;
  /**
   * The budget of the search a replayed path comes from (default `numRuns`): how many drawn
   * inputs came before its deterministic stage, which a stage path's run count includes.
   */
  budget?: number;
}

/** How a path into the deterministic stage starts (`s3:0:1`: stage input 3, then shrinks). */
export const STAGE_PATH_PREFIX = 's';

/**
 * Where the stage's inputs are numbered from in a trace of answers: after any drawn input, at the
 * same number for every IUT (how many inputs a search drew before its stage depends on how many
 * it left out), so two IUTs' answers to one stage input line up.
 */
export const STAGE_INDEX_BASE = 1_000_000_000;

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
  /** Inputs left out because they do not judge the rule (see `Evaluation.excluded`). */
  numExcluded: number;
  /** Why most of them were left out, with how many. */
  exclusion?: string;
  /** Inputs the IUT crashed on and the search passed over (see {@link MAX_CRASHES_PASSED_OVER}). */
  numCrashed?: number;
  /** The IUT's answers, when the search kept them (`traceAnswers`, a model-compared property). */
  answers?: AnswerTrace;
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
  const crashes: { count: number; first?: Error } = { count: 0 };
  let numExcluded = 0;
  const reasons = new Map<string, number>();
  const judged = { rule: def.rule, ...(def.conditions ? { conditions: def.conditions } : {}) };
  const recorder =
    search.traceAnswers === true && search.path === undefined && comparesAnswers(def)
      ? answerRecorder(def, iut, search.seed, search.numRuns)
      : undefined;
  // The predicate's calls before the first failure are the stream of generated inputs, in order
  // (an input the rule's conditions skip is one of them): call `n` is `path: String(n)`, and the
  // deterministic stage's input `i` is `STAGE_INDEX_BASE + i` (`path: "s<i>"`).
  let calls = 0;
  let stageCalls = 0;
  let searching = true;
  // In the stage, an input left out counts as a run (fast-check would draw a random one for it).
  let onStage = false;
  let stageExcluded = 0;
  const property: fc.IAsyncProperty<[Scenario]> = fc.asyncProperty(
    def.arbitrary,
    async (scenario: Scenario) => {
      // After a throw every later run fails at once: shrinking then costs no IUT calls.
      if (fatal !== undefined) throw fatal.error;
      const index = onStage ? STAGE_INDEX_BASE + stageCalls++ : calls++;
      const traced = searching ? recorder : undefined;
      traced?.begin();
      let evaluation: Evaluation;
      try {
        evaluation = await evaluateProperty(def, scenario, traced?.iut ?? iut, ctx, judged);
      } catch (error) {
        if (isCrosscheckError(error, 'IUT_CRASHED') && crashes.count < MAX_CRASHES_PASSED_OVER) {
          crashes.count++;
          crashes.first ??= error as Error;
          if (onStage) return true;
          fc.pre(false);
        }
        fatal = { error };
        searching = false;
        throw error;
      }
      traced?.judged(index, scenario, evaluation);
      if (evaluation.excluded !== undefined) {
        numExcluded++;
        reasons.set(evaluation.excluded, (reasons.get(evaluation.excluded) ?? 0) + 1);
      }
      // An input that does not judge this rule is skipped, not counted as a pass or a failure.
      if (onStage && evaluation.excluded !== undefined) {
        stageExcluded++;
        return true;
      }
      fc.pre(evaluation.excluded === undefined);
      if (evaluation.mismatches.length > 0) searching = false;
      return evaluation.mismatches.length === 0;
    },
  );
  // The deterministic stage runs after the drawn inputs, in its own check, so a path
  // of the drawn ones means what it always meant; a stage path starts with "s".
  const stagePath = search.path?.startsWith(STAGE_PATH_PREFIX) === true;
  const stage =
    search.path !== undefined && !stagePath
      ? []
      : ((await def.examples?.(search.seed, search.budget ?? search.numRuns, ctx)) ?? []);
  const common = {
    seed: search.seed,
    ...(search.endOnFailure ? { endOnFailure: true } : {}),
    ...(search.timeLimitMs != null
      ? { plugins: [fc.interruptAfterTimeLimit(search.timeLimitMs)] }
      : {}),
  };
  let details: fc.RunDetails<[Scenario]> | undefined;
  if (!stagePath)
    details = await fc.check<[Scenario]>(property, {
      ...common,
      numRuns:
        search.path === undefined ? Math.max(0, search.numRuns - stage.length) : search.numRuns,
      // Inputs left out (fc.pre) count against the budget too: at most `numRuns` of them.
      // fast-check's default (100 per run) let an IUT that refuses every generated card at an
      // earlier stage cost 10,001 IUT calls per property, minutes of a main job, to say
      // "not applicable".
      // A replay runs its path's input alone: skipping it must not draw the next one.
      maxSkipsPerRun: search.path === undefined ? 1 : 0,
      ...(search.path === undefined ? {} : { path: search.path }),
    });
  const drawn = details?.numRuns ?? Math.max(0, (search.budget ?? search.numRuns) - stage.length);
  let prefix = '';
  if (
    stage.length > 0 &&
    fatal === undefined &&
    (stagePath || (details !== undefined && !details.failed && !details.interrupted))
  ) {
    onStage = true;
    details = await fc.check<[Scenario]>(property, {
      ...common,
      numRuns: stagePath ? 1 : stage.length,
      examples: stage.map((s) => [s] as [Scenario]),
      ...(stagePath ? { path: search.path!.slice(STAGE_PATH_PREFIX.length) } : {}),
    });
    onStage = false;
    prefix = STAGE_PATH_PREFIX;
  }
  if (details === undefined) throw new Error('a property search ran no check');
  if (fatal !== undefined) throw fatal.error;
  // Nothing disagreed: the crash is the finding, an `error` as before.
  if ((!details.failed || details.counterexample === null) && crashes.first !== undefined)
    throw crashes.first;
  const top = [...reasons].sort((a, b) => b[1] - a[1])[0];
  const base = {
    seed: search.seed,
    interrupted: details.interrupted,
    numExcluded,
    ...(crashes.count > 0 ? { numCrashed: crashes.count } : {}),
    ...(top === undefined ? {} : { exclusion: `${top[1]} of them: ${top[0]}` }),
    ...(recorder === undefined ? {} : { answers: recorder.trace() }),
  };
  if (!details.failed || details.counterexample === null) {
    const runs = prefix === '' ? details.numRuns : drawn + details.numRuns - stageExcluded;
    return { ...base, failed: false, numRuns: runs, numShrinks: 0 };
  }
  const raw = details.counterexamplePath ?? search.path?.slice(prefix.length) ?? '';
  const path = `${prefix}${raw}`;
  const scenario = details.counterexample[0];
  const evaluation = await evaluateProperty(def, scenario, iut, ctx, judged);
  // The path is "<index of the first failing run>:<shrink step>:…" (a stage path counts after the
  // drawn inputs), in a search and in a replay alike, so both report the same counts.
  const steps = raw.split(':');
  const numRuns = Number(steps[0] ?? details.numRuns) + 1 + (prefix === '' ? 0 : drawn);
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
