import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultEngine } from './defaultEngine.ts';
import { main } from './main.ts';
import { testIo } from './_fixtures/testIo.ts';

interface Row {
  rule: string;
  iut: string;
  vendor: string | null;
  transport: string;
  verdict: string;
  evidence: { summary: string };
}

async function results(dir: string): Promise<Row[]> {
  return (JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { results: Row[] })
    .results;
}

/** `--shard 1/2` and `--shard 2/2`, merged, equal the unsharded run with the same seed. */
describe('shards with the real engine', () => {
  it('merge to the unsharded results', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crosscheck-shards-'));
    const base = [
      'run',
      '--iut',
      'reference',
      '--iut',
      'naive',
      '--rule',
      'XV-NEG-*,XV-DEL-00*',
      '--seed',
      '5',
      // Client-role searches (wire) are in these rules: a smaller budget keeps the three runs
      // short, and two workers show sharding on top of the worker threads.
      '--runs',
      '20',
      '--workers',
      '2',
    ];
    await main([...base, '--out', join(dir, 'all')], testIo().io, defaultEngine);
    await main([...base, '--shard', '1/2', '--out', join(dir, 's1')], testIo().io, defaultEngine);
    await main([...base, '--shard', '2/2', '--out', join(dir, 's2')], testIo().io, defaultEngine);
    const merged = testIo();
    await main(
      [
        'merge',
        join(dir, 's1', 'report.json'),
        join(dir, 's2', 'report.json'),
        '--out',
        join(dir, 'merged'),
      ],
      merged.io,
      defaultEngine,
    );

    const [all, s1, s2, m] = await Promise.all(
      ['all', 's1', 's2', 'merged'].map((d) => results(join(dir, d))),
    );
    expect(s1!.length).toBeGreaterThan(0);
    expect(s2!.length).toBeGreaterThan(0);
    const key = (r: Row) =>
      `${r.rule}|${r.iut}|${r.vendor ?? '-'}|${r.transport}|${r.verdict}|${r.evidence.summary}`;
    expect(m!.map(key)).toEqual(all!.map(key));
  }, 120_000);
});
