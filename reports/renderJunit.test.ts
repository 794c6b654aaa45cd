import { describe, expect, it } from 'vitest';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { xmlAttribute, xmlElementCounts } from './_fixtures/xmlSanity.ts';
import type { BaselineEntry } from './Baseline.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { reportGate } from './ReportGate.ts';
import { renderJunit } from './renderJunit.ts';

/** The sample report gated on a baseline of `entries`. */
function gated(entries: BaselineEntry[]): CrosscheckReport {
  const report = sampleReport();
  const comparison = compareToBaseline(report, { entries });
  return { ...report, gate: reportGate(comparison, false) };
}

/** Every failing MUST-level case of the sample report, as baseline entries. */
const MUST_FAILURES: BaselineEntry[] = sampleReport()
  .results.filter((r) => r.level === 'MUST')
  .flatMap((r) =>
    r.cases
      .filter((c) => c.verdict === 'fail' || c.verdict === 'error')
      .map((c) => ({
        rule: r.rule,
        case: c.case,
        iut: r.iut,
        vendor: r.vendor,
        transport: r.transport,
        reason: `known: ${r.rule}`,
      })),
  );

describe('renderJunit', () => {
  it('writes one suite per IUT × transport and one test case per case, with matching counts', () => {
    // Arrange
    const report = sampleReport();
    // Act
    const xml = renderJunit(report);
    const counts = xmlElementCounts(xml);
    // Assert
    expect(counts.get('testsuites')).toBe(1);
    expect(counts.get('testsuite')).toBe(2);
    expect(counts.get('testcase')).toBe(8);
    expect(counts.get('failure')).toBe(3);
    expect(counts.get('error')).toBe(1);
    expect(counts.get('skipped')).toBe(1);
    expect(xmlAttribute(xml, 'testsuites', 'tests')).toBe('8');
    expect(xmlAttribute(xml, 'testsuites', 'failures')).toBe('3');
    expect(xmlAttribute(xml, 'testsuites', 'errors')).toBe('1');
    expect(xmlAttribute(xml, 'testsuites', 'skipped')).toBe('1');
  });

  it('names suites and cases after IUT, transport, rule and vendor', () => {
    const xml = renderJunit(sampleReport());
    expect(xml).toContain('<testsuite name="naive (msw)"');
    expect(xml).toContain(
      'classname="XV-NEG-001" name="xv-neg-001-case [MUST] × vendor-a: absent tri-state capability is undeclared"',
    );
    expect(xml).toContain('replay: npx a2a-crosscheck replay --rule XV-NEG-001');
  });

  it('stays well-formed when evidence carries CDATA terminators, markup and control characters', () => {
    const hostile = 'x ]]> <b>y</b> ]]> <testcase name="z"/> \u0000\u001b';
    const report = sampleReport([
      result({
        rule: 'R-1',
        iut: 'naive',
        verdict: 'fail',
        evidence: { summary: hostile, details: hostile },
      }),
      result({
        rule: 'R-2',
        iut: 'naive',
        verdict: 'error',
        evidence: { summary: hostile, stderr: hostile },
      }),
      result({
        rule: 'R-3',
        iut: 'naive',
        verdict: 'not-applicable',
        evidence: { summary: 's', reason: hostile },
      }),
    ]);
    const counts = xmlElementCounts(renderJunit(report));
    expect(counts.get('testcase')).toBe(3);
    expect(counts.get('b')).toBeUndefined();
  });

  it('agrees with a green gate: baselined and non-gating failures are skipped, with why', () => {
    const report = gated(MUST_FAILURES);
    expect(report.gate?.exitCode).toBe(0);
    const xml = renderJunit(report);
    expect(xmlAttribute(xml, 'testsuites', 'failures')).toBe('0');
    expect(xmlAttribute(xml, 'testsuites', 'errors')).toBe('0');
    expect(xmlAttribute(xml, 'testsuites', 'skipped')).toBe('5');
    expect(xml).toContain('<skipped message="expected failure (baseline): known: XV-NEG-001"/>');
    expect(xml).toContain('<skipped message="expected failure (baseline): known: A2A-STR-001"/>');
    expect(xml).toMatch(
      /<skipped message="not gating \(SHOULD; --strict gates it\): fail: [^"]*"\/>/,
    );
    expect(xml).toMatch(/<skipped message="not applicable: [^"]*"\/>/);
  });

  it('agrees with a red gate: regressions fail, and so do stale entries', () => {
    const passing = { ...MUST_FAILURES[0]!, iut: 'reference', reason: 'was failing' };
    const vanished = { ...MUST_FAILURES[0]!, case: 'renamed-case', reason: 'gone' };
    const report = gated([...MUST_FAILURES.slice(1), passing, vanished]);
    expect(report.gate?.exitCode).toBe(1);
    const xml = renderJunit(report);
    // The first entry (naive's A2A-STR-001 error) left the baseline: an error again. The stale
    // entry for reference's passing case and the vanished case are failures.
    expect(MUST_FAILURES[0]).toMatchObject({ rule: 'A2A-STR-001', iut: 'naive' });
    expect(xmlAttribute(xml, 'testsuites', 'errors')).toBe('1');
    expect(xmlAttribute(xml, 'testsuites', 'failures')).toBe('2');
    expect(xml).toContain(
      '<failure message="stale baseline entry: this case now passes; remove it from the baseline" type="stale">',
    );
    expect(xml).toContain('<testsuite name="baseline"');
    expect(xml).toContain(
      '<failure message="stale baseline entry: the run no longer checks this case; remove it" type="stale">',
    );
  });
});
