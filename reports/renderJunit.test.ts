import { describe, expect, it } from 'vitest';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { xmlAttribute, xmlElementCounts } from './_fixtures/xmlSanity.ts';
import { renderJunit } from './renderJunit.ts';

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
});
