import { caseKey, type TransportName, type Verdict } from '../harness/results/types.ts';
import type { BaselineEntry } from './Baseline.ts';
import type { BaselineComparison, GatedCase, ListedCase } from './BaselineComparison.ts';
import type { CaseOutcome } from './caseOutcome.ts';
import type { InterruptSignal } from './InterruptSignal.ts';
import { EXIT_CODES, SIGNAL_EXIT_CODES } from './exitCodes.ts';

/** One case the gate names, keyed like a baseline entry: (rule, case, iut, vendor, transport). */
export interface GateCase {
  rule: string;
  case: string;
  iut: string;
  vendor: string | null;
  transport: TransportName;
}

/** A shipped finding in a third-party implementation that names the same case. */
export interface KnownFinding {
  /** The implementation and version the finding is in ("@a2a-js/sdk 1.3.0"). */
  knownIn: string;
  /** The reason the harness's own baseline gives for it. */
  knownReason: string;
}

/** Why a case is a regression. */
export type RegressionCause =
  /** A failing case at a gating level that the baseline does not list. */
  | 'not in the baseline'
  /** The baseline lists it with another verdict or code. */
  | 'another outcome'
  /** The baseline lists it as it failed, but its reason is still TODO (under --strict). */
  | 'TODO reason';

/** A regression: what the case came to, and what the baseline expected when it listed it. */
export type GateRegression = GateCase &
  Partial<KnownFinding> & {
    because: RegressionCause;
    got: CaseOutcome;
    expected?: CaseOutcome;
    /** The reason the baseline gives, when it lists the case. */
    baselineReason?: string;
  } & CauseMismatch;

/**
 * Set on a listed case whose entry names a root cause the run did not attribute it to: the
 * cause the entry names, and those the run attributed it to (none: `[]`).
 */
export interface CauseMismatch {
  expectedCause?: string;
  gotCauses?: string[];
}

/**
 * What the gate decided, in `report.json` (`gate`): the exit code of the run that wrote the report
 * and the cases behind it, so that every report rendered from the JSON (JUnit, Markdown, HTML)
 * tells the same outcome as the process. A report without it was not gated (a hand-built one).
 */
export interface ReportGate {
  /** The process's exit code: 0 when nothing regressed and no entry went stale, else 1. */
  exitCode: number;
  /** Whether SHOULD-level cases and TODO reasons gated (`--strict`); MAY never does. */
  strict: boolean;
  /**
   * Cases that fail the run: failing cases at a gating level that the baseline does not list or
   * lists with another outcome, and under `--strict` those whose entry's reason is TODO.
   */
  regressions: GateRegression[];
  /**
   * Failing cases the baseline lists with the outcome they had, with the reason it gives
   * (`todo` when that reason is still TODO; `expected` absent for an entry of a 2.0 baseline).
   */
  baselined: (GateCase & {
    reason: string;
    expected?: CaseOutcome;
    attributedTo?: string;
    todo?: true;
  })[];
  /**
   * Baseline entries whose case now passes or is not applicable (`now` is its verdict), or that a
   * run covering them no longer checks (`now: "not checked"`): they fail the run.
   */
  stale: (GateCase & { reason: string; now: Verdict | 'not checked' })[];
  /**
   * Failing cases of an IUT declared built on a third-party implementation (`--built-on`) that a
   * shipped finding in that implementation names (`knownIn`, `knownReason`): known, not gating.
   * Absent from reports written before it existed.
   */
  known?: (GateCase & KnownFinding & { got: CaseOutcome })[];
  /**
   * Baselined cases that keep their verdict but fail at another place (`expected` is what the entry
   * says, `got` what came, `summary` the new failure in words, `baselineReason` the old one):
   * reported, not gating, since fixing one bug moves where the cases it shared with another fail.
   * Under `--strict` they are regressions instead (`another outcome`) and this list is empty.
   * Absent from reports written before it existed.
   */
  changed?: (GateCase &
    Partial<KnownFinding> &
    CauseMismatch & {
      got: CaseOutcome;
      expected: CaseOutcome;
      baselineReason: string;
      summary: string;
    })[];
  /** Failing cases below the gating level (SHOULD without `--strict`, MAY): reported, not gating. */
  advisories: (GateCase & Partial<KnownFinding> & { got: CaseOutcome; expected?: CaseOutcome })[];
}

