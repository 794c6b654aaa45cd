import type { ResolvedRunOptions } from '../harness/options/RunOptions.ts';
import { contractCases } from './contractSuite.ts';
import type { ConformanceCase } from './engine/ConformanceCase.ts';
import { resolveInProcessIut, type ResolvedIut } from './engine/resolveIuts.ts';
import { runConformance, type ConformanceOutcome, type RunPhase, type RunProgress } from './engine/runConformance.ts';
import { wireCases } from './wire/wire-cases.ts';
import { wirePhase } from './wire/wirePhase.ts';
import { agentPhase, vendorAgentsPhase } from './agent/index.ts';

/** Every case of the suite: contract cases (run per IUT transport) and wire cases. */
export const allCases: readonly ConformanceCase[] = [...contractCases, ...wireCases];

/** IUT sources loaded only when a run needs them (`--iut-cmd` adapters over stdio). */
export interface SuiteExtensions {
  resolveCommand?: (command: string, options: ResolvedRunOptions) => Promise<ResolvedIut>;
}

/**
 * The main job: resolves the IUTs named by the options (built-in names or module paths, stdio
 * commands, agent URLs, the simulated vendors as agents), runs every selected case, the wire
 * phase and the agent checks, and returns what the run produced.
 */
export async function runSuite(
  options: ResolvedRunOptions,
  onProgress: (p: RunProgress) => void = () => {},
  extensions: SuiteExtensions = {},
): Promise<ConformanceOutcome> {
  const iuts: ResolvedIut[] = [];
  for (const name of options.iut) {
    if (name !== 'vendors') iuts.push(await resolveInProcessIut(name, options.deadlines.callMs));
  }
  for (const command of options.iutCmd) {
    if (!extensions.resolveCommand) throw new Error(`Failed to start ${command}: this build has no stdio transport.`);
    iuts.push(await extensions.resolveCommand(command, options));
  }
  const phases: RunPhase[] = [wirePhase(allCases)];
  if (options.iut.includes('vendors')) phases.push(vendorAgentsPhase);
  for (const url of options.agentUrl) phases.push(agentPhase(url, { allowRemote: options.allowRemote }));
  return runConformance({ options, iuts, cases: allCases, phases, onProgress });
}
