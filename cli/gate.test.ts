import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultEngine } from './defaultEngine.ts';
import { main } from './main.ts';
import { testIo } from './_fixtures/testIo.ts';

/**
 * The gate end to end, with the real engine: naive's XV-NEG-001 failures baselined exit 0; a
 * baseline entry for a result that passes (naive admits minimal cards, XV-NEG-005) is stale and
 * exits 1, with the patched baseline written beside the reports.
 */
describe('run gates on the baseline with the real engine', () => {
  const args = (out: string, baseline: string) => [
    'run',
    '--iut',
    'naive',
    '--rule',
    'XV-NEG-001,XV-NEG-005',
    '--out',
    out,
    '--baseline',
    baseline,
  ];

  it('exits 1 on new failures, 0 when they are baselined, and 1 again when an entry goes stale', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crosscheck-gate-'));
    const empty = join(dir, 'empty.json');
    await writeFile(empty, JSON.stringify({ schemaVersion: '1.0', entries: [] }));
    const first = testIo();
    expect(await main(args(join(dir, 'r1'), empty), first.io, defaultEngine)).toBe(1);

    const report = JSON.parse(await readFile(join(dir, 'r1', 'report.json'), 'utf8')) as {
      results: {
        rule: string;
        iut: string;
        vendor: string | null;
        transport: string;
        verdict: string;
      }[];
    };
    const failing = report.results.filter((r) => r.verdict === 'fail');
    expect(failing.map((r) => `${r.rule} ${r.vendor ?? '-'}`)).toEqual([
      'XV-NEG-001 -',
      'XV-NEG-001 vendor-a',
    ]);
    const entries = failing.map(({ rule, iut, vendor, transport }) => ({
      rule,
      iut,
      vendor,
      transport,
      reason: 'naive reads absent as false',
    }));
    const exact = join(dir, 'exact.json');
    await writeFile(exact, JSON.stringify({ schemaVersion: '1.0', entries }));
    expect(await main(args(join(dir, 'r2'), exact), testIo().io, defaultEngine)).toBe(0);

    const stale = join(dir, 'stale.json');
    const passing = {
      rule: 'XV-NEG-005',
      iut: 'naive',
      vendor: 'vendor-minimal',
      transport: 'in-process',
      reason: 'pretend naive refuses minimal cards',
    };
    await writeFile(
      stale,
      JSON.stringify({ schemaVersion: '1.0', entries: [...entries, passing] }),
    );
    const third = testIo();
    expect(await main(args(join(dir, 'r3'), stale), third.io, defaultEngine)).toBe(1);
    expect(third.stdout() + third.stderr()).toContain('XV-NEG-005 naive × vendor-minimal');
    const patched = JSON.parse(
      await readFile(join(dir, 'r3', 'baseline.patched.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(patched.entries).toHaveLength(entries.length);
  }, 60_000);
});
