import { isPeerFault } from '../../harness/errors/index.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import type { CheckHead } from '../../scenarios/agent/CheckHead.ts';
import type { CheckOutcome } from '../../scenarios/agent/CheckOutcome.ts';
import type { CheckContext } from '../../scenarios/agent/CheckContext.ts';
import type { AgentProperty } from '../../scenarios/agent/properties/agentProperties.ts';
import { AGENT_PROPERTIES } from '../../scenarios/index.ts';
import { runAgentProperty, type AgentSearchResult } from './runAgentProperty.ts';
import { tooFewExchanges } from './judgedExchanges.ts';

/**
 * One check per live-agent property, on the agent's preferred binding: a fast-check search over
 * generated requests (or programs), every failure shrunk to the smallest input and printed with
 * `{ seed, path }` and a replay command; the shrunk input is then run once more through the
 * recorded binding, so the evidence holds exactly the exchanges that fail. A property of several
 * rules records one case per rule: a finding fails its own rule's case only.
 */
export function propertyCheck<I>(property: AgentProperty<I>): AgentCheck {
  const heads = property.heads ?? [{ rule: property.rule, caseId: property.id }];
  return {
    id: property.id,
    heads: [...heads],
    scope: 'each-binding',
    preferredOnly: true,
    ...(property.generations !== undefined && { generations: property.generations }),
    async run(ctx: CheckContext): Promise<CheckOutcome[]> {
      if (property.searchEach !== undefined) return searchEachHead(ctx, property, heads);
      const searched = await searchProperty(ctx, property, heads);
      return 'outcomes' in searched ? searched.outcomes : conclude(ctx, property, heads, searched);
    },
  };
}

/**
 * A property of several rules searched head by head (`AgentProperty.searchEach`): one search per
 * head, on the inputs that judge its rule alone, each evaluation judged by that rule alone, so a
 * failure of one rule ends no other rule's search. The searches run at once (each makes its own
 * tasks and contexts); each failure is then sent once more, one head after another, and its
 * record holds the exchanges of its own sending only. A replay runs the head it names.
 */
async function searchEachHead<I>(
  ctx: CheckContext,
  property: AgentProperty<I>,
  heads: readonly CheckHead[],
): Promise<CheckOutcome[]> {
  const replayed = ctx.target.replay?.caseId;
  // Every head's case id starts with the first's: the longest one the replayed id starts with.
  const named = heads
    .filter((h) => replayed?.startsWith(h.caseId) === true)
    .sort((a, b) => b.caseId.length - a.caseId.length)[0];
  const chosen = replayed === undefined ? heads : named === undefined ? [] : [named];
  const focused = chosen.map((head) => focusedOn(property, head));
  const searched = await Promise.all(focused.map((p, i) => searchProperty(ctx, p, [chosen[i]!])));
  const outcomes: CheckOutcome[] = [];
  for (const [i, result] of searched.entries()) {
    if ('outcomes' in result) {
      outcomes.push(...result.outcomes);
      continue;
    }
    const mark = ctx.transcript.mark();
    const concluded = await conclude(ctx, focused[i]!, [chosen[i]!], result);
    outcomes.push(
      ...concluded.map((o) => ({
        ...o,
        evidence: { ...o.evidence, transcript: ctx.transcript.since(mark) },
      })),
    );
  }
  return outcomes;
}

/** `property` narrowed to one head: its inputs, its applicability, its rule's findings alone. */
function focusedOn<I>(property: AgentProperty<I>, head: CheckHead): AgentProperty<I> {
  return {
    id: head.caseId,
    rule: head.rule,
    ...(property.generations !== undefined && { generations: property.generations }),
    input: (card) => property.searchEach!(head.rule, card),
    inapplicable: (ctx) => property.inapplicable(ctx, head.rule),
    async evaluate(ctx, input) {
      const e = await property.evaluate(ctx, input, head.rule);
      if (e === 'unserved') return e;
      const findings = (e.findings ?? []).filter((f) => f.rule === head.rule);
      const judged = e.judgedRules?.includes(head.rule) ?? e.held !== false;
      return {
        ...e,
        problems: findings.map((f) => f.problem),
        findings,
        judgedRules: judged ? [head.rule] : [],
        held: judged,
      };
    },
  };
}

/**
 * The search of `property` on the binding under test, or the outcomes of `heads` when there is
 * nothing to search: the property cannot be judged here, or a replay names another case.
 */
async function searchProperty<I>(
  ctx: CheckContext,
  property: AgentProperty<I>,
  heads: readonly CheckHead[],
): Promise<AgentSearchResult<I> | { outcomes: CheckOutcome[] }> {
  const why = property.inapplicable(ctx);
  if (why !== undefined)
    return {
      outcomes: heads.map((h) =>
        ctx.notApplicable(h, why, 'the property cannot be judged on this agent'),
      ),
    };
  const replay = ctx.target.replay;
  const only =
    replay?.caseId === undefined ||
    replay.caseId.startsWith(property.id) ||
    heads.some((h) => replay.caseId!.startsWith(h.caseId));
  if (replay !== undefined && !only) return { outcomes: [] };
  return runAgentProperty(ctx, property, {
    seed: ctx.target.seed,
    numRuns: ctx.target.propertyRuns,
    timeLimitMs: ctx.target.propertyTimeMs,
    ...(replay?.path !== undefined && { path: replay.path }),
  });
}

