import { caseKey, type CaseResult, type Level, type RuleResult } from '../harness/results/types.ts';
import { isFailing } from '../harness/vocabulary/index.ts';
import { isTodoReason, type BaselineEntry } from './Baseline.ts';
import type { BaselineComparison, GatedCase } from './BaselineComparison.ts';
import { caseOutcome, sameOutcome } from './caseOutcome.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { EXIT_CODES } from './exitCodes.ts';

/** Levels that gate: MUST always, SHOULD under `strict`, MAY never. */
export function gatingLevels(strict: boolean): ReadonlySet<Level> {
  return new Set<Level>(strict ? ['MUST', 'SHOULD'] : ['MUST']);
}

/** What {@link compareToBaseline} takes: the entries of a baseline (a file, or a directory's files). */
export interface BaselineEntries {
  entries: readonly BaselineEntry[];
}

/** Options of {@link compareToBaseline}. */
export interface CompareOptions {
  /**
   * SHOULD gates too, and so do a baselined case whose reason is still TODO and one that fails the
   * same way at another place (`changed`). Default false.
   */
  strict?: boolean;
  /** Findings the harness ships about third-party implementations (`knownFindings()`), to cite. */
  known?: BaselineEntries;
  /**
   * The rule catalogue of this harness: an entry for a rule it does not have is stale, whatever
   * the run covered. Without it, every entry's rule counts as known.
   */
  knownRules?: { has(rule: string): boolean };
}

/** Whether a listed entry expects this outcome; a 2.0 entry (no verdict) expects any failure. */
function expects(entry: BaselineEntry, g: GatedCase): boolean {
  if (entry.verdict === undefined) return true;
  return sameOutcome({ verdict: entry.verdict, code: entry.code ?? null }, g.outcome);
}

/**
 * Compares a report with a baseline (DESIGN §6), case by case, and computes the exit code.
 *
 * The unit is the case, not the result: a result that already fails (baselined) and gains a
 * second failing case is a regression, because the new case is not in the baseline. An entry
 * states the outcome it expects (verdict and code, `caseOutcome`). A listed case whose verdict
 * changed (a `fail` turned `error IUT_TIMEOUT`), or an error with another code (a crash where a
 * timeout was expected), is a regression: the IUT now breaks in another way. A listed `fail` that
 * fails at another place (a failure at `/stage` instead of `/admitted`) is `changed`, reported with the old and the new outcome but not gating:
 * fixing one bug of an IUT moves the first differing member of every case that bug shared with
 * another, and a gate that called those regressions would punish the fix. An entry that names a
 * root cause (`cause`) is `changed` too when the case fails as stated but the run's diagnostics
 * no longer attribute it to that cause (`report.rootCauses`): the failure is the same, its
 * explanation is not. Under `strict` a
 * changed case gates (`another outcome`), like a TODO reason: nobody has checked that the reason
 * written for it still describes it. An `error` gates like `fail`: the harness could not show the
 * rule holds, and a gate that let errors through would turn every crashing IUT green. A baselined
 * case gates neither way while it keeps failing as expected; once it passes or becomes
 * not-applicable its entry is stale and fails the run, so the baseline only ratchets (the run
 * writes the baseline without it, `baseline.patched.json`). An entry whose reason is still `TODO`
 * is an advisory, and under `strict` fails the run: nobody has said why that failure is
 * acceptable.
 *
 * Missing entries (no case with that key): when the report is partial for the entry (a shard, a
 * `--rule` filter, its IUT, rule or transport not part of the run) the entry is listed but does
 * not gate, since the run says nothing about it. An interrupted run never reached some cases, so
 * its missing entries do not gate either. In a complete run, a vanished case means the baseline
 * names something the harness no longer checks: stale, exit 1. An entry for a rule the catalogue
 * does not have is stale whatever the run covered: no run can ever check it.
 */
