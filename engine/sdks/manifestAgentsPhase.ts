import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { caseRecord } from '../records/caseRecord.ts';
import { agentNotStartedIdentity } from '../agent/agentNotStarted.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { metAgent } from '../agent/agentPhases.ts';
import { judgeAgent } from '../agent/judgeAgent.ts';
import type { RunPhase } from '../run/RunPhase.ts';
import type { ImplManifest } from './ImplManifest.ts';
import { installImplementations, selectedImplementations } from './installImplementations.ts';
import { startManifestAgent, type StartedManifestAgent } from './startManifestAgent.ts';

/** How long an SDK agent may take to print its ready line (a JVM or a Python import). */
const READY_MS = 60_000;

/**
 * The agents of the SDK implementations (`--iut sdks`), each started with its SDK's own server on
 * 127.0.0.1 and judged by the agent checks under its manifest id, with the public keys it printed
 * (so its signed card is judged, not left NOT_TESTABLE). They are other processes that answer in
 * milliseconds but start in seconds, so they start one after the other and are judged together;
 * every agent is stopped when the phase ends, however it ends. An agent that fails to start is one
 * `error NOT_TESTABLE` record under A2A-CARD-002 quoting its stderr (the environment's failure,
 * exit 4 when nothing else regressed), and the others are still judged.
 */
export const manifestAgentsPhase = (checks?: readonly AgentCheck[]): RunPhase => {
  const phase: RunPhase = async ({ seed, rules, meet, signal, deadlines, options }) => {
    const manifests = await installImplementations(selectedImplementations(options.iut) ?? []);
    const started: { manifest: ImplManifest; agent: StartedManifestAgent }[] = [];
    const unstarted: CaseRecord[] = [];
    try {
      for (const manifest of manifests)
        for (const agent of manifest.agents) {
          if (signal?.aborted === true) break;
          try {
            started.push({ manifest, agent: await startManifestAgent(manifest, agent, READY_MS) });
          } catch (cause) {
            if (!isCrosscheckError(cause, 'ENV_SETUP_FAILED')) throw cause;
            meet({ id: agent.id, transport: 'http', roles: ['agent'] });
            if (rules.has('A2A-CARD-002')) unstarted.push(notStarted(agent.id, cause.message));
          }
        }
      const runs = await Promise.all(
        started.map(async ({ manifest, agent }) => {
          const run = await judgeAgent(agent.url, {
            reporting: { iut: agent.id, replayTarget: `--iut sdks --agent ${agent.id}` },
            scope: { rules, ...(checks !== undefined && { checks }) },
            seed,
            budget: { deadlines },
            ...(agent.jwks !== undefined && { reach: { jwks: agent.jwks } }),
            ...(signal !== undefined && { signal }),
          });
          meet({
            ...metAgent(agent.id, run),
            version: `${manifest.sdk.package} ${manifest.sdk.version} (${manifest.language})`,
          });
          return run.records;
        }),
      );
      return [...unstarted, ...runs.flat()];
    } finally {
      await Promise.all(started.map(({ agent }) => agent.close()));
    }
  };
  // Its agents are its own processes on 127.0.0.1: it runs beside the contract cases.
  phase.besideCases = true;
  return phase;
};

function notStarted(iut: string, why: string): CaseRecord {
  const identity = agentNotStartedIdentity(iut);
  return caseRecord(identity, 'error', {
    summary:
      'the SDK agent could not be started here, so it could not be judged (ENV_SETUP_FAILED)',
    reason: why,
    code: 'NOT_TESTABLE',
  });
}
