import { isMissingModule } from '../../harness/errors/isMissingModule.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { caseRecord } from '../records/caseRecord.ts';
import { agentNotStartedIdentity } from './agentNotStarted.ts';
import { VENDOR_DEFAULTS } from '../../vendors/index.ts';
import type { RunPhase } from '../run/RunPhase.ts';
import { agentRuleCases } from './agentSuite.ts';
import { metAgent } from './agentPhases.ts';
import {
  SDK_AGENT_IDS,
  builtinDeadlines,
  builtinReplayTarget,
  sdkAgentInstallHint,
  startSdkAgentById,
} from './builtinAgents.ts';
import { judgeAgent } from './judgeAgent.ts';

/**
 * Agents built on @a2a-js/sdk, judged by the agent checks beside the `a2a-js` contract IUT (the
 * built-in `a2a-js` brings them): the 1.x SDK with every capability and both bindings, the 1.x
 * SDK with nothing optional declared (so the capability refusals are judged), and the SDK's 0.3
 * line. They run on 127.0.0.1 for the phase only, and only when an agent rule is selected. In-
 * process agents answer in milliseconds, so the deadlines are the simulated vendors' rather than
 * the run's (which are for remote agents). An agent whose optional modules are not installed
 * (express, the 0.3 line) is reported not applicable with the command that installs them; one
 * that fails to start otherwise is an error. Either way the others still run.
 */
export const sdkAgentsPhase = (checks?: readonly AgentCheck[]): RunPhase => {
  const phase: RunPhase = async ({ seed, rules, meet, signal }) => {
    const known = agentRuleCases();
    if (![...rules].some((r) => known.has(r))) return [];
    const { quietSdkLogs, sdkVersion } =
      await import('../../implementations/a2a-js/agents/index.ts');
    return quietSdkLogs(async () => {
      const started = await Promise.all(
        SDK_AGENT_IDS.map((id) =>
          startSdkAgentById(id).then(
            (agent) => ({ id, agent }),
            (cause: unknown) => ({ id, cause }),
          ),
        ),
      );
      try {
        const deadlines = builtinDeadlines(VENDOR_DEFAULTS.progressDeadlineMs);
        const records = await Promise.all(
          started.map(async (s) => {
            if (!('agent' in s)) {
              meet({ id: s.id, transport: 'http', roles: ['agent'] });
              return rules.has('A2A-CARD-002') ? [notStarted(s.id, s.cause)] : [];
            }
            const run = await judgeAgent(s.agent.origin, {
              reporting: { iut: s.id, replayTarget: builtinReplayTarget(s.id) },
              // Its key opens its gRPC port too, another origin than the card's.
              reach: { headers: s.agent.headers, headersAnyOrigin: true },
              scope: { rules, ...(checks !== undefined && { checks }) },
              ...(signal !== undefined && { signal }),
              seed,
              budget: { deadlines },
            });
            const line = s.id === 'a2a-js-agent-0.3' ? '@a2a-js/sdk-03' : '@a2a-js/sdk';
            meet({ ...metAgent(s.id, run), version: `@a2a-js/sdk ${sdkVersion(line)}` });
            return run.records;
          }),
        );
        return records.flat();
      } finally {
        await Promise.all(started.flatMap((s) => ('agent' in s ? [s.agent.close()] : [])));
      }
    });
  };
  // Its agents are its own, on 127.0.0.1: it runs beside the contract cases.
  phase.besideCases = true;
  return phase;
};

function notStarted(iut: string, cause: unknown): CaseRecord {
  const why = cause instanceof Error ? cause.message : String(cause);
  const identity = agentNotStartedIdentity(iut);
  // A module that is not installed makes the agent untestable here, which is no verdict and
  // not "not applicable" either: an error naming the command that installs it.
  return isMissingModule(cause)
    ? caseRecord(identity, 'error', {
        summary: `the built-in SDK agent is not installed here, so it could not be judged: ${sdkAgentInstallHint(iut)}`,
        reason: `${why}. To judge it: ${sdkAgentInstallHint(iut)}`,
        code: 'NOT_TESTABLE',
      })
    : caseRecord(identity, 'error', {
        summary: 'the built-in SDK agent could not be started (IUT_LOAD_FAILED)',
        reason: `${why}. Check the installed @a2a-js/sdk and express (${sdkAgentInstallHint(iut)}).`,
        code: 'IUT_LOAD_FAILED',
      });
}