export function compareToBaseline(
  report: CrosscheckReport,
  baseline: BaselineEntries | null,
  options: CompareOptions = {},
): BaselineComparison {
  const strict = options.strict ?? false;
  const gating = gatingLevels(strict);
  const entries = new Map<string, BaselineEntry>(
    (baseline?.entries ?? []).map((e) => [caseKey(e), e]),
  );
  const findings = new Map((options.known?.entries ?? []).map((e) => [caseKey(e), e]));
  const bySdk = findingsBySdk(report, options.known?.entries ?? []);
  const known = new Map<string, BaselineEntry>();
  const out: BaselineComparison = {
    newFailures: [],
    otherOutcome: [],
    changed: [],
    baselined: [],
    unexplained: [],
    advisories: [],
    stale: [],
    missing: [],
    known,
    knownBySdk: [],
    unstated: (baseline?.entries ?? []).filter((e) => e.verdict === undefined).length,
    strict,
    exitCode: 0,
  };
  const seen = new Set<string>();
  const causes = rootCausesByCase(report);
  const causesOf = (key: string): string[] => [...(causes.get(key) ?? [])];
  if (causes.size > 0) out.causes = causes;

  for (const result of report.results) {
    for (const c of result.cases) {
      const key = caseKey({ ...result, case: c.case });
      seen.add(key);
      const entry = entries.get(key);
      const g: GatedCase = { result, case: c, outcome: caseOutcome(c) };
      const sdkFinding = entry ? undefined : bySdk(result, c.case);
      const finding = findings.get(key) ?? sdkFinding;
      if (isFailing(c.verdict) && finding) known.set(key, finding);
      const gates = gating.has(result.level);
      if (!isFailing(c.verdict)) {
        if (entry) out.stale.push({ ...g, entry });
      } else if (sdkFinding && expects(sdkFinding, g)) {
        out.knownBySdk.push({ ...g, entry: sdkFinding });
      } else if (entry && expects(entry, g) && !explainedBy(entry, causesOf(key)) && gates) {
        out.changed.push({ ...g, entry, causes: causesOf(key) });
      } else if (entry && expects(entry, g)) {
        if (!isTodoReason(entry.reason)) out.baselined.push({ ...g, entry });
        else if (strict) out.unexplained.push({ ...g, entry });
        else {
          out.baselined.push({ ...g, entry });
          out.unexplained.push({ ...g, entry });
        }
      } else if (!gates) out.advisories.push(entry ? { ...g, entry } : g);
      else if (entry?.verdict === 'fail' && g.outcome.verdict === 'fail')
        out.changed.push({ ...g, entry });
      else if (entry) out.otherOutcome.push({ ...g, entry });
      else out.newFailures.push(g);
    }
  }
  for (const [key, entry] of entries) {
    if (seen.has(key)) continue;
    const knownRule = options.knownRules?.has(entry.rule) ?? true;
    const why = knownRule ? notCoveredBecause(report, entry) : undefined;
    out.missing.push(why === undefined ? { entry, gates: true } : { entry, gates: false, why });
  }

  const regressed =
    out.newFailures.length > 0 ||
    out.otherOutcome.length > 0 ||
    (strict && out.changed.length > 0) ||
    out.stale.length > 0 ||
    out.missing.some((m) => m.gates) ||
    (strict && out.unexplained.length > 0);
  // Every regression an error the environment caused (an agent that cannot be reached, a check
  // that could not be carried out here): exit 4, so CI tells "fix the setup" from "it regressed".
  const environmentOnly =
    out.newFailures.length > 0 &&
    out.otherOutcome.length === 0 &&
    !(strict && out.changed.length > 0) &&
    out.stale.length === 0 &&
    !out.missing.some((m) => m.gates) &&
    !(strict && out.unexplained.length > 0) &&
    out.newFailures.every((g) => isEnvironmentError(g.case));
  out.exitCode = !regressed
    ? EXIT_CODES.ok
    : environmentOnly
      ? EXIT_CODES.environment
      : EXIT_CODES.regression;
  return out;
}

