import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../harness/results/types.ts';
import type { BaselineEntry, BaselineFile, LoadedBaseline } from './Baseline.ts';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import { staleBaselinePatch } from './staleBaselinePatch.ts';
import { validateBaseline } from './validateBaseline.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';

const entry = (rule: string, iut: string, vendor: string | null = 'vendor-a'): BaselineEntry => ({
  rule,
  case: `${rule.toLowerCase()}-case`,
  iut,
  vendor,
  transport: 'msw',
  verdict: 'fail',
  code: null,
  reason: 'expected',
});
const baseline = (...entries: BaselineEntry[]): BaselineFile => ({ schemaVersion: '3.0', entries });

/** A report whose catalogue selection names every rule the cases use, GONE included. */
const report = (...results: RuleResult[]): CrosscheckReport => ({
  ...sampleReport(results),
  rules: ['A', 'GONE', 'R', 'STALE', 'Z'].map((id) => ({
    id,
    title: id,
    level: 'MUST' as const,
    profile: 'spec' as const,
  })),
});

describe('compareToBaseline', () => {
  const cases: {
    name: string;
    report: CrosscheckReport;
    baseline: BaselineFile | null;
    strict?: boolean;
    exitCode: number;
    counts: {
      newFailures: number;
      baselined: number;
      advisories: number;
      stale: number;
      gatingMissing: number;
    };
  }[] = [
    {
      name: 'all pass, no baseline',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'pass' })),
      baseline: null,
      exitCode: 0,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'new MUST failure',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'fail' })),
      baseline: baseline(),
      exitCode: 1,
      counts: { newFailures: 1, baselined: 0, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'baselined failure',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'fail' })),
      baseline: baseline(entry('R', 'naive')),
      exitCode: 0,
      counts: { newFailures: 0, baselined: 1, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'stale entry: the result now passes',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'pass' })),
      baseline: baseline(entry('R', 'naive')),
      exitCode: 1,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 1, gatingMissing: 0 },
    },
    {
      name: 'stale entry: the result is now not applicable',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'not-applicable' })),
      baseline: baseline(entry('R', 'naive')),
      exitCode: 1,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 1, gatingMissing: 0 },
    },
    {
      name: 'SHOULD failure without strict',
      report: report(result({ rule: 'R', iut: 'naive', level: 'SHOULD', verdict: 'fail' })),
      baseline: null,
      exitCode: 0,
      counts: { newFailures: 0, baselined: 0, advisories: 1, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'SHOULD failure with strict',
      report: report(result({ rule: 'R', iut: 'naive', level: 'SHOULD', verdict: 'fail' })),
      baseline: null,
      strict: true,
      exitCode: 1,
      counts: { newFailures: 1, baselined: 0, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'MAY failure with strict',
      report: report(result({ rule: 'R', iut: 'naive', level: 'MAY', verdict: 'fail' })),
      baseline: null,
      strict: true,
      exitCode: 0,
      counts: { newFailures: 0, baselined: 0, advisories: 1, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'error verdict gates like a failure',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'error' })),
      baseline: null,
      exitCode: 1,
      counts: { newFailures: 1, baselined: 0, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'a baselined fail that is now an error',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'error' })),
      baseline: baseline(entry('R', 'naive')),
      exitCode: 1,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'a 2.0 entry (no verdict) takes any failing verdict',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'error' })),
      baseline: {
        schemaVersion: '2.0',
        entries: [{ ...entry('R', 'naive'), verdict: undefined, code: undefined }],
      },
      exitCode: 0,
      counts: { newFailures: 0, baselined: 1, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'a baselined SHOULD case with another outcome, without strict',
      report: report(result({ rule: 'R', iut: 'naive', level: 'SHOULD', verdict: 'error' })),
      baseline: baseline(entry('R', 'naive')),
      exitCode: 0,
      counts: { newFailures: 0, baselined: 0, advisories: 1, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'entry missing from a complete run',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'pass' })),
      baseline: baseline(entry('GONE', 'naive')),
      exitCode: 1,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 0, gatingMissing: 1 },
    },
    {
      name: 'entry missing from a shard',
      report: {
        ...report(result({ rule: 'R', iut: 'naive', verdict: 'pass' })),
        shard: { index: 1, count: 2 },
      },
      baseline: baseline(entry('XV-NEG-001', 'naive')),
      exitCode: 0,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'entry for a rule the profile did not select',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'pass' })),
      baseline: baseline(entry('XV-DEL-001', 'naive')),
      exitCode: 0,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'entry for an IUT the run did not include',
      report: report(result({ rule: 'R', iut: 'naive', verdict: 'pass' })),
      baseline: baseline(entry('XV-NEG-001', 'a2a-js')),
      exitCode: 0,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 0, gatingMissing: 0 },
    },
    {
      name: 'entry for a rule the catalogue does not have, even in a shard',
      report: {
        ...report(result({ rule: 'R', iut: 'naive', verdict: 'pass' })),
        shard: { index: 1, count: 2 },
      },
      baseline: baseline(entry('XV-RETIRED-999', 'naive')),
      exitCode: 1,
      counts: { newFailures: 0, baselined: 0, advisories: 0, stale: 0, gatingMissing: 1 },
    },
  ];

  /** The rule ids this test's harness knows: an entry for any other rule is stale. */
  const KNOWN_RULES = new Set(['R', 'XV-NEG-001', 'XV-DEL-001']);

  it.each(cases)(
    '$name ⇒ exit $exitCode',
    ({ report: r, baseline: b, strict, exitCode, counts }) => {
      // Act
      const c = compareToBaseline(r, b, { strict, knownRules: KNOWN_RULES });
      // Assert
      expect(c.exitCode).toBe(exitCode);
      expect({
        newFailures: c.newFailures.length,
        baselined: c.baselined.length,
        advisories: c.advisories.length,
        stale: c.stale.length,
        gatingMissing: c.missing.filter((m) => m.gates).length,
      }).toEqual(counts);
    },
  );

  it('says why a missing entry does not gate', () => {
    const c = compareToBaseline(
      { ...report(result({ rule: 'R', iut: 'naive', verdict: 'pass' })), ruleFilter: ['R'] },
      baseline(entry('XV-NEG-001', 'naive')),
    );
    expect(c.missing).toEqual([
      {
        entry: entry('XV-NEG-001', 'naive'),
        gates: false,
        why: 'the run was filtered by --rule R',
      },
    ]);
  });

  it('patches the baseline file by file: stale and vanished entries removed, the rest kept in key order, each file its purpose', () => {
    // Arrange
    const r = report(
      result({ rule: 'Z', iut: 'naive', verdict: 'fail' }),
      result({ rule: 'A', iut: 'naive', verdict: 'error' }),
      result({ rule: 'STALE', iut: 'naive', verdict: 'pass' }),
    );
    // Act
    const z = { ...entry('Z', 'naive'), reason: 'z' };
    const a = { ...entry('A', 'naive'), verdict: 'error' as const };
    const files: LoadedBaseline = {
      path: 'dir',
      files: [
        {
          path: 'dir/one.json',
          baseline: { ...baseline(z, entry('STALE', 'naive')), purpose: 'p' },
        },
        { path: 'dir/two.json', baseline: baseline(entry('GONE', 'naive'), a) },
      ],
      entries: [z, entry('STALE', 'naive'), entry('GONE', 'naive'), a],
    };
    // Act
    const patch = staleBaselinePatch(files, compareToBaseline(r, files));
    // Assert
    expect(patch).toEqual([
      { path: 'dir/one.json', baseline: { ...baseline(z), purpose: 'p' } },
      { path: 'dir/two.json', baseline: baseline(a) },
    ]);
    expect(validateBaseline(patch[0]!.baseline)).toEqual(patch[0]!.baseline);
  });
});

