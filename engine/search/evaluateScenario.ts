import type { Iut } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import {
  type CardOutcome,
  type Condition,
  firstFailedCondition,
  outcomeIndex,
  refusalStage,
  refusedBeforeRule,
} from '../../harness/rules/index.ts';
import { ruleRegistry } from '../../scenarios/catalogue.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { discoverOutcome, planOutcome } from '../../scenarios/core/caseOutcomes.ts';
import { factsOfParams } from '../../scenarios/core/contractCases.ts';
import { matchExpected } from '../../scenarios/core/matchExpected.ts';
import { ORACLE } from '../../scenarios/properties/oracle.ts';
import { openReadingFollowed } from './openReadingFollowed.ts';
import { relationBreach, transformed } from './relations.ts';
import { createModel, recordingSteps, runDiscover } from '../../harness/model/index.ts';
import type { DiscoverParams } from '../../harness/contract/types.ts';
import {
  type ProjectionName,
  project,
  projectRefusal,
} from '../../scenarios/properties/projections.ts';
import type { Evaluation } from '../../scenarios/properties/Evaluation.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import {
  type ModelScenario,
  type Scenario,
  scenarioParams,
} from '../../scenarios/properties/VerifierScenario.ts';

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

/** What the reference model made of a scenario: see {@link referenceAdmission}. */
export interface Admission {
  /** The rule judges it and the model admits it (plans a delegation, reads its stream). */
  admitted: boolean;
  /**
   * The rule judges it and the model refuses it at one of the rule's stages, under this rule (a
   * revoked key under XV-SIG-005), not another's.
   */
  refusedHere: boolean;
  /** The model's steps it ran and which way each went (`chooseFallback:value`). */
  branches: ReadonlySet<string>;
}

/**
 * Whether the rule judges the scenario (its conditions of validity hold) and the reference model
 * admits its card (and plans a delegation) or reads its stream, or refuses it at a stage the rule
 * judges; with the branches of the model it took. The deterministic stage favours admitted
 * inputs (an edit of an input already refused, or of one the rule does not judge, is mostly
 * masked before it shows), those taking branches the others do not, and last one refused at the
 * rule's own stage for the references only it holds (the signing kid in the revocation list).
 */
