/**
 * The library entry of `a2a-crosscheck` (`import … from 'a2a-crosscheck'`): judge an adapter
 * inside a vitest suite, run the harness from code, write adapters (in-process or over stdio).
 * The command line is `a2a-crosscheck`; the contract's types and JSON Schema alone are
 * `a2a-crosscheck/contract`.
 */
export { crosscheckSuite, type CrosscheckSuiteOptions } from '../engine/suite/crosscheckSuite.ts';
export { runCrosscheck, type RunCrosscheckOptions } from './runCrosscheck.ts';
export { defineAdapter } from '../harness/contract/defineAdapter.ts';
export {
  serveAdapterOverStdio,
  type StdioServeOptions,
} from '../harness/transports/serveAdapterOverStdio.ts';
export * from '../harness/contract/types.ts';
export type {
  RunOptions,
  Deadlines,
  ShardSpec,
  VendorTransport,
} from '../harness/options/index.ts';
export type { ProfileSelection } from '../harness/rules/index.ts';
export type { RunProgress } from '../engine/run/RunPhase.ts';
export type {
  Counterexample,
  Evidence,
  RuleResult,
  TranscriptEntry,
  Verdict,
  Level,
  TransportName,
} from '../harness/results/types.ts';
// From their own modules, not the reports barrel: the entry stays free of the renderers.
export { EXIT_CODES, type ExitCode } from '../reports/exitCodes.ts';
export type { BaselineEntry, BaselineFile } from '../reports/Baseline.ts';
export type {
  CrosscheckReport,
  ReportIut,
  ReportRule,
  ReportVendor,
} from '../reports/CrosscheckReport.ts';
export type {
  DifferentialAnswer,
  DifferentialComparison,
  DifferentialFinding,
  ReportDifferential,
} from '../reports/ReportDifferential.ts';
export type { TracedJudgement } from '../harness/results/AnswerTrace.ts';
export {
  CrosscheckError,
  isCrosscheckError,
  type CrosscheckErrorCode,
} from '../harness/errors/index.ts';
