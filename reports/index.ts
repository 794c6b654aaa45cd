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
export { createReport, reportRulesFrom, type ReportInit } from './createReport.ts';
export { harnessIdentity } from './harnessIdentity.ts';
export { compareResults, sortResults } from './sortResults.ts';
export { summarize } from './summarize.ts';
export { validateReport } from './validateReport.ts';
export { readReportFile } from './readReportFile.ts';
export { renderMarkdown, type MarkdownOptions } from './renderMarkdown.ts';
export { renderJunit } from './renderJunit.ts';
export { renderHtml } from './renderHtml.ts';
export { writeReports, type WrittenReports } from './writeReports.ts';
export { writeFileAtomic } from './writeFileAtomic.ts';
export { BASELINE_SCHEMA_VERSION, type BaselineEntry, type BaselineFile } from './Baseline.ts';
export { readBaselineFile, validateBaseline } from './validateBaseline.ts';
export {
  compareToBaseline,
  gatingLevels,
  type BaselineComparison,
  type GatedCase,
  type MissingEntry,
} from './compareToBaseline.ts';
export { baselineFromReport, staleBaselinePatch } from './staleBaselinePatch.ts';
export { EXIT_CODES, EXIT_CODE_TABLE, type ExitCode } from './exitCodes.ts';
export { selectShard, shardOf } from './selectShard.ts';
export { mergeReports } from './mergeReports.ts';
export { reportGate, type GateCase, type ReportGate } from './ReportGate.ts';
export { recordBaseline, placeholderReason } from './recordBaseline.ts';