/**
 * The shipped findings that apply to a case of an IUT declared built on a third-party
 * implementation (`ReportIut.builtOn`): a finding attributed to that implementation and version
 * ("@a2a-js/sdk 1.3.0") about the same rule, case, vendor and transport, whatever IUT the harness
 * found it in (its built-in agent on the SDK, or its adapter of it). Case ids tell an agent's
 * checks from an adapter's cases, so an agent meets only the findings of the SDK's agents.
 */
function findingsBySdk(
  report: CrosscheckReport,
  entries: readonly BaselineEntry[],
): (result: RuleResult, caseId: string) => BaselineEntry | undefined {
  const builtOn = new Map(
    report.iuts.flatMap((i) =>
      i.builtOn && i.builtOn.length > 0
        ? [[i.id, new Set(i.builtOn.map((b) => `${b.name} ${b.version}`))] as const]
        : [],
    ),
  );
  if (builtOn.size === 0) return () => undefined;
  const bySlot = new Map<string, BaselineEntry[]>();
  for (const e of entries) {
    if (e.attributedTo === undefined) continue;
    const slot = `${e.attributedTo}|${e.rule}|${e.case}|${e.vendor ?? '-'}|${e.transport}`;
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), e]);
  }
  return (result, caseId) => {
    for (const sdk of builtOn.get(result.iut) ?? []) {
      const slot = `${sdk}|${result.rule}|${caseId}|${result.vendor ?? '-'}|${result.transport}`;
      const found = bySlot.get(slot)?.[0];
      if (found) return found;
    }
    return undefined;
  };
}

/** The root causes each failing case is a consequence of, in this report (by case key). */
function rootCausesByCase(report: CrosscheckReport): Map<string, string[]> {
  const byCase = new Map<string, string[]>();
  for (const cause of report.rootCauses ?? [])
    for (const q of cause.consequences) {
      const key = caseKey({ ...q, iut: cause.iut });
      byCase.set(key, [...(byCase.get(key) ?? []), cause.cause]);
    }
  return byCase;
}

/** Whether an entry's root cause, when it names one, is among the causes the run attributed. */
function explainedBy(entry: BaselineEntry, causes: readonly string[]): boolean {
  return entry.cause === undefined || causes.includes(entry.cause);
}

/** Codes of an `error` the environment caused, not the IUT's behaviour. */
const ENVIRONMENT_CODES: ReadonlySet<string> = new Set(['NOT_TESTABLE', 'NET_UNREACHABLE']);

function isEnvironmentError(c: CaseResult): boolean {
  const outcome = caseOutcome(c);
  return (
    outcome.verdict === 'error' && outcome.code !== null && ENVIRONMENT_CODES.has(outcome.code)
  );
}

function notCoveredBecause(report: CrosscheckReport, entry: BaselineEntry): string | undefined {
  if (report.interrupted)
    return `the run was interrupted by ${report.interrupted.signal} before it reached every case`;
  if (report.shard)
    return `the report covers shard ${report.shard.index}/${report.shard.count} only`;
  if (report.ruleFilter && report.ruleFilter.length > 0)
    return `the run was filtered by --rule ${report.ruleFilter.join(',')}`;
  if (!report.iuts.some((i) => i.id === entry.iut))
    return `IUT '${entry.iut}' was not part of the run`;
  // A cell of the signer × verifier grid names the other IUT of its pair as its vendor.
  const counterpart = /^(?:signer|oracle):(.+)$/.exec(entry.vendor ?? '')?.[1];
  if (counterpart !== undefined && !report.iuts.some((i) => i.id === counterpart))
    return `IUT '${counterpart}', the other side of this signer × verifier cell, was not part of the run`;
  if (report.rules && !report.rules.some((r) => r.id === entry.rule))
    return `rule '${entry.rule}' was not selected (profile ${report.profile})`;
  if (!report.results.some((r) => r.transport === entry.transport))
    return `transport '${entry.transport}' was not part of the run`;
  return undefined;
}

export type {
  BaselineComparison,
  GatedCase,
  ListedCase,
  MissingEntry,
} from './BaselineComparison.ts';