export async function referenceAdmission(
  scenario: ModelScenario,
  ctx: CaseContext,
  judged: PropertyRule,
): Promise<Admission> {
  const branches = new Set<string>();
  const model = createModel(recordingSteps((label) => branches.add(label)));
  if (scenario.call === 'reassemble') {
    model.reassemble({ events: scenario.events });
    return { admitted: true, refusedHere: false, branches };
  }
  const params = await scenarioParams(scenario, ctx);
  const rule = ruleRegistry.get(judged.rule);
  const facts = factsOfParams(params);
  if (firstFailedCondition(judged.conditions ?? rule.appliesWhen, facts) !== undefined)
    return { admitted: false, refusedHere: false, branches };
  // A discovery's run says which rule refused it; a plan's discovers its card again for that.
  const run = scenario.call === 'discover' ? await runDiscover(model.steps, params) : undefined;
  const answer = run?.result ?? (await model.plan(params as Parameters<typeof model.plan>[0]));
  const outcome = outcomeOf(scenario.call, answer);
  const atStage = outcome !== undefined && outcome !== 'admitted' && rule.stages.includes(outcome);
  // Refused at one of the rule's stages, but under another rule (a header without its kid is
  // A2A-SIG-003's, even at XV-SIG-005's signature stage): the evaluation leaves it out as that
  // rule's verdict (`mutatedElsewhere`), so it is not refused here.
  const refusedBy = !atStage
    ? undefined
    : (run ?? (await runDiscover(ORACLE.steps, params))).failure?.rule;
  return {
    admitted: outcome === 'admitted',
    refusedHere: atStage && (refusedBy === undefined || refusedBy === rule.id),
    branches,
  };
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
  const context = params as { degraded?: [] };
  const early =
    rule === undefined
      ? undefined
      : (earlierRefusal(rule, scenario.call, reference, iutAnswer) ??
        (await mutatedElsewhere(rule, scenario, params, reference, iutAnswer)));
  if (early !== undefined) {
    // The verdict is another rule's; the members this rule owns in every refusal are still its.
    const fixed = refusalMismatches(projection, scenario.call, iutAnswer, reference, context);
    return fixed.length === 0
      ? { params, iutAnswer, referenceAnswer: reference, mismatches: [], excluded: early }
      : { params, iutAnswer, referenceAnswer: reference, mismatches: fixed };
  }
  const unreached =
    rule === undefined ? undefined : await unmutatedUnreached(rule, scenario, iut, ctx);
  if (unreached !== undefined)
    return { params, iutAnswer, referenceAnswer: reference, mismatches: [], excluded: unreached };
  const mismatches = matchExpected(
    project(projection, iutAnswer, context),
    project(projection, reference, context),
  );
  const open =
    mismatches.length === 0 || scenario.call === 'reassemble'
      ? undefined
      : await openReadingFollowed(scenario.call, params, projection, iutAnswer, context);
  if (open !== undefined)
    return {
      params,
      iutAnswer,
      referenceAnswer: reference,
      mismatches: [],
      excluded: `the answer reads an input the spec leaves open another way, which is not judged (${open.id}): ${open.about}`,
    };
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

/** Where an answer stopped: its refusal stage, or admitted; undefined for a stream. */
function outcomeOf(call: ModelScenario['call'], answer: unknown): CardOutcome | undefined {
  if (call === 'reassemble') return undefined;
  return call === 'discover'
    ? discoverOutcome(answer as Parameters<typeof discoverOutcome>[0])
    : planOutcome(answer as Parameters<typeof planOutcome>[0]);
}

/** The refusal code of a `discover` or `plan` answer, when it has a string one. */
function codeOf(answer: unknown): string | undefined {
  const a = answer as { code?: unknown; error?: { code?: unknown } };
  const code = a.code ?? a.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The not-applicable reason when the IUT's refusal belongs to a stage before the ones the rule judges. */
function earlierRefusal(
  rule: ReturnType<typeof ruleRegistry.get>,
  call: ModelScenario['call'],
  reference: unknown,
  answer: unknown,
): string | undefined {
  const expected = outcomeOf(call, reference);
  const actual = outcomeOf(call, answer);
  if (expected === undefined || actual === undefined) return undefined;
  return refusedBeforeRule(rule, expected, actual, codeOf(answer));
}

/**
 * Whether the IUT refused with a code of a stage this rule owns, earlier than the model's outcome:
 * a check of this rule fired where the model's did not, which is this rule's failure whatever
 * else the input holds.
 */
function ownEarlyRefusal(
  rule: ReturnType<typeof ruleRegistry.get>,
  expected: CardOutcome,
  actual: CardOutcome | undefined,
  code: string | undefined,
): boolean {
  if (actual === undefined || actual === 'admitted') return false;
  const stage = refusalStage(actual, code);
  return rule.stages.includes(stage) && outcomeIndex(stage) < outcomeIndex(expected);
}

/**
 * Where a generically mutated input stops being this rule's to judge. The mutator
 * edits anywhere, so an edit often moves an input into another rule's ground: when the reference
 * model refuses its card under another rule, or at a stage the rule does not own (a dropped
 * `name` is a schema refusal, not a delegation decision), or when both the model and the IUT
 * refuse it and differ only in where or why, the answer is not judged under this rule. Two
 * exceptions keep a refusal this rule's: one whose code belongs to a stage the rule owns and comes
 * earlier than the model's outcome ({@link ownEarlyRefusal}), and the members the rule owns in
 * every refusal (`refusalMismatches`). The generator's own inputs keep being judged as they
 * always were.
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
  const expected = outcomeOf(scenario.call, reference);
  const actual = outcomeOf(scenario.call, answer);
  if (expected !== undefined && ownEarlyRefusal(rule, expected, actual, codeOf(answer)))
    return undefined;
  // The rule the model's own refusal enforces (a dropped `skills` is A2A-CARD-001's, even under
  // a rule such as XV-NEG-005 that also judges the schema stage).
  const { failure } = await runDiscover(ORACLE.steps, params as DiscoverParams);
  if (failure !== undefined && failure.rule !== rule.id)
    return `a mutated input the reference model refuses under ${failure.rule} (${failure.code}), not ${rule.id}`;
  if (expected === undefined || expected === 'admitted') return undefined;
  if (!rule.stages.includes(expected))
    return `a mutated input the reference model refuses at the ${expected} stage, which ${rule.id} does not judge`;
  // Refusing where and why the model does is agreement, judged like any other answer.
  if (actual === expected && codeOf(answer) === codeOf(reference)) return undefined;
  // A mutated input may hold several faults of one stage: which one an IUT names is free.
  if (actual !== undefined && actual !== 'admitted')
    return `a mutated input both the reference model (${expected} stage) and the IUT (${actual} stage) refuse`;
  return undefined;
}

/**
 * Whether the IUT stops the generator's own input, the one a mutated input was edited from, before
 * the stages the rule judges: then the edits say nothing of this rule, whatever the IUT answers
 * to them (an IUT that refuses every minimal card's signature is not judged on minimal cards by
 * way of an edit that makes it refuse one at the schema stage instead).
 */
async function unmutatedUnreached(
  rule: ReturnType<typeof ruleRegistry.get>,
  scenario: ModelScenario,
  iut: Iut,
  ctx: CaseContext,
): Promise<string | undefined> {
  const plain = scenario.unmutated;
  if (plain === undefined || plain.call === 'reassemble' || rule.stages.length === 0)
    return undefined;
  const params = await scenarioParams(plain, ctx);
  const answer: unknown = await iut.call(plain.call, params, { deadlineMs: ctx.deadlines.callMs });
  const early = earlierRefusal(rule, plain.call, await referenceAnswer(plain, params), answer);
  return early === undefined
    ? undefined
    : `a mutated input whose unmutated input the IUT does not bring to the stages ${rule.id} judges (${early})`;
}

/**
 * When the model and the IUT both refused, the members of the projection whose value the contract
 * fixes in every refusal (no negotiation, no capabilities, no peer, nothing activated), compared
 * even though the verdict itself is another rule's: the rule that owns them judges them in every
 * refusal (docs/adapter-protocol.md §4.1).
 */
function refusalMismatches(
  projection: ProjectionName,
  call: ModelScenario['call'],
  iutAnswer: unknown,
  reference: unknown,
  context: { degraded?: [] },
): string[] {
  const refused = (a: unknown): boolean => {
    const outcome = outcomeOf(call, a);
    return outcome !== undefined && outcome !== 'admitted';
  };
  if (!refused(iutAnswer) || !refused(reference)) return [];
  return matchExpected(
    projectRefusal(projection, iutAnswer, context),
    projectRefusal(projection, reference, context),
  );
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

export type { Evaluation } from '../../scenarios/properties/Evaluation.ts';
