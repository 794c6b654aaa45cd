import { EVIDENCE_LIMITS, boundEvidence } from '../harness/results/boundEvidence.ts';
import type { Evidence } from '../harness/results/types.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';

/**
 * Characters of evidence one report may hold in all. A real report holds well under 1 MiB
 * (the main job: 0.5 MiB for 200 results); this keeps a report of any peer's making far below
 * what the harness may use while it writes the four files.
 */
const REPORT_EVIDENCE_CHARS = 64 * 1024 * 1024;
/** Evidence every result keeps even when the report's budget is spent: its summary and more. */
const FLOOR_CHARS = 16 * 1024;
/** Longest IUT name or version kept (they come from the IUT's `hello`). */
const NAME_CHARS = 200;

/**
 * The report with the evidence of every result and of each of its cases bounded
 * (`boundEvidence`, sharing one report-wide budget: once it is spent, each further piece of
 * evidence keeps a small floor) and the IUT-given names
 * shortened. Never throws; run before anything is serialized, so writing the report cannot
 * fail on what an IUT or a peer put in it, and what was cut is listed in `truncated`.
 */
export function boundReport(report: CrosscheckReport): CrosscheckReport {
  let left = REPORT_EVIDENCE_CHARS;
  const bound = (evidence: Evidence): Evidence => {
    const share = { left: Math.min(EVIDENCE_LIMITS.maxChars, Math.max(FLOOR_CHARS, left)) };
    const start = share.left;
    const out = boundEvidence(evidence, share);
    left -= start - share.left;
    return out;
  };
  const results = report.results.map((r) => ({
    ...r,
    evidence: bound(r.evidence),
    cases: r.cases.map((c) => ({ ...c, evidence: bound(c.evidence) })),
  }));
  const short = (text: string | undefined) =>
    text === undefined || text.length <= NAME_CHARS ? text : `${text.slice(0, NAME_CHARS)}…`;
  const iuts = report.iuts.map((i) => {
    const name = short(i.name);
    const version = short(i.version);
    return {
      ...i,
      ...(name !== undefined && { name }),
      ...(version !== undefined && { version }),
    };
  });
  return { ...report, iuts, results };
}
