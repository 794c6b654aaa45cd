import { createStdioIut } from '../harness/transports/index.ts';
import type { SuiteExtensions } from './root/runSuite.ts';

export { runSuite, type SuiteExtensions } from './root/runSuite.ts';
export { allCases } from './run/suiteCases.ts';
export { runConformance, type ConformanceOutcome } from './run/runConformance.ts';
export type { RunPhase, RunProgress, PhaseInput, ResolvedIut } from './run/RunPhase.ts';
export type { CaseContext } from '../scenarios/core/CaseContext.ts';
export type {
  CaseOutcome,
  CaseRecord,
  ConformanceCase,
} from '../scenarios/core/ConformanceCase.ts';
export { resolveInProcessIut } from './run/resolveIuts.ts';
export { loadAdapterModule } from './adapters/loadAdapterModule.ts';

/** The out-of-process parts of a run: `--iut-cmd` adapters over stdio. */
export const stdioExtensions: SuiteExtensions = {
  resolveCommand: async (command, options) => ({
    iut: createStdioIut(command, { deadlineMs: options.deadlines.callMs }),
    transport: 'stdio',
    nameFromHello: true,
    source: { kind: 'stdio', command },
  }),
};
