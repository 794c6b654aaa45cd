import { caseKey, type CaseResult, type Level, type RuleResult } from '../harness/results/types.ts';
import type { RuleRegistry } from '../harness/rules/index.ts';
import { isFailing, STAGES } from '../harness/vocabulary/index.ts';
import { isTodoReason } from './Baseline.ts';
import { caseOutcome, describeOutcome, type CaseOutcome } from './caseOutcome.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import type { CauseMismatch, GateRegression, KnownFinding, RegressionCause } from './ReportGate.ts';
import type { ReportRootCause } from './ReportRootCause.ts';
import { ruleCitation } from './ruleCitation.ts';

/** One failing case, with everything a reader needs to act on it. */
export interface FailingCase extends Partial<KnownFinding>, CauseMismatch {
  key: string;
  rule: string;
  level: Level;
  /** Set when an A2A v0.3 agent was judged: `level` and `sections` are the v0.3 counterpart's. */
  generation?: RuleResult['generation'];
  title: string | undefined;
  sections: string[];
  iut: string;
  vendor: string | null;
  transport: RuleResult['transport'];
  case: string;
  outcome: CaseOutcome;
  summary: string;
  /** The error's or the not-testable case's reason, in words. */
  reason: string | undefined;
  replay: string | undefined;
  /**
   * How the gate treated it: a regression (and why), baselined, baselined but failing at another
   * place (`changed`, with `expected` and `baselineReason`), or below the gating level.
   */
  gate: RegressionCause | 'baselined' | 'changed' | 'known' | 'not gating' | 'not gated';
  expected?: CaseOutcome;
  baselineReason?: string;
  /** Index of its result in `report.results` (the HTML links to it). */
  resultIndex: number;
}

/** Failing cases on one IUT that got the same answer: one root cause failing several rules. */
export interface SharedCause {
  iut: string;
  /** What came back, in words: `error IUT_BAD_RESULT: …`, `answered -32009 "…"`. */
  answer: string;
  rules: string[];
  cases: FailingCase[];
}

/**
 * A root cause a diagnostic established (`report.rootCauses`) with the failing cases of the
 * report it explains, each listed here and nowhere else in the triage.
 */
export interface RootCauseGroup {
  cause: ReportRootCause;
  /** Its consequences, in the order to fix them (see `fixKey`); each in no other list. */
  cases: FailingCase[];
  /** How many of them are regressions. */
  regressions: number;
}

/** A report's failing cases in the order a reader fixes them. */
export interface Triage {
  /**
   * Root causes first: each established cause once, with the failing cases it explains (of every
   * gate: regressions, baselined, below the gating level). Those with regressions first, then by
   * how many cases each explains. A case two causes explain is listed under the first.
   */
  causes: RootCauseGroup[];
  /**
   * Regressions a root cause does not explain: `shared` answers and `single` cases, and both
   * together in the order to fix them (`ordered`: level, novelty, root cause; see `fixKey`);
   * `total` counts every regression, `explained` those listed under a root cause.
   */
  regressions: {
    shared: SharedCause[];
    single: FailingCase[];
    ordered: (SharedCause | FailingCase)[];
    total: number;
    explained: number;
  };
  /** Baselined cases that keep their verdict and fail at another place: not gating. */
  changed: FailingCase[];
  /**
   * Failing cases a shipped finding names in the implementation the IUT is declared built on
   * (`--built-on`): known there, not gating.
   */
  known: FailingCase[];
  /** Error cases that are not regressions (baselined, below the gating level, ungated). */
  errors: FailingCase[];
  /** The other failing cases: baselined or below the gating level, or every one when ungated. */
  rest: FailingCase[];
  /** Baselined cases whose reason is still TODO. */
  todo: number;
  /** Baselined cases whose entry states no expected outcome (a 2.0 baseline). */
  unstated: number;
}

/** The key of the answer a failing case got, when it is worth grouping on; else undefined. */
function answerOf(c: CaseResult): string | undefined {
  const e = c.evidence;
  if (c.verdict === 'error') {
    const why = (e.reason ?? e.summary).trim();
    return `error ${caseOutcome(c).code ?? '(no code)'}: ${why}`;
  }
  const actual = e.actual as { code?: unknown; message?: unknown; error?: unknown } | undefined;
  const err = (typeof actual?.error === 'object' ? actual.error : actual) as
    { code?: unknown; message?: unknown } | undefined;
  if (typeof err?.code === 'number' && typeof err.message === 'string')
    return `answered error ${err.code} ${JSON.stringify(err.message)}`;
  return undefined;
}

