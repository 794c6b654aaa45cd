import type { BuiltOn } from '../../harness/options/index.ts';
import type { ReportIut } from '../../reports/index.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import { startLoopbackServer } from '../../vendors/index.ts';
import type { RunPhase } from '../run/RunPhase.ts';
import { builtinDeadlines, builtinReplayTarget } from './builtinAgents.ts';
import { judgeAgent, type AgentReach, type AgentRun } from './judgeAgent.ts';

/** How the report names an agent: its card's name, and its protocol generation when not v1.0. */
export function metAgent(
  id: string,
  run: AgentRun,
  fallbackName?: string,
  builtOn: readonly BuiltOn[] = [],
): ReportIut {
  const name = run.name ?? fallbackName;
  const label = run.generation === '0.3' ? `${name ?? id} (A2A v0.3 agent)` : name;
  return {
    id,
    ...(label !== undefined && { name: label }),
    transport: 'http',
    roles: ['agent'],
    ...(builtOn.length > 0 && { builtOn }),
  };
}

/**
 * The agent checks as an extra phase of `runConformance` (`RunInputs.phases`): the run's seed,
 * deadlines and rule selection apply.
 */
export function agentPhase(
  url: string,
  options: {
    /** How the agent is reached (`--allow-remote`, `--header`, `--jwks`…). */
    reach?: AgentReach;
    /** The checks to run. Default: every check of the catalogue and the live-agent properties. */
    checks?: readonly AgentCheck[];
    /** Ids of the run's agents, shared by its agent phases: two agents never share one. */
    ids?: Set<string>;
    /** What the user declared the agent is built on (`--built-on`), for its report entry. */
    builtOn?: readonly BuiltOn[];
  } = {},
): RunPhase {
  const { ids, builtOn, reach, checks } = options;
  return async ({ seed, deadlines, rules, meet, signal }) => {
    const run = await judgeAgent(url, {
      ...(reach !== undefined && { reach }),
      scope: { rules, ...(checks !== undefined && { checks }) },
      ...(ids !== undefined && { reporting: { takenIds: ids } }),
      seed,
      budget: { deadlines },
      ...(signal !== undefined && { signal }),
    });
    ids?.add(run.iut);
    meet(metAgent(run.iut, run, undefined, builtOn));
    return run.records;
  };
}

/**
 * The simulated vendors judged as agents (the built-in IUT `vendors`): a fleet of the run's seed
 * served on 127.0.0.1, every vendor checked at once under its own id, with deadlines derived from
 * the fleet's (a simulated peer answers in milliseconds; a hung one must not cost the run's 10 s
 * call deadline, and costs one call: A2A-BIND-001 gates the rest). It runs beside the contract
 * cases on a fleet of its own (the same vendors, none of the cases' tasks or transcripts), as a
 * replay of one of its results does.
 */
export const vendorAgentsPhase = (checks?: readonly AgentCheck[]): RunPhase => {
  const phase: RunPhase = async (input) => {
    const { rules, meet } = input;
    const fleet = await input.ownFleet();
    const served = await startLoopbackServer(fleet).catch((cause: unknown) => {
      fleet.close();
      throw cause;
    });
    try {
      const deadlines = builtinDeadlines(fleet.progressDeadlineMs);
      const runs = await Promise.all(
        fleet.ids.map(async (id) => ({
          id,
          run: await judgeAgent(served.urls[id]!.origin, {
            reporting: { iut: id, replayTarget: builtinReplayTarget(id) },
            scope: { rules, ...(checks !== undefined && { checks }) },
            seed: input.seed,
            budget: { deadlines },
            ...(input.signal !== undefined && { signal: input.signal }),
          }),
        })),
      );
      for (const { id, run } of runs)
        meet(metAgent(id, run, fleet.vendor(id).identity.organization));
      return runs.flatMap((r) => r.run.records);
    } finally {
      await served.close();
      fleet.close();
    }
  };
  phase.besideCases = true;
  return phase;
};
