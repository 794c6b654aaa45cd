import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { BaselineEntry, CrosscheckReport } from '../reports/index.ts';
import { defaultEngine } from '../engine/root/defaultEngine.ts';
import { main } from './main.ts';
import { testIo } from './_fixtures/testIo.ts';

/**
 * The gate end to end, with the real engine, case by case: naive's failing XV-NEG-001 cases
 * baselined exit 0; dropping one failing case of a result that still fails in other cases exits
 * 1 and names that case (a regression inside a failing result is not hidden); a baseline entry
 * for a case that passes (naive admits minimal cards, XV-NEG-005) is stale and exits 1, with the
 * patched baseline written beside the reports.
 */
describe('run gates on the baseline with the real engine', () => {
  const args = (out: string, baseline: string) => [
    'run',
    '--iut',
    'naive',
    '--rule',
    'XV-NEG-001,XV-NEG-005',
    // The search on this thread: threads are not the subject here, and each would load the
    // whole harness again (seconds of CPU, more than this small search costs).
    '--workers',
    '1',
    '--out',
    out,
    '--baseline',
    baseline,
  ];
  const write = async (path: string, entries: BaselineEntry[]) => {
    await writeFile(path, JSON.stringify({ schemaVersion: '2.0', entries }));
    return path;
  };

  it('ratchets per case: baselined cases pass, a dropped case regresses, a passing entry is stale', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crosscheck-gate-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const first = testIo();
    expect(
      await main(
        args(join(dir, 'r1'), await write(join(dir, 'e.json'), [])),
        first.io,
        defaultEngine,
      ),
    ).toBe(1);

    const report = JSON.parse(
      await readFile(join(dir, 'r1', 'report.json'), 'utf8'),
    ) as CrosscheckReport;
    const entries: BaselineEntry[] = report.results.flatMap((r) =>
      r.cases
        .filter((c) => c.verdict === 'fail' || c.verdict === 'error')
        .map((c) => ({
          rule: r.rule,
          case: c.case,
          iut: r.iut,
          vendor: r.vendor,
          transport: r.transport,
          reason: 'naive reads absent as false',
        })),
    );
    expect(entries.length).toBeGreaterThan(2);
    const exact = await write(join(dir, 'exact.json'), entries);
    expect(await main(args(join(dir, 'r2'), exact), testIo().io, defaultEngine)).toBe(0);

    // One case of a result that has at least two failing cases leaves the baseline.
    const multi = report.results.find(
      (r) => r.cases.filter((c) => c.verdict === 'fail').length >= 2,
    )!;
    const dropped = multi.cases.find((c) => c.verdict === 'fail')!.case;
    const fewer = await write(
      join(dir, 'fewer.json'),
      entries.filter((e) => e.case !== dropped),
    );
    const second = testIo();
    expect(await main(args(join(dir, 'r3'), fewer), second.io, defaultEngine)).toBe(1);
    expect(second.stdout()).toContain('Regressions (1 case):');
    expect(second.stdout()).toContain(`, case ${dropped}\n    new: fail`);

    const passing: BaselineEntry = {
      rule: 'XV-NEG-005',
      case: 'vendor-minimal-admitted',
      iut: 'naive',
      vendor: 'vendor-minimal',
      transport: 'in-process',
      reason: 'pretend naive refuses minimal cards',
    };
    const stale = await write(join(dir, 'stale.json'), [...entries, passing]);
    const third = testIo();
    expect(await main(args(join(dir, 'r4'), stale), third.io, defaultEngine)).toBe(1);
    expect(third.stdout()).toContain(
      'XV-NEG-005 naive × vendor-minimal (in-process) case vendor-minimal-admitted',
    );
    const patched = JSON.parse(
      await readFile(join(dir, 'r4', 'baseline.patched.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(patched.entries).toHaveLength(entries.length);
  });
});

describe('run gates on the outcome each entry expects, with the real engine', () => {
  const run = async (dir: string, name: string, entries: BaselineEntry[]) => {
    const path = join(dir, `${name}.json`);
    await writeFile(path, JSON.stringify({ schemaVersion: '3.0', entries }));
    const t = testIo();
    const code = await main(
      [
        'run',
        '--iut',
        'naive',
        '--rule',
        'XV-NEG-001',
        '--workers',
        '1',
        '--out',
        join(dir, name),
        '--baseline',
        path,
      ],
      t.io,
      defaultEngine,
    );
    return { code, stdout: t.stdout() };
  };

  it('passes on the shipped entries, and names a case whose verdict or code the baseline states otherwise', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crosscheck-outcome-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const shipped = (
      JSON.parse(await readFile('crosscheck-baseline/naive-proof-of-power.json', 'utf8')) as {
        entries: BaselineEntry[];
      }
    ).entries.filter((e) => e.rule === 'XV-NEG-001');
    expect((await run(dir, 'as-shipped', shipped)).code).toBe(0);

    // One baselined fail expected as an error instead: the run fails and says which case.
    const omitted = 'neg-omitted-extensions-is-undeclared';
    const asError = shipped.map((e) =>
      e.case === omitted ? { ...e, verdict: 'error' as const, code: 'IUT_TIMEOUT' } : e,
    );
    const first = await run(dir, 'as-error', asError);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain(
      `    naive × no vendor (in-process), case ${omitted}\n    the baseline expects error IUT_TIMEOUT; got fail at /capabilities/extensions\n`,
    );

    // A baselined error with another code: naive crashes (IUT_CRASHED), the entry says IUT_TIMEOUT.
    const crashing = 'prop-neg-wrong-types-never-declared';
    expect(shipped.find((e) => e.case === crashing)).toMatchObject({
      verdict: 'error',
      code: 'IUT_CRASHED',
    });
    const otherCode = shipped.map((e) => (e.case === crashing ? { ...e, code: 'IUT_TIMEOUT' } : e));
    const second = await run(dir, 'other-code', otherCode);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain(
      `case ${crashing}\n    the baseline expects error IUT_TIMEOUT; got error IUT_CRASHED\n`,
    );
  });
});
