import type { RunningAgent } from '../../implementations/a2a-js/agents/index.ts';
import { createVendors, startLoopbackServer, type VendorFleet } from '../../vendors/index.ts';
import {
  judgeAgent,
  type AgentBudget,
  type AgentRun,
  type CheckAgentOptions,
} from './judgeAgent.ts';

/** The built-in SDK agents, by IUT id (the built-in IUT `a2a-js` brings them). */
export const SDK_AGENT_IDS = ['a2a-js-agent', 'a2a-js-agent-minimal', 'a2a-js-agent-0.3'] as const;

/**
 * Deadlines for agents the harness runs in its own process: they answer in milliseconds, so the
 * run's deadlines (meant for remote agents) would only slow a hung one down. The fleet
 * progresses at a tenth of its deadline; judging against three deadlines keeps a loaded
 * machine's event-loop lag from passing for a stall, while a real stall never ends.
 */
export function builtinDeadlines(fleetProgressMs: number): { callMs: number; progressMs: number } {
  return { callMs: fleetProgressMs * 16, progressMs: fleetProgressMs * 3 };
}

/** How a replay command names a built-in agent. */
export function builtinReplayTarget(id: string): string {
  return (SDK_AGENT_IDS as readonly string[]).includes(id)
    ? `--iut a2a-js --agent ${id}`
    : `--iut vendors --agent ${id}`;
}

/**
 * What a caller chooses when judging a built-in agent: what is judged, with which seed, and the
 * property budget; the agent's reach, deadlines and names are the built-in agent's own.
 */
type JudgeOptions = Pick<CheckAgentOptions, 'scope' | 'seed' | 'signal'> & {
  budget?: Omit<AgentBudget, 'deadlines'>;
};

/**
 * Starts one SDK agent (`a2a-js-agent`, `…-minimal`, `…-0.3`), loading only the modules that
 * agent needs: @a2a-js/sdk and express, or the 0.3 line installed as `@a2a-js/sdk-03`.
 */
export async function startSdkAgentById(id: string): Promise<RunningAgent> {
  if (id === 'a2a-js-agent-0.3')
    return (
      await import('../../implementations/a2a-js/agents/startSdk03Agent.ts')
    ).startSdk03Agent();
  const { startSdkAgent } = await import('../../implementations/a2a-js/agents/startSdkAgent.ts');
  return startSdkAgent(id === 'a2a-js-agent-minimal' ? 'minimal' : 'full');
}

/** The command that installs what a built-in SDK agent needs (they are optional peers). */
export function sdkAgentInstallHint(id: string): string {
  return id === 'a2a-js-agent-0.3'
    ? 'npm install --save-dev express @a2a-js/sdk-03@npm:@a2a-js/sdk@^0.3.14'
    : 'npm install --save-dev express @a2a-js/sdk';
}

/**
 * Judges one built-in agent by id, as the main job does: a simulated vendor of `fleet` (served on
 * 127.0.0.1 for the call) or one of the SDK agents (started and stopped for the call). Replays of
 * property counterexamples go through here, so they see the agent the run saw.
 */
export async function judgeBuiltinAgent(
  id: string,
  fleet: VendorFleet,
  options: JudgeOptions,
): Promise<AgentRun> {
  const deadlines = builtinDeadlines(fleet.progressDeadlineMs);
  if ((SDK_AGENT_IDS as readonly string[]).includes(id)) {
    const { quietSdkLogs } = await import('../../implementations/a2a-js/agents/index.ts');
    return quietSdkLogs(async () => {
      const agent = await startSdkAgentById(id);
      try {
        return await judgeAgent(agent.origin, {
          ...options,
          reporting: { iut: id, replayTarget: builtinReplayTarget(id) },
          // The agent's key opens every interface it serves, its gRPC port included (another
          // origin than the card's: userHeadersFor would withhold the key there).
          reach: { headers: agent.headers, headersAnyOrigin: true },
          budget: { ...options.budget, deadlines },
        });
      } finally {
        await agent.close();
      }
    });
  }
  fleet.vendor(id);
  const served = await startLoopbackServer(fleet);
  try {
    return await judgeAgent(served.urls[id]!.origin, {
      ...options,
      reporting: { iut: id, replayTarget: builtinReplayTarget(id) },
      budget: { ...options.budget, deadlines },
    });
  } finally {
    await served.close();
  }
}

/** A fleet for a replay: the run's seed gives the same identities, keys and wording. */
export function replayFleet(seed: number): Promise<VendorFleet> {
  return createVendors({ seed });
}