/** Groups regressions by (IUT, answer); a group spanning two rules or more is a shared cause. */
function share(
  cases: FailingCase[],
  answers: Map<string, string>,
  rules: RuleRegistry | undefined,
): Triage['regressions'] {
  const groups = new Map<string, FailingCase[]>();
  for (const c of cases) {
    const answer = answers.get(c.key);
    if (answer === undefined) continue;
    const k = `${c.iut}\u0000${answer}`;
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  const shared: SharedCause[] = [];
  const grouped = new Set<string>();
  for (const [k, members] of groups) {
    const rules = [...new Set(members.map((m) => m.rule))].sort();
    if (rules.length < 2) continue;
    members.forEach((m) => grouped.add(m.key));
    shared.push({ iut: members[0]!.iut, answer: k.split('\u0000')[1]!, rules, cases: members });
  }
  shared.sort((a, b) => b.cases.length - a.cases.length);
  const single = cases.filter((c) => !grouped.has(c.key));
  const ordered = [...shared, ...single]
    .map((item, i) => ({ item, key: [...fixKey(item, rules), i] }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map((x) => x.item);
  return { shared, single, ordered, total: cases.length, explained: 0 };
}

/**
 * The report's root causes with their consequences among `all`, and the keys they take: each
 * failing case under the first cause that names it (causes with regressions first, then the
 * ones explaining most).
 */
function groupCauses(
  report: CrosscheckReport,
  all: readonly FailingCase[],
  isRegression: (c: FailingCase) => boolean,
  rules: RuleRegistry | undefined,
): { causes: RootCauseGroup[]; taken: Set<string> } {
  const byKey = new Map(all.map((c) => [c.key, c]));
  const groups = (report.rootCauses ?? []).map((cause) => {
    const cases = cause.consequences
      .map((q) => byKey.get(caseKey({ ...q, iut: cause.iut })))
      .filter((c): c is FailingCase => c !== undefined);
    return { cause, cases, regressions: cases.filter(isRegression).length };
  });
  groups.sort(
    (a, b) =>
      Number(b.regressions > 0) - Number(a.regressions > 0) || b.cases.length - a.cases.length,
  );
  const taken = new Set<string>();
  const causes: RootCauseGroup[] = [];
  for (const g of groups) {
    const cases = g.cases
      .filter((c) => !taken.has(c.key))
      .map((c, i) => ({ c, key: [...fixKey(c, rules), i] }))
      .sort((a, b) => compareKeys(a.key, b.key))
      .map((x) => x.c);
    if (cases.length === 0) continue;
    cases.forEach((c) => taken.add(c.key));
    causes.push({ cause: g.cause, cases, regressions: cases.filter(isRegression).length });
  }
  return { causes, taken };
}

const LEVEL_RANK: Record<Level, number> = { MUST: 0, SHOULD: 1, MAY: 2 };
const NOVELTY_RANK: Record<string, number> = {
  'not in the baseline': 0,
  'another outcome': 1,
  'TODO reason': 2,
};

/**
 * How early a rule's failure comes in a chain of causes: reading the card (its schema, a rule of
 * the card area) first, then its signature and canonicalization, then each later stage in the
 * stage order, and last the rules of wire behaviour that own no stage: a card misread fails the
 * rules downstream of it, and fixing it first may fix them.
 */
function causeRank(rule: string, rules: RuleRegistry | undefined): number {
  if (/^A2A-CARD-|^XV-DISC-/.test(rule)) return 0;
  const stages = rules?.has(rule) === true ? rules.get(rule).stages : [];
  if (stages.length === 0) return STAGES.length;
  return Math.min(...stages.map((s) => STAGES.indexOf(s)));
}

/**
 * The order to fix regressions in: by level (MUST first), then novelty (a case new in this run
 * before a baselined one that fails another way, before a TODO reason under --strict), then root
 * cause (`causeRank`), then as the report lists them. A shared cause sorts by its first case.
 */
function fixKey(item: SharedCause | FailingCase, rules: RuleRegistry | undefined): number[] {
  const cases = 'cases' in item ? item.cases : [item];
  const keys = cases.map((c) => [
    LEVEL_RANK[c.level],
    NOVELTY_RANK[c.gate] ?? 3,
    causeRank(c.rule, rules),
  ]);
  return keys.sort(compareKeys)[0]!;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * Orders a report's failing cases for reading (DESIGN §6): the regressions first, all
 * of them, with one root cause that fails several rules shown once (the cases of one IUT that got
 * the same error, or the same error answer from the agent, across two rules or more); then the
 * errors that are not regressions, with their reasons; then the rest. Each case carries its rule's
 * title and sections (the sections from `rules`, the catalogue, when given), its reason, its
 * replay command and, when the harness's own baseline knows the failure in a third-party SDK,
 * that finding. Rendered from the report only (plus the catalogue for sections), so the
 * terminal, report.md and report.html say the same.
 */
export function triage(report: CrosscheckReport, rules?: RuleRegistry): Triage {
  const gate = report.gate;
  const regressions = new Map<string, GateRegression>(
    (gate?.regressions ?? []).map((r) => [caseKey(r), r]),
  );
  const baselined = new Map((gate?.baselined ?? []).map((b) => [caseKey(b), b]));
  const advisories = new Map((gate?.advisories ?? []).map((a) => [caseKey(a), a]));
  const changed = new Map((gate?.changed ?? []).map((c) => [caseKey(c), c]));
  const knownBySdk = new Map((gate?.known ?? []).map((k) => [caseKey(k), k]));
  const answers = new Map<string, string>();
  const all: FailingCase[] = [];
  report.results.forEach((r, resultIndex) => {
    const cite = ruleCitation(report, r.rule, rules, r.generation);
    for (const c of r.cases) {
      if (!isFailing(c.verdict)) continue;
      const key = caseKey({ ...r, case: c.case });
      const reg = regressions.get(key);
      const adv = advisories.get(key);
      const moved = changed.get(key);
      const sdk = knownBySdk.get(key);
      const known = reg ?? adv ?? moved ?? sdk;
      const answer = answerOf(c);
      if (answer !== undefined) answers.set(key, answer);
      all.push({
        key,
        rule: r.rule,
        level: r.level,
        ...(r.generation !== undefined && { generation: r.generation }),
        title: cite.title,
        sections: cite.sections,
        iut: r.iut,
        vendor: r.vendor,
        transport: r.transport,
        case: c.case,
        outcome: caseOutcome(c),
        summary: c.evidence.summary,
        reason: c.evidence.reason,
        replay: c.evidence.replay,
        gate: reg
          ? reg.because
          : moved
            ? 'changed'
            : sdk
              ? 'known'
              : baselined.has(key)
                ? 'baselined'
                : adv
                  ? 'not gating'
                  : 'not gated',
        ...listedAs(reg ?? moved),
        ...(known?.knownIn ? { knownIn: known.knownIn, knownReason: known.knownReason ?? '' } : {}),
        resultIndex,
      });
    }
  });
  const isRegression = (c: FailingCase): boolean =>
    gate === undefined ? false : regressions.has(c.key);
  const { causes, taken } = groupCauses(report, all, isRegression, rules);
  // A consequence is listed under its cause only; the gate and the counts still take it.
  const open = all.filter((c) => !taken.has(c.key));
  const others = open.filter((c) => !isRegression(c) && c.gate !== 'changed' && c.gate !== 'known');
  return {
    causes,
    regressions: {
      ...share(open.filter(isRegression), answers, rules),
      total: all.filter(isRegression).length,
      explained: all.filter((c) => isRegression(c) && taken.has(c.key)).length,
    },
    changed: open.filter((c) => c.gate === 'changed'),
    known: open.filter((c) => c.gate === 'known'),
    errors: others.filter((c) => c.outcome.verdict === 'error'),
    rest: others.filter((c) => c.outcome.verdict !== 'error'),
    todo: (gate?.baselined ?? []).filter((b) => b.todo === true || isTodoReason(b.reason)).length,
    unstated: (gate?.baselined ?? []).filter((b) => b.expected === undefined).length,
  };
}

/** How the gate treats a root cause's consequence, in words, the same in every report. */
export function consequenceWords(c: FailingCase): string {
  if (c.gate === 'baselined') return 'baselined';
  if (c.gate === 'not gating' || c.gate === 'not gated') return c.gate;
  if (c.gate === 'known') return `known in ${c.knownIn ?? 'what the IUT is built on'}`;
  if (c.gate === 'changed') return regressionWords(c);
  return `regression, ${regressionWords(c)}`;
}

/** What the baseline said of a listed case (a regression or a changed case), as a failing case carries it. */
function listedAs(
  listed: (CauseMismatch & { expected?: CaseOutcome; baselineReason?: string }) | undefined,
): Pick<FailingCase, 'expected' | 'baselineReason' | 'expectedCause' | 'gotCauses'> {
  return {
    ...(listed?.expected ? { expected: listed.expected } : {}),
    ...(listed?.baselineReason ? { baselineReason: listed.baselineReason } : {}),
    ...(listed?.expectedCause !== undefined
      ? { expectedCause: listed.expectedCause, gotCauses: listed.gotCauses ?? [] }
      : {}),
  };
}

/** Why the gate fails on a regression (or lets a changed case through), in words, the same in every report. */
export function regressionWords(c: FailingCase): string {
  if (c.expectedCause !== undefined) {
    const now = (c.gotCauses ?? []).length > 0 ? (c.gotCauses ?? []).join(', ') : 'none';
    const strictly = c.gate === 'changed' ? ' (not gating; --strict gates it)' : '';
    return `fails as the baseline expects (${describeOutcome(c.outcome)}), but no longer as a consequence of root cause ${c.expectedCause} (now: ${now})${strictly}`;
  }
  if (c.gate === 'changed')
    return `still failing, at another place: the baseline expects ${describeOutcome(c.expected ?? { verdict: 'fail' })}; got ${describeOutcome(c.outcome)} (not gating; --strict gates it)`;
  if (c.gate === 'another outcome')
    return `the baseline expects ${describeOutcome(c.expected ?? { verdict: 'fail' })}; got ${describeOutcome(c.outcome)}`;
  if (c.gate === 'TODO reason')
    return `${describeOutcome(c.outcome)}, baselined with a TODO reason (--strict): write why it is expected`;
  return `new: ${describeOutcome(c.outcome)} (not in the baseline)`;
}
