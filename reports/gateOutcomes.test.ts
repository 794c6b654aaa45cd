import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseResult, RuleResult } from '../harness/results/types.ts';
import type { BaselineEntry, LoadedBaseline } from './Baseline.ts';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { caseOutcome } from './caseOutcome.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { readBaseline } from './readBaseline.ts';
import { changedReason, recordBaseline, splitByFile } from './recordBaseline.ts';
import { staleBaselinePatch } from './staleBaselinePatch.ts';
import { reportGate } from './ReportGate.ts';

/** A naive result of one case with the given verdict and evidence. */
const one = (verdict: RuleResult['verdict'], evidence: CaseResult['evidence']): RuleResult =>
  result({
    rule: 'XV-NEG-001',
    iut: 'naive',
    vendor: null,
    verdict,
    evidence: { ...evidence, case: 'neg-x' },
  });
const failAtAdmitted = one('fail', {
  summary: '/admitted: expected false, got true',
  expected: { admitted: false },
  actual: { admitted: true, signature: 'valid' },
});
const timedOut = one('error', {
  summary: 'case neg-x (rule XV-NEG-001) could not be judged: IUT_TIMEOUT',
  reason: 'Failed to call "discover" on naive: no answer within 10000 ms.',
});
const report = (...results: RuleResult[]): CrosscheckReport => ({
  ...sampleReport(results),
  iuts: [{ id: 'naive', transport: 'msw', roles: ['verifier'] }],
});
const listed = (over: Partial<BaselineEntry> = {}): BaselineEntry => ({
  rule: 'XV-NEG-001',
  case: 'neg-x',
  iut: 'naive',
  vendor: null,
  transport: 'msw',
  verdict: 'fail',
  code: '/admitted',
  reason: 'naive reads an absent extensions member as []',
  ...over,
});
const file = (...entries: BaselineEntry[]): LoadedBaseline => ({
  path: 'b.json',
  files: [{ path: 'b.json', baseline: { schemaVersion: '3.0', entries } }],
  entries,
});

describe('caseOutcome', () => {
  it('reads a failure as the first member that departs, an error as its code', () => {
    expect(caseOutcome(failAtAdmitted.cases[0]!)).toEqual({ verdict: 'fail', code: '/admitted' });
    expect(caseOutcome(timedOut.cases[0]!)).toEqual({ verdict: 'error', code: 'IUT_TIMEOUT' });
  });

  it('prefers a stated code, and ignores upper-case words that are not harness codes', () => {
    const c = (evidence: CaseResult['evidence']): CaseResult => ({
      case: 'x',
      verdict: 'error',
      canonicalization: null,
      evidence,
    });
    expect(
      caseOutcome(c({ summary: 'NOT_A_CODE then NET_TIMEOUT', code: 'NOT_TESTABLE' })),
    ).toEqual({
      verdict: 'error',
      code: 'NOT_TESTABLE',
    });
    expect(caseOutcome(c({ summary: 'MY_OWN_WORD happened', reason: 'NET_TIMEOUT' }))).toEqual({
      verdict: 'error',
      code: 'NET_TIMEOUT',
    });
    expect(caseOutcome(c({ summary: 'the stream went quiet' }))).toEqual({
      verdict: 'error',
      code: null,
    });
  });
});

