import type { ResolvedRunOptions } from '../harness/options/RunOptions.ts';
import { contractCases } from './contractSuite.ts';
import type { ConformanceCase } from './engine/ConformanceCase.ts';
import { resolveInProcessIut, type ResolvedIut } from './engine/resolveIuts.ts';
import { runConformance, type ConformanceOutcome, type RunPhase, type RunProgress } from './engine/runConformance.ts';
import { wireCases } from './wire/wire-cases.ts';
import { wirePhase } from './wire/wirePhase.ts';

/** Every case of the suite: contract cases (run per IUT transport) and wire cases. */
export const allCases: readonly ConformanceCase[] = [...contractCases, ...wireCases];

/** Extra IUT sources and phases other modules register (stdio, agent URLs), by option. */
export interface SuiteExtensions {
  resolveCommand?: (command: string, options: ResolvedRunOptions) => Promise<ResolvedIut>;
  agentPhase?: (options: ResolvedRunOptions) => RunPhase | undefined;
}

/**
 * The main job: resolves the IUTs named by the options (built-in names or module paths, stdio
 * commands), runs every selected case and the wire phase, and returns what the run produced.
 */
export async function runSuite(
  options: ResolvedRunOptions,
  onProgress: (p: RunProgress) => void = () => {},
  extensions: SuiteExtensions = {},
): Promise<ConformanceOutcome> {
  const iuts: ResolvedIut[] = [];
  for (const name of options.iut) iuts.push(await resolveInProcessIut(name, options.deadlines.callMs));
  for (const command of options.iutCmd) {
    if (!extensions.resolveCommand) throw new Error(`Failed to start ${command}: this build has no stdio transport.`);
    iuts.push(await extensions.resolveCommand(command, options));
  }
  const phases: RunPhase[] = [wirePhase(allCases)];
  const agent = extensions.agentPhase?.(options);
  if (agent) phases.push(agent);
  return runConformance({ options, iuts, cases: allCases, phases, onProgress });
}
