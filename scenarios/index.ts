import { createStdioIut } from '../harness/transports/index.ts';
import type { SuiteExtensions } from './suite.ts';

export { allCases, runSuite, type SuiteExtensions } from './suite.ts';
export {
  runConformance,
  type ConformanceOutcome,
  type RunPhase,
  type RunProgress,
  type PhaseInput,
} from './engine/runConformance.ts';
export type { CaseContext } from './engine/CaseContext.ts';
export type { CaseOutcome, CaseRecord, ConformanceCase } from './engine/ConformanceCase.ts';
export { resolveInProcessIut, loadAdapterModule, type ResolvedIut } from './engine/resolveIuts.ts';

/** The out-of-process parts of a run: `--iut-cmd` adapters over stdio. */
export const stdioExtensions: SuiteExtensions = {
  resolveCommand: async (command, options) => ({
    iut: createStdioIut(command, { deadlineMs: options.deadlines.callMs }),
    transport: 'stdio',
  }),
};
