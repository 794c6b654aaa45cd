import type { Iut } from '../../harness/contract/types.ts';
import { createModel } from '../../harness/model/index.ts';
import type { CaseContext } from '../core/CaseContext.ts';
import { matchExpected } from '../core/matchExpected.ts';
import { type ProjectionName, project } from './projections.ts';
import { type Scenario, scenarioParams } from './VerifierScenario.ts';

/** The reference model: the oracle of every property (the table-driven cases test the model itself). */
const ORACLE = createModel();

/** One scenario run against the IUT and the oracle. */
export interface Evaluation {
  params: unknown;
  iutAnswer: unknown;
  referenceAnswer: unknown;
  /** One line per difference between the projections, then invariant breaches; empty when they agree. */
  mismatches: string[];
}

/** The reference model's answer to the same params the IUT got. */
export async function referenceAnswer(scenario: Scenario, params: unknown): Promise<unknown> {
  switch (scenario.call) {
    case 'discover':
      return ORACLE.discover(params as Parameters<typeof ORACLE.discover>[0]);
    case 'plan':
      return ORACLE.plan(params as Parameters<typeof ORACLE.plan>[0]);
    case 'reassemble':
      return ORACLE.reassemble(params as Parameters<typeof ORACLE.reassemble>[0]);
  }
}

/**
 * Serves the scenario (signing its cards with the run's case key), calls the IUT and the oracle
 * with the same params and compares the projections. Errors from the IUT (`IUT_*`) and from the
 * harness propagate: they are not a disagreement.
 */
export async function evaluateScenario(
  scenario: Scenario,
  projection: ProjectionName,
  iut: Iut,
  ctx: CaseContext,
  invariant?: (scenario: Scenario, iutAnswer: unknown) => string | undefined,
): Promise<Evaluation> {
  const params = await scenarioParams(scenario, ctx);
  const iutAnswer: unknown = await iut.call(scenario.call, params, {
    deadlineMs: ctx.deadlines.callMs,
  });
  const reference = await referenceAnswer(scenario, params);
  const mismatches = matchExpected(project(projection, iutAnswer), project(projection, reference));
  const breach = invariant?.(scenario, iutAnswer);
  if (breach !== undefined) mismatches.push(breach);
  return { params, iutAnswer, referenceAnswer: reference, mismatches };
}
