import fc from 'fast-check';
import { isPeerFault } from '../../harness/errors/index.ts';
import type { AgentBinding } from '../../harness/wire/index.ts';
import type { CheckContext } from '../../scenarios/agent/CheckContext.ts';
import {
  agentRequestArb,
  type AgentRequest,
} from '../../scenarios/agent/properties/AgentRequest.ts';
import type {
  AgentProperty,
  Evaluation,
} from '../../scenarios/agent/properties/agentProperties.ts';

/** How one property search against a live agent runs. */
export interface AgentSearch {
  seed: number;
  numRuns: number;
  /** Replay this counterexample path (fast-check's `{ seed, path }`) instead of searching. */
  path?: string;
  /** Wall-clock cap on shrinking a failure; the smallest failing request so far is kept. */
  timeLimitMs: number;
}

/** What a search found. */
export interface AgentSearchResult<I = AgentRequest> {
  failed: boolean;
  unserved: boolean;
  interrupted: boolean;
  /** The first exchange that broke instead of answering (it judged nothing). */
  trouble?: string;
  /** Exchanges evaluated (a request sent twice at once counts twice), and how many judged something. */
  evaluated: number;
  judged: number;
  /** For a property of several rules: how many evaluations judged each rule. */
  judgedByRule: Record<string, number>;
  numRuns: number;
  numShrinks: number;
  path?: string;
  request?: I;
  evaluation?: Evaluation;
}

/** How many copies of an input are sent at once (a request's `copies`; a program runs once). */
const copiesOf = (input: unknown): number =>
  typeof input === 'object' && input !== null && 'copies' in input && input.copies === 2 ? 2 : 1;

/**
 * Runs `property` against the agent with fast-check, on requests generated from the agent's card
 * and seeded from `search.seed`. Searches go through the unrecorded binding (hundreds of
 * exchanges would bury the evidence); a failure shrinks to the smallest request that still
 * fails, within the time cap. An agent that does not serve SendMessage stops the search.
 */
export async function runAgentProperty<I>(
  ctx: CheckContext,
  property: AgentProperty<I>,
  search: AgentSearch,
): Promise<AgentSearchResult<I>> {
  // The bindings a property makes of its own (another interface, a URL with a query) stay
  // unrecorded in a search too: only the failure sent once more is evidence.
  const quiet: CheckContext = {
    ...ctx,
    binding: ctx.quiet(),
    recorded: <B extends AgentBinding>(binding: B): B => binding,
  };
  const seen = new Map<string, Evaluation>();
  let unserved = false;
  let trouble: string | undefined;
  let cutAt: number | undefined;
  let calls = 0;
  let cut = false;
  let evaluated = 0;
  let judged = 0;
  const judgedByRule: Record<string, number> = {};
  // An exchange that broke (a call timed out, a stream was cut) judges nothing: it is no
  // counterexample, and it is reported if nothing else was found.
  // A defect of the harness's own (an untyped throw, INTERNAL) is kept and rethrown after the
  // search: it is no broken exchange and no counterexample.
  let defect: { error: unknown } | undefined;
  const evaluate = async (request: I): Promise<Evaluation | 'unserved'> => {
    evaluated++;
    const e = await property.evaluate(quiet, request).catch((cause: unknown) => {
      if (!isPeerFault(cause)) defect ??= { error: cause };
      else trouble ??= `${cause.code}: ${cause.message}`;
      const broke: Evaluation = {
        problems: [],
        observed: 'the exchange broke',
        expected: '',
        held: false,
      };
      return broke;
    });
    if (e !== 'unserved' && e.held !== false) judged++;
    if (e !== 'unserved')
      for (const rule of e.judgedRules ?? []) judgedByRule[rule] = (judgedByRule[rule] ?? 0) + 1;
    return e;
  };
  const inputs =
    property.input?.(ctx.target.card) ??
    (agentRequestArb(
      ctx.target.card,
      property.modes,
      property.served === true,
    ) as unknown as fc.Arbitrary<I>);
  const check = (parameters: fc.Parameters<[I]>): Promise<fc.RunDetails<[I]>> =>
    fc.check<[I]>(
      fc.asyncProperty(inputs, async (request) => {
        // After an exchange broke (a capped stream, a refused redirect, a dead port) the rest of
        // the search would only repeat it, at the agent's and the harness's cost: it ends there.
        if (unserved || trouble !== undefined || defect !== undefined) return true;
        // Past the shrinking budget every further candidate counts as passing: fast-check then
        // keeps the smallest failing request so far (the replayed one is always evaluated).
        if (cutAt !== undefined && calls++ > 0 && performance.now() > cutAt) {
          cut = true;
          return true;
        }
        const runs = await Promise.all(
          Array.from({ length: copiesOf(request) }, () => evaluate(request)),
        );
        if (runs.includes('unserved')) {
          unserved = true;
          return true;
        }
        const evaluations = runs as Evaluation[];
        const failing = evaluations.find((e) => e.problems.length > 0) ?? evaluations[0]!;
        // A request that failed once keeps its failing evaluation: replaying it for shrinking
        // must not replace the evidence with a run that happened to pass.
        const key = JSON.stringify(request);
        if (failing.problems.length > 0 || !seen.has(key)) seen.set(key, failing);
        return failing.problems.length === 0;
      }),
      { seed: search.seed, numRuns: search.numRuns, ...parameters },
    );
  // The search itself is never cut short (a finding must not depend on the machine's speed); only
  // the shrinking of a failure runs against the time budget, keeping the smallest request so far.
  // A failure found by the search stands even if its replay for shrinking does not fail again.
  const found = search.path === undefined ? await check({ endOnFailure: true }) : undefined;
  let details = found;
  const path = search.path ?? (found?.failed === true ? found.counterexamplePath : null);
  if (path !== null && path !== undefined) {
    cutAt = performance.now() + search.timeLimitMs;
    const shrunk = await check({ path });
    if (shrunk.failed || found === undefined) details = shrunk;
  }
  if (defect !== undefined) throw defect.error;
  if (details === undefined) throw new Error('unreachable: neither a search nor a replay ran');
  const base = {
    unserved,
    interrupted: cut,
    evaluated,
    judged,
    judgedByRule,
    ...(trouble !== undefined && { trouble }),
  };
  if (!details.failed || details.counterexample === null)
    return { ...base, failed: false, numRuns: details.numRuns, numShrinks: 0 };
  const request = details.counterexample[0];
  const at = details.counterexamplePath ?? path ?? '';
  const steps = at.split(':');
  return {
    ...base,
    failed: true,
    numRuns: Number(steps[0] ?? 0) + 1,
    numShrinks: steps.length - 1,
    path: at,
    request,
    ...(seen.has(JSON.stringify(request)) && { evaluation: seen.get(JSON.stringify(request))! }),
  };
}
