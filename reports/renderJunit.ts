import { generationsJudged, levelTag } from './generationLabel.ts';
import junit, { type Builder, type TestCase } from 'junit-report-builder';
import { caseKey, type CaseResult, type RuleResult } from '../harness/results/types.ts';
import { isFailing } from '../harness/vocabulary/index.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import type { ReportGate } from './ReportGate.ts';
import type { ReportRootCause } from './ReportRootCause.ts';
import { describeOutcome } from './caseOutcome.ts';
import { showJson, xmlSafe } from './_internals/escape.ts';

// The package is CommonJS whose typings declare an ES default export; under Node's ESM interop
// the default import is `module.exports` itself, the shared builder.
const shared = ((junit as unknown as { default?: Builder }).default ?? junit) as unknown as Builder;

/**
 * CDATA sections end at the first `]]>`; the XML writer escapes only the first occurrence in a
 * string, so a hostile card with two could inject markup. Every occurrence is defused here.
 */
function cdataSafe(text: string): string {
  return xmlSafe(text).replaceAll(']]>', ']] >');
}

/**
 * Marks a test case skipped with a `message`, as JUnit's `<skipped message="…"/>` carries it
 * (CI test views show it as the reason); the builder writes a bare `<skipped/>`, so the element it
 * built gets the attribute.
 */
function skip(tc: TestCase, message: string): void {
  tc.skipped();
  const build = tc.build.bind(tc);
  tc.build = (parent) => {
    const element = build(parent);
    const skipped = element.children.find((n) => (n as { name?: string }).name === 'skipped');
    (skipped as { att?: (k: string, v: string) => unknown } | undefined)?.att?.('message', message);
    return element;
  };
}

/** How the gate saw each case, by case key. */
interface GateView {
  baselined: Map<string, string>;
  advisories: Set<string>;
  stale: Map<string, ReportGate['stale'][number]>;
  strict: boolean;
}

function gateView(gate: ReportGate | undefined): GateView | undefined {
  if (!gate) return undefined;
  return {
    baselined: new Map([
      ...gate.baselined.map((b): [string, string] => [caseKey(b), b.reason]),
      // A changed case does not gate either: skipped like a baselined one, saying what moved.
      // A case known in the SDK the IUT is built on: skipped, naming where it is known.
      ...(gate.known ?? []).map((k): [string, string] => [
        caseKey(k),
        `known in ${k.knownIn} (the harness's own finding): ${k.knownReason}`,
      ]),
      ...(gate.changed ?? []).map((c): [string, string] => [
        caseKey(c),
        `${c.baselineReason} (changed: now ${describeOutcome(c.got)}, the baseline expects ${describeOutcome(c.expected)})`,
      ]),
    ]),
    advisories: new Set(gate.advisories.map(caseKey)),
    stale: new Map(gate.stale.map((s) => [caseKey(s), s])),
    strict: gate.strict,
  };
}

/**
 * One case as a JUnit test case. In a gated report, the test case says what the gate said, so a
 * green job has no failures and no errors: a baselined failing case is skipped with "expected
 * failure (baseline): <reason>", one below the gating level is skipped as not gating, and a
 * baseline entry whose case now passes is a failure (it fails the run). Ungated: the verdict.
 */
function judge(
  tc: TestCase,
  r: RuleResult,
  c: CaseResult,
  view: GateView | undefined,
  cause: ReportRootCause | undefined,
): void {
  const key = caseKey({ ...r, case: c.case });
  // A consequence of a root cause says so first: the fix is the cause's, not this case's.
  const e = cause
    ? { ...c.evidence, summary: `root cause ${cause.cause}: ${c.evidence.summary}` }
    : c.evidence;
  const reason = view?.baselined.get(key);
  const stale = view?.stale.get(key);
  const text = cdataSafe(
    cause
      ? `root cause ${cause.cause} on ${cause.iut}: ${cause.title}\ndiagnostic: ${cause.diagnostic.summary}\n${evidenceText(c)}`
      : evidenceText(c),
  );
  if (isFailing(c.verdict) && reason !== undefined) {
    skip(tc, xmlSafe(`expected failure (baseline): ${reason}`));
    tc.standardOutput(text);
  } else if (isFailing(c.verdict) && view?.advisories.has(key)) {
    const why = r.level === 'MAY' || view.strict ? r.level : `${r.level}; --strict gates it`;
    skip(tc, xmlSafe(`not gating (${why}): ${c.verdict}: ${e.summary}`));
    tc.standardOutput(text);
  } else if (c.verdict === 'fail') tc.failure(xmlSafe(e.summary), r.level).stacktrace(text);
  else if (c.verdict === 'error') tc.error(xmlSafe(e.summary), 'error', text);
  else if (stale) {
    const now = c.verdict === 'pass' ? 'passes' : 'is not applicable';
    tc.failure(
      xmlSafe(`stale baseline entry: this case now ${now}; remove it from the baseline`),
      'stale',
    ).stacktrace(cdataSafe(`baseline reason: ${stale.reason}\n${evidenceText(c)}`));
  } else if (c.verdict === 'not-applicable') {
    skip(tc, xmlSafe(`not applicable: ${e.reason ?? e.summary}`));
    tc.standardOutput(cdataSafe(e.reason ?? e.summary));
  }
}

