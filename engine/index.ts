import { createStdioIut } from '../harness/transports/index.ts';
import type { SuiteExtensions } from './suite.ts';

export { allCases, runSuite, type SuiteExtensions } from './suite.ts';
export { runConformance, type ConformanceOutcome } from './runConformance.ts';
export type { RunPhase, RunProgress, PhaseInput, ResolvedIut } from '../scenarios/core/RunPhase.ts';
export type { CaseContext } from '../scenarios/core/CaseContext.ts';
export type {
  CaseOutcome,
  CaseRecord,
  ConformanceCase,
} from '../scenarios/core/ConformanceCase.ts';
export { resolveInProcessIut } from './resolveIuts.ts';
export { loadAdapterModule } from './loadAdapterModule.ts';

/** The out-of-process parts of a run: `--iut-cmd` adapters over stdio. */
export const stdioExtensions: SuiteExtensions = {
  resolveCommand: async (command, options) => ({
    iut: createStdioIut(command, { deadlineMs: options.deadlines.callMs }),
    transport: 'stdio',
    nameFromHello: true,
    source: { kind: 'stdio', command },
  }),
};
