import { caseKey, type TransportName, type Verdict } from '../harness/results/types.ts';
import type { BaselineComparison, GatedCase } from './BaselineComparison.ts';
import type { InterruptSignal } from './InterruptSignal.ts';
import { EXIT_CODES } from './exitCodes.ts';

/** One case the gate names, keyed like a baseline entry: (rule, case, iut, vendor, transport). */
export interface GateCase {
  rule: string;
  case: string;
  iut: string;
  vendor: string | null;
  transport: TransportName;
}

/**
 * What the gate decided, in `report.json` (`gate`): the exit code of the run that wrote the report
 * and the cases behind it, so that every report rendered from the JSON (JUnit, Markdown, HTML)
 * tells the same outcome as the process. A report without it was not gated (a hand-built one).
 */
export interface ReportGate {
  /** The process's exit code: 0 when nothing regressed and no entry went stale, else 1. */
  exitCode: number;
  /** Whether SHOULD-level cases gated (`--strict`); MAY never does. */
  strict: boolean;
  /** Failing cases at a gating level that the baseline does not list. */
  regressions: GateCase[];
  /** Failing cases the baseline lists, with the reason it gives. */
  baselined: (GateCase & { reason: string })[];
  /**
   * Baseline entries whose case now passes or is not applicable (`now` is its verdict), or that a
   * run covering them no longer checks (`now: "not checked"`): they fail the run.
   */
  stale: (GateCase & { reason: string; now: Verdict | 'not checked' })[];
  /** Failing cases below the gating level (SHOULD without `--strict`, MAY): reported, not gating. */
  advisories: GateCase[];
}

function ref({ result: r, case: c }: GatedCase): GateCase {
  return { rule: r.rule, case: c.case, iut: r.iut, vendor: r.vendor, transport: r.transport };
}

const byKey = (a: GateCase, b: GateCase): number =>
  caseKey(a) < caseKey(b) ? -1 : caseKey(a) > caseKey(b) ? 1 : 0;

/**
 * The gate of a comparison, for `report.json`: cases in key order. A run that `interrupted`
 * stopped exits 130 / 143 whatever its results say, and one a harness defect stopped exits 3
 * (`defect`); its gate says so.
 */
export function reportGate(
  comparison: BaselineComparison,
  strict: boolean,
  interrupted?: InterruptSignal,
  defect = false,
): ReportGate {
  const stale = [
    ...comparison.stale.map((s) => ({ ...ref(s), reason: s.entry.reason, now: s.case.verdict })),
    ...comparison.missing
      .filter((m) => m.gates)
      .map(({ entry: { reason, ...key } }) => ({ ...key, reason, now: 'not checked' as const })),
  ];
  return {
    exitCode: defect
      ? EXIT_CODES.harnessFailure
      : interrupted === undefined
        ? comparison.exitCode
        : interrupted === 'SIGTERM'
          ? EXIT_CODES.terminated
          : EXIT_CODES.interrupted,
    strict,
    regressions: comparison.newFailures.map(ref).sort(byKey),
    baselined: comparison.baselined.map((b) => ({ ...ref(b), reason: b.entry.reason })).sort(byKey),
    stale: stale.sort(byKey),
    advisories: comparison.advisories.map(ref).sort(byKey),
  };
}
