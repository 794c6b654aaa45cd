import type { Iut } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import {
  type CardOutcome,
  type Condition,
  firstFailedCondition,
  refusedBeforeRule,
} from '../../harness/rules/index.ts';
import { ruleRegistry } from '../catalogue.ts';
import type { CaseContext } from '../core/CaseContext.ts';
import { discoverOutcome, planOutcome } from '../core/caseOutcomes.ts';
import { factsOfParams } from '../core/contractCases.ts';
import { matchExpected } from '../core/matchExpected.ts';
import { ORACLE } from './oracle.ts';
import { relationBreach, transformed } from './relations.ts';
import { runDiscover } from '../../harness/model/index.ts';
import type { DiscoverParams } from '../../harness/contract/types.ts';
import { type ProjectionName, project } from './projections.ts';
import type { Evaluation } from './Evaluation.ts';
import type { PropertyDefinition } from './PropertyDefinition.ts';
import { type ModelScenario, type Scenario, scenarioParams } from './VerifierScenario.ts';

/** What the rule of a property is judged with: its id, and the conditions it relies on. */
export interface PropertyRule {
  rule: string;
  conditions?: readonly Condition[];
}

/** The reference model's answer to the same params the IUT got. */
export async function referenceAnswer(scenario: ModelScenario, params: unknown): Promise<unknown> {
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
  scenario: ModelScenario,
  projection: ProjectionName,
  iut: Iut,
  ctx: CaseContext,
  invariant?: (scenario: Scenario, iutAnswer: unknown) => string | undefined,
  judged?: PropertyRule,
): Promise<Evaluation> {
  const params = await scenarioParams(scenario, ctx);
  const rule = judged === undefined ? undefined : ruleRegistry.get(judged.rule);
  if (rule !== undefined && scenario.call !== 'reassemble') {
    const failed = firstFailedCondition(
      judged?.conditions ?? rule.appliesWhen,
      factsOfParams(params as Parameters<typeof factsOfParams>[0]),
    );
    if (failed !== undefined)
      return {
        params,
        iutAnswer: null,
        referenceAnswer: null,
        mismatches: [],
        excluded: `condition of validity "${failed.condition}" does not hold: ${failed.reason}`,
      };
  }
  const iutAnswer: unknown = await iut.call(scenario.call, params, {
    deadlineMs: ctx.deadlines.callMs,
  });
  const reference = await referenceAnswer(scenario, params);
  const early =
    rule === undefined
      ? undefined
      : (earlierRefusal(rule, scenario.call, reference, iutAnswer) ??
        (await mutatedElsewhere(rule, scenario, params, reference, iutAnswer)));
  if (early !== undefined)
    return { params, iutAnswer, referenceAnswer: reference, mismatches: [], excluded: early };
  const context = params as { degraded?: [] };
  const mismatches = matchExpected(
    project(projection, iutAnswer, context),
    project(projection, reference, context),
  );
  const breach = invariant?.(scenario, iutAnswer);
  if (breach !== undefined) mismatches.push(breach);
  const related = await checkRelation(scenario, projection, iutAnswer, iut, ctx);
  if (related?.breach !== undefined) mismatches.push(related.breach);
  return {
    params,
    iutAnswer,
    referenceAnswer: reference,
    mismatches,
    ...(related === undefined ? {} : { related: related.evidence }),
  };
}

/** The not-applicable reason when the IUT stopped at a stage before the ones the rule judges. */
function earlierRefusal(
  rule: ReturnType<typeof ruleRegistry.get>,
  call: ModelScenario['call'],
  reference: unknown,
  answer: unknown,
): string | undefined {
  if (call === 'reassemble') return undefined;
  const outcome = (a: unknown): CardOutcome | undefined =>
    call === 'discover'
      ? discoverOutcome(a as Parameters<typeof discoverOutcome>[0])
      : planOutcome(a as Parameters<typeof planOutcome>[0]);
  const expected = outcome(reference);
  const actual = outcome(answer);
  if (expected === undefined || actual === undefined) return undefined;
  const a = answer as { code?: unknown; error?: { code?: unknown } };
  const code = a.code ?? a.error?.code;
  return refusedBeforeRule(rule, expected, actual, typeof code === 'string' ? code : undefined);
}

