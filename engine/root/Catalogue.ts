import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { ALL_AGENT_CHECKS } from '../agent/agentSuite.ts';
import { allCases } from '../run/suiteCases.ts';

/**
 * What a run judges with, as data: the cases contract IUTs are judged on (contract, property,
 * regression and wire cases) and the checks the agent suite runs against every agent. The
 * composition root takes it whole, so a test can run the real engine on a catalogue of its own.
 */
export interface Catalogue {
  cases: readonly ConformanceCase[];
  agentChecks: readonly AgentCheck[];
}

/** The shipped catalogue: every case of `scenarios/`, and every agent check and property. */
export const DEFAULT_CATALOGUE: Catalogue = { cases: allCases, agentChecks: ALL_AGENT_CHECKS };