/**
 * `junit.xml` for CI test views, built with `junit-report-builder`: one test suite per
 * IUT × transport, one test case per case of every result (class name = the rule, so CI views
 * group a rule's cases). `fail` is a `<failure>` with the evidence, `error` an `<error>`,
 * `not-applicable` a `<skipped>` case with the reason. A gated report (`report.gate`) agrees with
 * the exit code: see {@link judge}; baseline entries the run no longer checks are failures in a
 * `baseline` suite.
 */
export function renderJunit(report: CrosscheckReport): string {
  const view = gateView(report.gate);
  const builder = shared.newBuilder();
  builder.name(xmlSafe(`a2a-crosscheck seed ${report.seed} profile ${report.profile}`));
  const suites = new Map<string, RuleResult[]>();
  for (const r of report.results) {
    const key = `${r.iut} (${r.transport})`;
    const list = suites.get(key);
    if (list) list.push(r);
    else suites.set(key, [r]);
  }
  const titles = new Map((report.rules ?? []).map((r) => [r.id, r.title]));
  const causes = new Map<string, ReportRootCause>();
  for (const cause of report.rootCauses ?? [])
    for (const q of cause.consequences) {
      const k = caseKey({ ...q, iut: cause.iut });
      if (!causes.has(k)) causes.set(k, cause);
    }
  for (const [name, results] of suites) {
    const suite = builder
      .testSuite()
      .name(xmlSafe(name))
      .timestamp(report.startedAt)
      .property('seed', String(report.seed))
      .property('profile', report.profile)
      .property('harness', xmlSafe(`${report.harness.name} ${report.harness.version}`))
      .property('spec', generationsJudged(report));
    for (const r of results) {
      const title = titles.get(r.rule);
      for (const c of r.cases) {
        const tc = suite
          .testCase()
          .className(xmlSafe(r.rule))
          .name(
            xmlSafe(
              `${c.case} [${levelTag(r)}] × ${r.vendor ?? 'no vendor'}${title ? `: ${title}` : ''}`,
            ),
          );
        const e = c.evidence;
        if (e.durationMs !== undefined) tc.time(e.durationMs / 1000);
        judge(tc, r, c, view, causes.get(caseKey({ ...r, case: c.case })));
        if (e.stderr) tc.standardError(cdataSafe(e.stderr));
      }
    }
  }
  const unchecked = report.gate?.stale.filter((s) => s.now === 'not checked') ?? [];
  if (unchecked.length > 0) {
    const suite = builder.testSuite().name('baseline').timestamp(report.startedAt);
    for (const s of unchecked) {
      suite
        .testCase()
        .className(xmlSafe(s.rule))
        .name(xmlSafe(`${s.case} ${s.iut} × ${s.vendor ?? 'no vendor'} (${s.transport})`))
        .failure(
          xmlSafe('stale baseline entry: the run no longer checks this case; remove it'),
          'stale',
        )
        .stacktrace(cdataSafe(`baseline reason: ${s.reason}`));
    }
  }
  const defect = report.harnessDefect;
  if (defect !== undefined)
    builder
      .testSuite()
      .name('a2a-crosscheck')
      .timestamp(report.startedAt)
      .testCase()
      .className('a2a-crosscheck')
      .name(xmlSafe(`harness defect${defect.case === undefined ? '' : ` in ${defect.case}`}`))
      .error(
        xmlSafe(`bug in a2a-crosscheck, not a verdict (exit 3): ${defect.message}`),
        defect.code,
      )
      .stacktrace(cdataSafe([defect.replay ?? '', defect.stack ?? ''].join('\n')));
  return builder.build();
}

function evidenceText(c: CaseResult): string {
  const e = c.evidence;
  const parts = [e.summary];
  if (e.reason) parts.push(`reason: ${e.reason}`);
  if (e.details) parts.push(e.details);
  if (e.expected !== undefined) parts.push(`expected: ${showJson(e.expected, 4000)}`);
  if (e.actual !== undefined) parts.push(`actual: ${showJson(e.actual, 4000)}`);
  if (e.counterexample)
    parts.push(
      `counterexample: { seed: ${e.counterexample.seed}, path: "${e.counterexample.path}" }`,
    );
  if (e.replay) parts.push(`replay: ${e.replay}`);
  return parts.join('\n');
}