describe('the gate against expected outcomes', () => {
  it('passes a case that fails as its entry expects', () => {
    const c = compareToBaseline(report(failAtAdmitted), file(listed()));
    expect([c.exitCode, c.baselined.length, c.changed.length]).toEqual([0, 1, 0]);
  });

  it('fails a baselined fail that became an error, and says what was expected and what came', () => {
    const c = compareToBaseline(report(timedOut), file(listed()));
    expect(c.exitCode).toBe(1);
    expect(reportGate(c, false).regressions).toEqual([
      {
        rule: 'XV-NEG-001',
        case: 'neg-x',
        iut: 'naive',
        vendor: null,
        transport: 'msw',
        because: 'another outcome',
        got: { verdict: 'error', code: 'IUT_TIMEOUT' },
        expected: { verdict: 'fail', code: '/admitted' },
        baselineReason: 'naive reads an absent extensions member as []',
      },
    ]);
  });

  it('reports a baselined fail that now fails at another member as changed, gating only under --strict', () => {
    const moved = file(listed({ code: '/stage' }));
    const c = compareToBaseline(report(failAtAdmitted), moved);
    expect([c.exitCode, c.changed.map((g) => g.outcome.code)]).toEqual([0, ['/admitted']]);
    expect(reportGate(c, false)).toMatchObject({
      regressions: [],
      changed: [
        {
          case: 'neg-x',
          got: { verdict: 'fail', code: '/admitted' },
          expected: { verdict: 'fail', code: '/stage' },
          baselineReason: 'naive reads an absent extensions member as []',
          summary: '/admitted: expected false, got true',
        },
      ],
    });
    const strict = compareToBaseline(report(failAtAdmitted), moved, { strict: true });
    expect(strict.exitCode).toBe(1);
    expect(reportGate(strict, true)).toMatchObject({
      regressions: [{ because: 'another outcome' }],
      changed: [],
    });
  });

  it('writes a patched baseline that passes the run that wrote it: stale entries out, changed ones re-pointed and flagged', () => {
    const passing = one('pass', { summary: 'ok' });
    const r = report(failAtAdmitted, { ...passing, rule: 'XV-NEG-002' });
    const baseline = file(listed({ code: '/stage' }), listed({ rule: 'XV-NEG-002' }));
    const c = compareToBaseline(r, baseline);
    expect([c.exitCode, c.stale.length, c.changed.length]).toEqual([1, 1, 1]);
    const patched = staleBaselinePatch(baseline, c)[0]!.baseline.entries;
    expect(patched).toEqual([
      listed({
        code: '/admitted',
        reason:
          'TODO (was fail at /stage, now fail at /admitted: check that this reason still holds): naive reads an absent extensions member as []',
      }),
    ]);
    expect(compareToBaseline(r, { entries: patched }).exitCode).toBe(0);
    // A second change keeps one marker, in front of the reason as it was written.
    const twice = changedReason(patched[0]!, { verdict: 'fail', code: '/signature' });
    expect(twice).toBe(
      'TODO (was fail at /admitted, now fail at /signature: check that this reason still holds): naive reads an absent extensions member as []',
    );
  });

  it('reports a TODO reason as an advisory, and fails on it under --strict', () => {
    const todo = file(listed({ reason: 'TODO: why is this failure expected?' }));
    const lax = compareToBaseline(report(failAtAdmitted), todo);
    expect([lax.exitCode, lax.baselined.length, lax.unexplained.length]).toEqual([0, 1, 1]);
    expect(reportGate(lax, false).baselined[0]?.todo).toBe(true);
    const strict = compareToBaseline(report(failAtAdmitted), todo, { strict: true });
    expect([strict.exitCode, strict.baselined.length]).toEqual([1, 0]);
    expect(reportGate(strict, true).regressions.map((r) => r.because)).toEqual(['TODO reason']);
  });

  it('applies a finding of the SDK an IUT is built on, whatever IUT found it, and never records it', () => {
    const finding = listed({
      iut: 'a2a-js',
      attributedTo: '@a2a-js/sdk 1.3.0',
      reason: 'the SDK defaults it',
    });
    const r = report(failAtAdmitted);
    const declared: CrosscheckReport = {
      ...r,
      iuts: [{ ...r.iuts[0]!, builtOn: [{ name: '@a2a-js/sdk', version: '1.3.0' }] }],
    };
    const c = compareToBaseline(declared, null, { known: { entries: [finding] } });
    expect([c.exitCode, c.knownBySdk.length, c.newFailures.length]).toEqual([0, 1, 0]);
    expect(reportGate(c, false).known).toEqual([
      {
        rule: 'XV-NEG-001',
        case: 'neg-x',
        iut: 'naive',
        vendor: null,
        transport: 'msw',
        knownIn: '@a2a-js/sdk 1.3.0',
        knownReason: 'the SDK defaults it',
        got: { verdict: 'fail', code: '/admitted' },
      },
    ]);
    expect(recordBaseline(c).entries).toEqual([]);
    // Undeclared, or another version: a regression, citing the finding only by its own IUT.
    expect(compareToBaseline(r, null, { known: { entries: [finding] } }).exitCode).toBe(1);
    const other: CrosscheckReport = {
      ...r,
      iuts: [{ ...r.iuts[0]!, builtOn: [{ name: '@a2a-js/sdk', version: '1.4.0' }] }],
    };
    expect(compareToBaseline(other, null, { known: { entries: [finding] } }).exitCode).toBe(1);
  });

  it('cites a shipped third-party finding on the same case', () => {
    const known = {
      entries: [listed({ attributedTo: '@a2a-js/sdk 1.3.0', reason: 'the SDK defaults it' })],
    };
    const gate = reportGate(compareToBaseline(report(failAtAdmitted), null, { known }), false);
    expect(gate.regressions[0]).toMatchObject({
      because: 'not in the baseline',
      knownIn: '@a2a-js/sdk 1.3.0',
      knownReason: 'the SDK defaults it',
    });
  });

  it('does not call the entries an interrupted run never reached stale', () => {
    const stopped = {
      ...report(result({ rule: 'XV-NEG-002', iut: 'naive', verdict: 'pass' })),
      interrupted: { signal: 'SIGINT' as const, note: 'partial' },
    };
    const c = compareToBaseline(stopped, file(listed()));
    expect(c.missing).toEqual([
      {
        entry: listed(),
        gates: false,
        why: 'the run was interrupted by SIGINT before it reached every case',
      },
    ]);
    expect(reportGate(c, false, 'SIGINT')).toMatchObject({ exitCode: 130, stale: [] });
  });
});

