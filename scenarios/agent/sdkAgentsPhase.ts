import type * as SdkAgents from '../../implementations/a2a-js/agents/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import type { RunPhase } from '../core/RunPhase.ts';
import { metAgent } from './agentPhases.ts';
import {
  SDK_AGENT_IDS,
  builtinDeadlines,
  builtinReplayTarget,
  startSdkAgentById,
} from './builtinAgents.ts';
import { judgeAgent } from './checkAgent.ts';

/**
 * Agents built on @a2a-js/sdk, judged by the agent checks beside the `a2a-js` contract IUT (the
 * built-in `a2a-js` brings them): the 1.x SDK with every capability and both bindings, the 1.x
 * SDK with nothing optional declared (so the capability refusals are judged), and the SDK's 0.3
 * line. They run on 127.0.0.1 for the phase only. In-process agents answer in milliseconds, so
 * the deadlines are the simulated vendors' rather than the run's (which are for remote agents).
 */
export const sdkAgentsPhase: RunPhase = async ({ ctx, fleet, rules, meet }) => {
  let sdk: typeof SdkAgents;
  try {
    sdk = await import('../../implementations/a2a-js/agents/index.ts');
  } catch (cause) {
    return SDK_AGENT_IDS.map((id) => loadFailure(id, cause));
  }
  return sdk.quietSdkLogs(async () => {
    const agents = await Promise.all(SDK_AGENT_IDS.map((id) => startSdkAgentById(sdk, id)));
    try {
      const deadlines = builtinDeadlines(fleet.progressDeadlineMs);
      const runs = await Promise.all(
        agents.map((agent, i) =>
          judgeAgent(agent.origin, {
            iut: SDK_AGENT_IDS[i]!,
            headers: agent.headers,
            rules,
            seed: ctx.seed,
            deadlines,
            replayTarget: builtinReplayTarget(SDK_AGENT_IDS[i]!),
          }),
        ),
      );
      const versions = [sdk.sdkVersion(), sdk.sdkVersion(), sdk.sdkVersion('@a2a-js/sdk-03')];
      runs.forEach((run, i) =>
        meet({ ...metAgent(SDK_AGENT_IDS[i]!, run), version: `@a2a-js/sdk ${versions[i]}` }),
      );
      return runs.flatMap((r) => r.records);
    } finally {
      await Promise.all(agents.map((a) => a.close()));
    }
  });
};

function loadFailure(iut: string, cause: unknown): CaseRecord {
  return {
    caseId: 'agent-card-served-as-json',
    rule: 'A2A-CARD-002',
    iut,
    vendor: null,
    transport: 'http',
    canonicalization: null,
    verdict: 'error',
    evidence: {
      summary: `the built-in SDK agent could not be started (IUT_LOAD_FAILED)`,
      reason: `${cause instanceof Error ? cause.message : String(cause)}. Install the optional peers: npm install --save-dev @a2a-js/sdk express.`,
    },
  };
}