function ref({ result: r, case: c }: GatedCase): GateCase {
  return { rule: r.rule, case: c.case, iut: r.iut, vendor: r.vendor, transport: r.transport };
}

const byKey = (a: GateCase, b: GateCase): number =>
  caseKey(a) < caseKey(b) ? -1 : caseKey(a) > caseKey(b) ? 1 : 0;

function causeMismatch(g: ListedCase): CauseMismatch {
  return g.causes === undefined || g.entry.cause === undefined
    ? {}
    : { expectedCause: g.entry.cause, gotCauses: [...g.causes] };
}

function expectedOf(entry: BaselineEntry | undefined): { expected?: CaseOutcome } {
  return entry?.verdict === undefined
    ? {}
    : { expected: { verdict: entry.verdict, code: entry.code ?? null } };
}

/**
 * The gate of a comparison, for `report.json`: cases in key order, each regression with what it
 * came to and why it regresses, each failing case a shipped third-party finding names with that
 * finding. A run that `interrupted` stopped exits 130 / 143 / 129 whatever its results say, and one a
 * harness defect stopped exits 3 (`defect`); its gate says so.
 */
export function reportGate(
  comparison: BaselineComparison,
  strict: boolean,
  interrupted?: InterruptSignal,
  defect = false,
): ReportGate {
  const known = (g: GatedCase): Partial<KnownFinding> => {
    const finding = comparison.known.get(caseKey({ ...g.result, case: g.case.case }));
    return finding
      ? {
          knownIn: finding.attributedTo ?? 'a third-party implementation',
          knownReason: finding.reason,
        }
      : {};
  };
  const stale = [
    ...comparison.stale.map((s) => ({ ...ref(s), reason: s.entry.reason, now: s.case.verdict })),
    ...comparison.missing
      .filter((m) => m.gates)
      .map(({ entry }) => ({
        rule: entry.rule,
        case: entry.case,
        iut: entry.iut,
        vendor: entry.vendor,
        transport: entry.transport,
        reason: entry.reason,
        now: 'not checked' as const,
      })),
  ];
  const listed =
    (because: 'another outcome' | 'TODO reason') =>
    (g: ListedCase): GateRegression => ({
      ...ref(g),
      because,
      got: g.outcome,
      ...expectedOf(g.entry),
      baselineReason: g.entry.reason,
      ...causeMismatch(g),
      ...known(g),
    });
  const regressions: GateRegression[] = [
    ...comparison.newFailures.map((g) => ({
      ...ref(g),
      because: 'not in the baseline' as const,
      got: g.outcome,
      ...known(g),
    })),
    ...comparison.otherOutcome.map(listed('another outcome')),
    ...(strict ? comparison.changed : []).map(listed('another outcome')),
    ...(strict ? comparison.unexplained : []).map(listed('TODO reason')),
  ];
  const todo = new Set(comparison.unexplained.map((g) => caseKey(ref(g))));
  return {
    exitCode: defect
      ? EXIT_CODES.harnessFailure
      : interrupted === undefined
        ? comparison.exitCode
        : SIGNAL_EXIT_CODES[interrupted],
    strict,
    regressions: regressions.sort(byKey),
    baselined: comparison.baselined
      .map((b) => ({
        ...ref(b),
        reason: b.entry.reason,
        ...expectedOf(b.entry),
        ...(b.entry.attributedTo ? { attributedTo: b.entry.attributedTo } : {}),
        ...(todo.has(caseKey(ref(b))) ? { todo: true as const } : {}),
      }))
      .sort(byKey),
    stale: stale.sort(byKey),
    known: comparison.knownBySdk
      .map((k) => ({
        ...ref(k),
        knownIn: k.entry.attributedTo ?? 'a third-party implementation',
        knownReason: k.entry.reason,
        got: k.outcome,
      }))
      .sort(byKey),
    changed: (strict ? [] : comparison.changed)
      .map((g) => ({
        ...ref(g),
        got: g.outcome,
        expected: { verdict: g.entry.verdict ?? g.outcome.verdict, code: g.entry.code ?? null },
        baselineReason: g.entry.reason,
        summary: g.case.evidence.summary,
        ...causeMismatch(g),
        ...known(g),
      }))
      .sort(byKey),
    advisories: comparison.advisories
      .map((a) => ({ ...ref(a), got: a.outcome, ...expectedOf(a.entry), ...known(a) }))
      .sort(byKey),
  };
}