/**
 * Where a generically mutated input (issue 21) stops being this rule's to judge. The mutator
 * edits anywhere, so an edit often moves an input into another rule's ground: when the reference
 * model refuses its card under another rule, or at a stage the rule does not own (a dropped
 * `name` is a schema refusal, not a delegation decision), or when both the model and the IUT
 * refuse it and differ only in where or why, the answer is not judged under this rule. The generator's own inputs keep being judged as
 * they always were. (Charging such a disagreement to the rule of the stage whose code the IUT gave
 * is issue 21's item 3, not done here.)
 */
async function mutatedElsewhere(
  rule: ReturnType<typeof ruleRegistry.get>,
  scenario: ModelScenario,
  params: unknown,
  reference: unknown,
  answer: unknown,
): Promise<string | undefined> {
  if (scenario.call === 'reassemble' || (scenario.mutations ?? []).length === 0) return undefined;
  if (rule.stages.length === 0) return undefined;
  // The rule the model's own refusal enforces (a dropped `skills` is A2A-CARD-001's, even under
  // a rule such as XV-NEG-005 that also judges the schema stage).
  const { failure } = await runDiscover(ORACLE.steps, params as DiscoverParams);
  if (failure !== undefined && failure.rule !== rule.id)
    return `a mutated input the reference model refuses under ${failure.rule} (${failure.code}), not ${rule.id}`;
  const outcome = (a: unknown): CardOutcome | undefined =>
    scenario.call === 'discover'
      ? discoverOutcome(a as Parameters<typeof discoverOutcome>[0])
      : planOutcome(a as Parameters<typeof planOutcome>[0]);
  const expected = outcome(reference);
  if (expected === undefined || expected === 'admitted') return undefined;
  if (!rule.stages.includes(expected))
    return `a mutated input the reference model refuses at the ${expected} stage, which ${rule.id} does not judge`;
  const actual = outcome(answer);
  const codeOf = (a: unknown): unknown =>
    (a as { code?: unknown; error?: { code?: unknown } }).code ??
    (a as { error?: { code?: unknown } }).error?.code;
  // Refusing where and why the model does is agreement, judged like any other answer.
  if (actual === expected && codeOf(answer) === codeOf(reference)) return undefined;
  if (actual !== undefined && actual !== 'admitted')
    return `a mutated input both the reference model (${expected} stage) and the IUT (${actual} stage) refuse`;
  return undefined;
}

/**
 * The scenario's metamorphic relation, checked on the IUT alone: its answer to the transformed
 * input against its answer to this one, through the property's projection. A breach is a
 * mismatch of the property's rule, the rule that owns the compared answer.
 */
async function checkRelation(
  scenario: ModelScenario,
  projection: ProjectionName,
  iutAnswer: unknown,
  iut: Iut,
  ctx: CaseContext,
): Promise<{ breach?: string; evidence: NonNullable<Evaluation['related']> } | undefined> {
  if (scenario.relation === undefined) return undefined;
  const { relation, ...plain } = scenario;
  const other = transformed(plain, relation);
  if (other === undefined) return undefined;
  const params = await scenarioParams(other, ctx);
  const answer: unknown = await iut.call(other.call, params, { deadlineMs: ctx.deadlines.callMs });
  const context = params as { degraded?: [] };
  const breach = relationBreach(
    relation,
    { projected: project(projection, iutAnswer, context), answer: iutAnswer },
    { projected: project(projection, answer, context), answer },
  );
  return {
    ...(breach === undefined ? {} : { breach }),
    evidence: { relation, params, iutAnswer: answer },
  };
}

/**
 * Evaluates one scenario the way `def` judges: its own judge (client and signer roles), else the
 * comparison with the reference model, with the rule's conditions of validity and stages.
 */
export function evaluateProperty(
  def: PropertyDefinition,
  scenario: Scenario,
  iut: Iut,
  ctx: CaseContext,
  judged?: PropertyRule,
): Promise<Evaluation> {
  if (def.judge !== undefined) return def.judge.evaluate(scenario, iut, ctx);
  if (def.projection === undefined) {
    throw new CrosscheckError(
      'INTERNAL',
      `Failed to evaluate property ${def.id}: it has neither a projection nor a judge. Give it one.`,
    );
  }
  return evaluateScenario(
    scenario as ModelScenario,
    def.projection,
    iut,
    ctx,
    def.invariant,
    judged,
  );
}

export type { Evaluation } from './Evaluation.ts';