describe('recordBaseline', () => {
  it('writes each case with its outcome; keeps a reason while the outcome holds, else flags it', () => {
    const other = one('error', { summary: 'could not be judged: IUT_CRASHED', case: 'neg-y' });
    const r = report(
      failAtAdmitted,
      { ...other, rule: 'XV-NEG-002' },
      {
        ...timedOut,
        rule: 'XV-NEG-003',
      },
    );
    const previous = file(
      listed({ code: '/stage' }),
      listed({ rule: 'XV-NEG-003', reason: 'naive rejects it at the wrong stage' }),
    );
    const recorded = recordBaseline(compareToBaseline(r, previous));
    expect(
      recorded.entries.map(({ rule, verdict, code, reason }) => ({ rule, verdict, code, reason })),
    ).toEqual([
      {
        rule: 'XV-NEG-001',
        verdict: 'fail',
        code: '/admitted',
        reason:
          'TODO (was fail at /stage, now fail at /admitted: check that this reason still holds): naive reads an absent extensions member as []',
      },
      {
        rule: 'XV-NEG-002',
        verdict: 'error',
        code: 'IUT_CRASHED',
        reason: 'TODO: why is this failure expected? (found: could not be judged: IUT_CRASHED)',
      },
      {
        rule: 'XV-NEG-003',
        verdict: 'error',
        code: 'IUT_TIMEOUT',
        reason:
          'TODO (was fail at /admitted, now error IUT_TIMEOUT: check that this reason still holds): naive rejects it at the wrong stage',
      },
    ]);
    expect(compareToBaseline(r, { entries: recorded.entries }).exitCode).toBe(0);
  });

  it('refuses to rewrite a 2.0 entry a partial run did not reach, naming the fix', () => {
    const legacy: BaselineEntry = {
      ...listed({ rule: 'XV-DEL-001' }),
      verdict: undefined,
      code: undefined,
    };
    const partial = { ...report(failAtAdmitted), ruleFilter: ['XV-NEG-*'] };
    expect(() => recordBaseline(compareToBaseline(partial, file(listed(), legacy)))).toThrow(
      /1 entry of the format 2\.0 baseline \(first: XV-DEL-001\|neg-x\|naive\|-\|msw\) did not run \(the run was filtered by --rule XV-NEG-\*\)/,
    );
  });

  it('splits a recorded baseline back into the files it came from, new cases apart', () => {
    const previous: LoadedBaseline = {
      path: 'dir',
      files: [
        {
          path: 'dir/naive.json',
          baseline: { schemaVersion: '3.0', purpose: 'power', entries: [listed()] },
        },
        {
          path: 'dir/sdk.json',
          baseline: { schemaVersion: '3.0', entries: [listed({ rule: 'GONE' })] },
        },
      ],
      entries: [listed(), listed({ rule: 'GONE' })],
    };
    const split = splitByFile(
      { schemaVersion: '3.0', entries: [listed(), listed({ rule: 'XV-NEG-002', reason: 'TODO' })] },
      previous,
    );
    expect(
      split.map((f) => [f.name, f.baseline.purpose, f.baseline.entries.map((e) => e.rule)]),
    ).toEqual([
      ['naive.json', 'power', ['XV-NEG-001']],
      ['sdk.json', undefined, []],
      [
        'new-failures.json',
        'Failing cases recorded by --write-baseline that no file listed: write each a reason and move it to the file of its purpose.',
        ['XV-NEG-002'],
      ],
    ]);
  });
});

describe('readBaseline', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'crosscheck-baseline-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const put = (name: string, entries: BaselineEntry[]) =>
    writeFile(join(dir, name), JSON.stringify({ schemaVersion: '3.0', entries }));

  it('reads every .json file of a directory, in name order', async () => {
    await put('b.json', [listed({ rule: 'B' })]);
    await put('a.json', [listed({ rule: 'A' })]);
    await writeFile(join(dir, 'README.md'), 'not a baseline');
    const b = await readBaseline(dir);
    expect([b.files.map((f) => f.path), b.entries.map((e) => e.rule)]).toEqual([
      [join(dir, 'a.json'), join(dir, 'b.json')],
      ['A', 'B'],
    ]);
  });

  it('refuses a case listed in two files, naming both', async () => {
    await put('a.json', [listed()]);
    await put('b.json', [listed({ reason: 'another reason' })]);
    await expect(readBaseline(dir)).rejects.toThrow(
      `Failed to read the baseline directory '${dir}': ${join(dir, 'b.json')} and ${join(dir, 'a.json')} both list (XV-NEG-001|neg-x|naive|-|msw). Keep it in one file.`,
    );
  });

  it('refuses a directory with no baseline file', async () => {
    await expect(readBaseline(dir)).rejects.toThrow(/it holds 0 \.json files/);
  });
});