/**
 * The outcome of each head from a search: a failure is shrunk, then sent once more through the
 * recorded binding so the evidence holds exactly the exchanges that fail. A property of several
 * rules records one case per rule: a finding fails its own rule's case only.
 */
async function conclude<I>(
  ctx: CheckContext,
  property: AgentProperty<I>,
  heads: readonly CheckHead[],
  result: AgentSearchResult<I>,
): Promise<CheckOutcome[]> {
  const several = property.heads !== undefined;
  const all = (outcome: (head: CheckHead) => CheckOutcome): CheckOutcome[] => heads.map(outcome);
  const seed = ctx.target.seed;
  if (result.unserved)
    return all((h) =>
      ctx.notApplicable(
        h,
        'SendMessage is not served, so no request can be judged',
        'charged to A2A-SEND-001, never counted as evidence here',
      ),
    );
  if (!result.failed && result.judged === 0 && result.trouble !== undefined)
    return all((h) =>
      ctx.record(h, 'error', {
        summary: `every generated exchange broke, so nothing was judged (${result.evaluated} exchange(s) sent)`,
        reason: result.trouble,
      }),
    );
  if (!result.failed && result.judged === 0)
    return all((h) =>
      ctx.notApplicable(
        h,
        `none of ${result.evaluated} generated exchange(s) reached what the invariant is about`,
        "the property's condition never held on this agent (e.g. no chunked stream)",
      ),
    );
  const tooFew = result.failed
    ? undefined
    : tooFewExchanges(result.judged, result.evaluated, ctx.target.propertyRuns);
  if (tooFew !== undefined)
    return all((h) =>
      ctx.record(h, 'error', {
        summary: `${tooFew}: too few to pass`,
        code: 'NOT_TESTABLE',
        reason:
          result.trouble === undefined
            ? 'most generated requests never reached what the invariant is about on this agent; raise the live-agent property runs'
            : `the search ended when an exchange broke: ${result.trouble}`,
      }),
    );
  // A rule of a property of several that no evaluation judged is not applicable here: the
  // programs never reached what it is about (no listing served, no task canceled).
  const unjudged = (h: CheckHead): CheckOutcome | undefined =>
    several && (result.judgedByRule[h.rule] ?? 0) === 0
      ? ctx.notApplicable(
          h,
          `none of ${result.evaluated} generated program(s) reached what ${h.rule} is about`,
          property.unreached?.[h.rule] ??
            'the generated programs never made this comparison on this agent',
        )
      : undefined;
  const passed = (h: CheckHead, note = ''): CheckOutcome =>
    unjudged(h) ??
    ctx.pass(
      h,
      several
        ? `${result.judgedByRule[h.rule]} of ${result.evaluated} generated program(s) compared, all agreed with the model${note}`
        : `${result.judged} of ${result.evaluated} generated exchange(s) judged, all kept the invariant`,
      {
        details: `seed ${seed}${result.trouble === undefined ? '' : `; an exchange broke and judged nothing: ${result.trouble}`}`,
      },
    );
  if (!result.failed) return all((h) => passed(h));
  return failureOutcomes(ctx, property, heads, result, passed);
}

/**
 * The outcomes of a search that failed: the shrunk input sent once more through the recorded
 * binding, each head failed by its own rule's problems (a head without one passes, on what was
 * judged before the search stopped).
 */
async function failureOutcomes<I>(
  ctx: CheckContext,
  property: AgentProperty<I>,
  heads: readonly CheckHead[],
  result: AgentSearchResult<I>,
  passed: (h: CheckHead, note?: string) => CheckOutcome,
): Promise<CheckOutcome[]> {
  const several = property.heads !== undefined;
  const seed = ctx.target.seed;
  const again = await property.evaluate(ctx, result.request!).catch((cause: unknown) => {
    if (!isPeerFault(cause)) throw cause;
    return 'broke' as const;
  });
  const repeated = typeof again !== 'string' && again.problems.length > 0;
  const evaluation = repeated ? again : result.evaluation;
  const ruleProblems = (h: CheckHead): string[] =>
    several
      ? (evaluation?.findings ?? []).filter((f) => f.rule === h.rule).map((f) => f.problem)
      : (evaluation?.problems ?? ['the invariant failed']);
  const failedRules = heads.filter((h) => ruleProblems(h).length > 0).map((h) => h.rule);
  return heads.map((h) => {
    const problems = ruleProblems(h);
    if (problems.length === 0)
      return passed(h, `; the search stopped at a failure of ${failedRules.join(', ')}`);
    return {
      ...ctx.fail(h, problems[0] ?? 'the invariant failed', {
        expected: evaluation?.expected,
        actual: evaluation?.observed,
        counterexample: {
          seed,
          path: result.path!,
          input: result.request,
          iutAnswer: evaluation?.observed ?? null,
          referenceAnswer: evaluation?.expected ?? null,
          numRuns: result.numRuns,
        },
        details: `seed ${seed}, failed at generated ${several ? 'program' : 'request'} ${result.numRuns}, shrunk in ${result.numShrinks} step(s)${result.interrupted ? ' (shrinking cut at its time budget; a replay shrinks on)' : ''}${repeated ? '' : `; sent once more for the evidence, the shrunk ${several ? 'program' : 'request'} did not fail: the failure is intermittent`}`,
      }),
      rerun: { seed, path: result.path! },
    };
  });
}

/** The live-agent properties as agent checks. */
export const PROPERTY_CHECKS: readonly AgentCheck[] = AGENT_PROPERTIES.map((p) => propertyCheck(p));