describe('compareToBaseline, case by case', () => {
  /** One failing result of two failing cases and a passing one. */
  const twoFailing = (): CrosscheckReport => {
    const r = result({ rule: 'R', iut: 'naive', verdict: 'fail' });
    const c = r.cases[0]!;
    return report({
      ...r,
      cases: [
        { ...c, case: 'first' },
        { ...c, case: 'second' },
        { ...c, case: 'third', verdict: 'pass' },
      ],
    });
  };
  const caseEntry = (id: string): BaselineEntry => ({ ...entry('R', 'naive'), case: id });

  it('passes when every failing case is baselined', () => {
    const c = compareToBaseline(twoFailing(), baseline(caseEntry('first'), caseEntry('second')));
    expect([c.exitCode, c.baselined.map((b) => b.case.case)]).toEqual([0, ['first', 'second']]);
  });

  it('reports a new failing case inside a baselined, already failing result as a regression', () => {
    const c = compareToBaseline(twoFailing(), baseline(caseEntry('first')));
    expect(c.exitCode).toBe(1);
    expect(c.newFailures.map((g) => `${g.result.rule} ${g.case.case}`)).toEqual(['R second']);
  });

  it('finds an entry stale when its case passes, though the result still fails', () => {
    const c = compareToBaseline(
      twoFailing(),
      baseline(caseEntry('first'), caseEntry('second'), caseEntry('third')),
    );
    expect([c.exitCode, c.stale.map((s) => s.case.case)]).toEqual([1, ['third']]);
  });

  it('finds an entry stale when its case is no longer checked in a run that covers it', () => {
    const c = compareToBaseline(
      twoFailing(),
      baseline(caseEntry('first'), caseEntry('second'), caseEntry('renamed-away')),
    );
    expect(c.exitCode).toBe(1);
    expect(c.missing).toEqual([{ entry: caseEntry('renamed-away'), gates: true }]);
  });
});

describe('validateBaseline', () => {
  it('refuses a format 1.0 baseline (keyed by result), naming the fix', () => {
    expect(() => validateBaseline({ schemaVersion: '1.0', entries: [] })).toThrow(
      /format 1\.0, which keys whole results; format 3\.0 keys cases .* Regenerate it from a run \(run --write-baseline <file>\)/,
    );
  });

  it('rejects an entry without a reason, with its pointer', () => {
    expect(() =>
      validateBaseline({ schemaVersion: '3.0', entries: [{ ...entry('R', 'naive'), reason: '' }] }),
    ).toThrow(/\/entries\/0\/reason must NOT have fewer than 1 characters/);
  });

  it('requires a 3.0 entry to state its verdict and code, and reads a 2.0 entry without them', () => {
    const legacy: BaselineEntry = { ...entry('R', 'naive') };
    delete legacy.verdict;
    delete legacy.code;
    expect(() => validateBaseline({ schemaVersion: '3.0', entries: [legacy] })).toThrow(
      /\/entries\/0 must have required property 'verdict'/,
    );
    expect(validateBaseline({ schemaVersion: '2.0', entries: [legacy] }).entries).toEqual([legacy]);
    expect(() =>
      validateBaseline({ schemaVersion: '2.0', entries: [entry('R', 'naive')] }),
    ).toThrow(/must NOT have additional properties \('verdict'\)/);
  });

  it('rejects a repeated entry', () => {
    expect(() => validateBaseline(baseline(entry('R', 'naive'), entry('R', 'naive')))).toThrow(
      'Failed to validate the baseline: /entries/1 repeats (R|r-case|naive|vendor-a|msw) of /entries/0. Remove one of them.',
    );
  });
});
