import { isPeerFault } from '../../harness/errors/index.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import type { CheckHead } from '../../scenarios/agent/CheckHead.ts';
import type { CheckOutcome } from '../../scenarios/agent/CheckOutcome.ts';
import type { CheckContext } from '../../scenarios/agent/CheckContext.ts';
import type { AgentProperty } from '../../scenarios/agent/properties/agentProperties.ts';
import { AGENT_PROPERTIES } from '../../scenarios/index.ts';
import { runAgentProperty } from './runAgentProperty.ts';
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
  const several = property.heads !== undefined;
  const all = (outcome: (head: CheckHead) => CheckOutcome): CheckOutcome[] => heads.map(outcome);
  return {
    id: property.id,
    heads: [...heads],
    scope: 'each-binding',
    preferredOnly: true,
    ...(property.generations !== undefined && { generations: property.generations }),
    async run(ctx: CheckContext): Promise<CheckOutcome[]> {
      const why = property.inapplicable(ctx);
      if (why !== undefined)
        return all((h) => ctx.notApplicable(h, why, 'the property cannot be judged on this agent'));
      const replay = ctx.target.replay;
      const only =
        replay?.caseId === undefined ||
        replay.caseId.startsWith(property.id) ||
        heads.some((h) => replay.caseId!.startsWith(h.caseId));
      if (replay !== undefined && !only) return [];
      const seed = ctx.target.seed;
      const result = await runAgentProperty(ctx, property, {
        seed,
        numRuns: ctx.target.propertyRuns,
        timeLimitMs: ctx.target.propertyTimeMs,
        ...(replay?.path !== undefined && { path: replay.path }),
      });
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
      return all((h) => {
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
    },
  };
}

/** The live-agent properties as agent checks. */
export const PROPERTY_CHECKS: readonly AgentCheck[] = AGENT_PROPERTIES.map((p) => propertyCheck(p));
