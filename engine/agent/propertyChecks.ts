import { isPeerFault } from '../../harness/errors/index.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import type { CheckOutcome } from '../../scenarios/agent/CheckOutcome.ts';
import type { CheckContext } from '../../scenarios/agent/CheckContext.ts';
import type { AgentProperty } from '../../scenarios/agent/properties/agentProperties.ts';
import { AGENT_PROPERTIES } from '../../scenarios/index.ts';
import { runAgentProperty } from './runAgentProperty.ts';
import { tooFewExchanges } from './judgedExchanges.ts';

/**
 * One check per live-agent property, on the agent's preferred binding: a fast-check search over
 * generated requests, every failure shrunk to the smallest request and printed with `{ seed,
 * path }` and a replay command; the shrunk request is then sent once more through the recorded
 * binding, so the evidence holds exactly the exchange that fails.
 */
export function propertyCheck(property: AgentProperty): AgentCheck {
  const head = { rule: property.rule, caseId: property.id };
  return {
    id: property.id,
    heads: [head],
    scope: 'each-binding',
    preferredOnly: true,
    ...(property.generations !== undefined && { generations: property.generations }),
    async run(ctx: CheckContext): Promise<CheckOutcome[]> {
      const why = property.inapplicable(ctx);
      if (why !== undefined)
        return [ctx.notApplicable(head, why, 'the property cannot be judged on this agent')];
      const replay = ctx.target.replay;
      const only = replay?.caseId === undefined || replay.caseId.startsWith(property.id);
      if (replay !== undefined && !only) return [];
      const seed = ctx.target.seed;
      const result = await runAgentProperty(ctx, property, {
        seed,
        numRuns: ctx.target.propertyRuns,
        timeLimitMs: ctx.target.propertyTimeMs,
        ...(replay?.path !== undefined && { path: replay.path }),
      });
      if (result.unserved)
        return [
          ctx.notApplicable(
            head,
            'SendMessage is not served, so no request can be judged',
            'charged to A2A-SEND-001, never counted as evidence here',
          ),
        ];
      if (!result.failed && result.judged === 0 && result.trouble !== undefined)
        return [
          ctx.record(head, 'error', {
            summary: `every generated exchange broke, so nothing was judged (${result.evaluated} exchange(s) sent)`,
            reason: result.trouble,
          }),
        ];
      if (!result.failed && result.judged === 0)
        return [
          ctx.notApplicable(
            head,
            `none of ${result.evaluated} generated exchange(s) reached what the invariant is about`,
            "the property's condition never held on this agent (e.g. no chunked stream)",
          ),
        ];
      const tooFew = result.failed
        ? undefined
        : tooFewExchanges(result.judged, result.evaluated, ctx.target.propertyRuns);
      if (tooFew !== undefined)
        return [
          ctx.record(head, 'error', {
            summary: `${tooFew}: too few to pass`,
            code: 'NOT_TESTABLE',
            reason:
              result.trouble === undefined
                ? 'most generated requests never reached what the invariant is about on this agent; raise the live-agent property runs'
                : `the search ended when an exchange broke: ${result.trouble}`,
          }),
        ];
      if (!result.failed)
        return [
          ctx.pass(
            head,
            `${result.judged} of ${result.evaluated} generated exchange(s) judged, all kept the invariant`,
            {
              details: `seed ${seed}${result.trouble === undefined ? '' : `; an exchange broke and judged nothing: ${result.trouble}`}`,
            },
          ),
        ];
      const again = await property.evaluate(ctx, result.request!).catch((cause: unknown) => {
        if (!isPeerFault(cause)) throw cause;
        return 'broke' as const;
      });
      const repeated = typeof again !== 'string' && again.problems.length > 0;
      const evaluation = repeated ? again : result.evaluation;
      return [
        {
          ...ctx.fail(head, evaluation?.problems[0] ?? 'the invariant failed', {
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
            details: `seed ${seed}, failed at generated request ${result.numRuns}, shrunk in ${result.numShrinks} step(s)${result.interrupted ? ' (shrinking cut at its time budget; a replay shrinks on)' : ''}${repeated ? '' : '; sent once more for the evidence, the shrunk request did not fail: the failure is intermittent'}`,
          }),
          rerun: { seed, path: result.path! },
        },
      ];
    },
  };
}

/** The live-agent properties as agent checks. */
export const PROPERTY_CHECKS: readonly AgentCheck[] = AGENT_PROPERTIES.map(propertyCheck);
