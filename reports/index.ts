export {
  REPORT_SCHEMA_VERSION,
  type CrosscheckReport,
  type InterruptSignal,
  type ReportDefect,
  type ReportInterruption,
  type ReportIut,
  type ReportRule,
  type ReportVendor,
  type VerdictCounts,
} from './CrosscheckReport.ts';
export type {
  DifferentialAnswer,
  DifferentialComparison,
  DifferentialFinding,
  DisagreementKind,
  ReportDifferential,
} from './ReportDifferential.ts';
export { combineDifferentials } from './combineDifferentials.ts';
export type { ReportRootCause, RootCauseConsequence } from './ReportRootCause.ts';
export { createReport, reportRulesFrom, type ReportInit } from './createReport.ts';
export { harnessIdentity } from './harnessIdentity.ts';
export { compareResults, sortResults } from './sortResults.ts';
export { summarize } from './summarize.ts';
export { validateReport } from './validateReport.ts';
export { readReportFile } from './readReportFile.ts';
export { renderMarkdown, type MarkdownOptions } from './renderMarkdown.ts';
export { renderJunit } from './renderJunit.ts';
export { renderHtml } from './renderHtml.ts';
export { REPORT_FILE_NAMES, writeReports, type WrittenReports } from './writeReports.ts';
export { writeError } from './writeError.ts';
export { writeFileAtomic } from './writeFileAtomic.ts';
export {
  BASELINE_SCHEMA_VERSION,
  isTodoReason,
  type BaselineEntry,
  type BaselineFile,
  type BaselineVersion,
  type LoadedBaseline,
} from './Baseline.ts';
export { readBaselineFile, validateBaseline } from './validateBaseline.ts';
export { readBaseline } from './readBaseline.ts';
export { knownFindings } from './knownFindings.ts';
export { caseOutcome, describeOutcome, sameOutcome, type CaseOutcome } from './caseOutcome.ts';
export {
  compareToBaseline,
  gatingLevels,
  type BaselineComparison,
  type BaselineEntries,
  type CompareOptions,
  type GatedCase,
  type ListedCase,
  type MissingEntry,
} from './compareToBaseline.ts';
export { staleBaselinePatch } from './staleBaselinePatch.ts';
export { countCases } from './countCases.ts';
export { ruleCitation, type RuleCitation } from './ruleCitation.ts';
export { generationsJudged, levelTag } from './generationLabel.ts';
export {
  consequenceWords,
  regressionWords,
  triage,
  type FailingCase,
  type RootCauseGroup,
  type SharedCause,
  type Triage,
} from './triage.ts';
export {
  EXIT_CODES,
  EXIT_CODE_TABLE,
  SIGNAL_EXIT_CODES,
  commandExitCodes,
  type ExitCode,
  type ExitCodeRow,
} from './exitCodes.ts';
export { INTERRUPT_SIGNALS } from './InterruptSignal.ts';
export { selectShard, shardOf } from './selectShard.ts';
export { mergeReports } from './mergeReports.ts';
export {
  reportGate,
  type GateCase,
  type GateRegression,
  type KnownFinding,
  type RegressionCause,
  type ReportGate,
} from './ReportGate.ts';
export {
  NEW_FAILURES_FILE,
  placeholderReason,
  recordBaseline,
  splitByFile,
} from './recordBaseline.ts';
