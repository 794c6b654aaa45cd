import { describe, expect, it } from 'vitest';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { validateReport } from './validateReport.ts';

function errorOf(fn: () => unknown): CrosscheckError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CrosscheckError) return e;
    throw e;
  }
  throw new Error('expected a CrosscheckError');
}

describe('createReport and validateReport', () => {
  it('sorts results by rule, iut, vendor, transport and counts them', () => {
    // Arrange
    const report = sampleReport();
    // Act
    const keys = report.results.map((r) => `${r.rule}|${r.iut}|${r.vendor}`);
    // Assert
    expect(keys).toEqual([
      'A2A-STR-001|naive|vendor-b',
      'A2A-STR-001|reference|vendor-b',
      'XV-DEL-002|naive|vendor-b',
      'XV-DEL-002|reference|vendor-b',
      'XV-NEG-001|naive|vendor-a',
      'XV-NEG-001|reference|vendor-a',
      'XV-WIRE-001|naive|vendor-a',
      'XV-WIRE-001|reference|vendor-a',
    ]);
    expect(report.summary).toEqual({ pass: 3, fail: 3, 'not-applicable': 1, error: 1, total: 8 });
  });

  it('puts a result with no vendor before those with one', () => {
    const report = sampleReport([
      result({ rule: 'R', iut: 'i', vendor: 'a', verdict: 'pass' }),
      result({ rule: 'R', iut: 'i', vendor: null, verdict: 'pass' }),
    ]);
    expect(report.results.map((r) => r.vendor)).toEqual([null, 'a']);
  });

  it('accepts a report that went through JSON', () => {
    const report = sampleReport();
    expect(validateReport(JSON.parse(JSON.stringify(report)))).toEqual(report);
  });

  it('rejects a bad verdict with its JSON pointer', () => {
    const json = JSON.parse(JSON.stringify(sampleReport())) as { results: { verdict: string }[] };
    json.results[2]!.verdict = 'maybe';
    const e = errorOf(() => validateReport(json));
    expect(e.code).toBe('REPORT_INVALID');
    expect(e.pointer).toBe('/results/2/verdict');
    expect(e.message).toContain(
      '/results/2/verdict must be equal to one of the allowed values ("pass", "fail", "not-applicable", "error")',
    );
  });

  it('states what a gated regression came to, and refuses one it cannot read', () => {
    const regression = {
      rule: 'XV-NEG-001',
      case: 'neg-extensions-absent',
      iut: 'naive',
      vendor: 'vendor-a',
      transport: 'in-process',
      because: 'another outcome',
      got: { verdict: 'error', code: 'IUT_TIMEOUT' },
      expected: { verdict: 'fail', code: '/admitted' },
      baselineReason: 'naive reads a missing extensions list as empty',
    };
    const gated = (r: unknown) => ({
      ...(JSON.parse(JSON.stringify(sampleReport())) as Record<string, unknown>),
      gate: {
        exitCode: 1,
        strict: false,
        regressions: [r],
        baselined: [],
        stale: [],
        advisories: [],
      },
    });
    expect(() => validateReport(gated(regression))).not.toThrow();
    for (const [broken, pointer] of [
      [{ ...regression, because: 'it felt like it' }, '/gate/regressions/0/because'],
      [{ ...regression, got: { verdict: 'maybe', code: null } }, '/gate/regressions/0/got/verdict'],
      [{ ...regression, got: undefined }, '/gate/regressions/0'],
    ] as const) {
      const e = errorOf(() => validateReport(gated(broken)));
      expect(e.message).toContain(pointer);
    }
  });

  it('rejects an unknown member and a wrong schema version', () => {
    const json = {
      ...JSON.parse(JSON.stringify(sampleReport())),
      schemaVersion: '1.0',
      extra: 1,
    } as unknown;
    const e = errorOf(() => validateReport(json));
    expect(e.message).toContain("(root) must NOT have additional properties ('extra')");
    expect(e.message).toContain('/schemaVersion must be equal to constant');
  });

  it('rejects a repeated result key', () => {
    const report = sampleReport();
    const json = {
      ...report,
      results: [...report.results, report.results[0]],
      summary: { ...report.summary, error: 2, total: 9 },
    };
    const e = errorOf(() => validateReport(JSON.parse(JSON.stringify(json))));
    expect(e.message).toBe(
      'Failed to validate the report: /results/8 repeats (A2A-STR-001|naive|vendor-b|msw) of /results/0. Keep one result per (rule, iut, vendor, transport).',
    );
    expect(e.pointer).toBe('/results/8');
  });

  it('rejects a summary that does not count the results', () => {
    const report = sampleReport();
    const e = errorOf(() => validateReport({ ...report, summary: { ...report.summary, pass: 7 } }));
    expect(e.pointer).toBe('/summary/pass');
  });

  it('rejects a result whose verdict is not the fold of its cases', () => {
    const report = JSON.parse(JSON.stringify(sampleReport())) as ReturnType<typeof sampleReport>;
    const i = report.results.findIndex((r) => r.verdict === 'fail');
    report.results[i]!.cases.push({
      ...report.results[i]!.cases[0]!,
      case: 'extra',
      verdict: 'pass',
    });
    report.results[i]!.cases[0]!.verdict = 'pass';
    const e = errorOf(() => validateReport(report));
    expect(e.message).toBe(
      `Failed to validate the report: /results/${i}/verdict is "fail" but its cases fold to "pass". Recompute the verdict from the cases.`,
    );
  });

  it('rejects a case listed twice in one result', () => {
    const report = JSON.parse(JSON.stringify(sampleReport())) as ReturnType<typeof sampleReport>;
    report.results[0]!.cases.push(report.results[0]!.cases[0]!);
    const e = errorOf(() => validateReport(report));
    expect(e.pointer).toBe('/results/0/cases/1');
  });
});
