import type { Iut } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseOutcome } from '../../scenarios/core/ConformanceCase.ts';
import { findProperties } from '../search/searchedProperties.ts';
import { propertyOutcome } from './propertyCase.ts';
import { runProperty } from './runProperty.ts';

/** What `replay` reruns: one property of a rule, from a printed `{ seed, path }` (or its search). */
export interface ReplayPropertyArgs {
  rule: string;
  /** The property's case id (`--case`); needed when the rule has several properties. */
  caseId?: string | null;
  seed: number;
  /** fast-check's counterexample path; `''` runs the property's whole search at `seed`. */
  path: string;
  iut: Iut;
  ctx: CaseContext;
}

/**
 * Reruns exactly one counterexample with fast-check's `{ seed, path, endOnFailure: true }`: the
 * same minimal input, judged the same way, so the outcome equals the one the search reported
 * (verdict, counterexample, answers, replay command). A path that no longer fails yields `pass`
 * (or `not-applicable` when the input does not judge the rule), having run that input alone.
 *
 * @throws CrosscheckError `USAGE` when no property matches, or the rule has several and no case id was given.
 */
export async function replayProperty(args: ReplayPropertyArgs): Promise<CaseOutcome> {
  const defs = findProperties(args.rule, args.caseId);
  const def = defs[0];
  if (def === undefined || defs.length > 1) {
    const known = findProperties(args.rule).map((d) => d.id);
    throw new CrosscheckError(
      'USAGE',
      def === undefined
        ? `Failed to replay: rule ${args.rule} has no property${args.caseId ? ` "${args.caseId}"` : ''}. Known: ${known.join(', ') || 'none'}.`
        : `Failed to replay: rule ${args.rule} has ${defs.length} properties. Pass --case with one of ${known.join(', ')}.`,
    );
  }
  // The path's input alone: from a bare index ("8", an input the differential check shows)
  // fast-check would go on through the inputs after it and could report another failure. No
  // path (`replay --case` alone) is the property's whole search at the seed.
  const run = await runProperty(
    def,
    args.iut,
    args.ctx,
    args.path === ''
      ? { seed: args.seed, numRuns: args.ctx.budget.runs, endOnFailure: true }
      : {
          seed: args.seed,
          numRuns: 1,
          path: args.path,
          budget: args.ctx.budget.runs,
          endOnFailure: true,
        },
  );
  return propertyOutcome(
    def,
    args.iut,
    run,
    args.ctx.transport,
    args.ctx.wire?.iutTransport ?? args.ctx.transport,
  );
}
