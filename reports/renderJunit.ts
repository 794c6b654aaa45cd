import junit, { type Builder } from 'junit-report-builder';
import type { CaseResult, RuleResult } from '../harness/results/types.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
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
 * `junit.xml` for CI test views, built with `junit-report-builder`: one test suite per
 * IUT × transport, one test case per case of every result (class name = the rule, so CI views
 * group a rule's cases). `fail` is a `<failure>` with the evidence, `error` an `<error>`,
 * `not-applicable` a `<skipped>` case with the reason on stdout.
 */
export function renderJunit(report: CrosscheckReport): string {
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
  for (const [name, results] of suites) {
    const suite = builder
      .testSuite()
      .name(xmlSafe(name))
      .timestamp(report.startedAt)
      .property('seed', String(report.seed))
      .property('profile', report.profile)
      .property('harness', xmlSafe(`${report.harness.name} ${report.harness.version}`))
      .property('spec', `A2A ${report.spec.version}`);
    for (const r of results) {
      const title = titles.get(r.rule);
      for (const c of r.cases) {
        const tc = suite
          .testCase()
          .className(xmlSafe(r.rule))
          .name(
            xmlSafe(
              `${c.case} [${r.level}] × ${r.vendor ?? 'no vendor'}${title ? `: ${title}` : ''}`,
            ),
          );
        const e = c.evidence;
        if (e.durationMs !== undefined) tc.time(e.durationMs / 1000);
        const text = cdataSafe(evidenceText(c));
        if (c.verdict === 'fail') tc.failure(xmlSafe(e.summary), r.level).stacktrace(text);
        else if (c.verdict === 'error') tc.error(xmlSafe(e.summary), 'error', text);
        else if (c.verdict === 'not-applicable')
          tc.skipped().standardOutput(cdataSafe(e.reason ?? e.summary));
        if (e.stderr) tc.standardError(cdataSafe(e.stderr));
      }
    }
  }
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
