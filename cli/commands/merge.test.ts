import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resultKey } from '../../harness/results/types.ts';
import { createReport, type CrosscheckReport, selectShard } from '../../reports/index.ts';
import { sampleReport } from '../../reports/_fixtures/sampleReport.ts';
import { main } from '../main.ts';
import { testIo } from '../_fixtures/testIo.ts';

function shard(index: number, count: number): CrosscheckReport {
  const whole = sampleReport();
  return createReport({
    ...whole,
    results: selectShard(whole.results, resultKey, { index, count }),
    shard: { index, count },
  });
}

describe('merge', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xc-cli-merge-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function save(name: string, report: unknown): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, JSON.stringify(report));
    return path;
  }

  it('merges two shard reports into the unsharded report and writes the four files', async () => {
    // Arrange
    const a = await save('a.json', shard(1, 2));
    const b = await save('b.json', shard(2, 2));
    const t = testIo();
    // Act
    const code = await main(['merge', a, b, '--out', join(dir, 'merged')], t.io);
    // Assert
    const merged = JSON.parse(
      await readFile(join(dir, 'merged', 'report.json'), 'utf8'),
    ) as CrosscheckReport;
    expect(merged.results).toEqual(sampleReport().results);
    expect(merged.summary).toEqual(sampleReport().summary);
    expect(merged.shard).toBeUndefined();
    for (const f of ['report.md', 'report.html', 'junit.xml'])
      await expect(readFile(join(dir, 'merged', f))).resolves.toBeTruthy();
    expect(code).toBe(1);
  });

  it.each([
    [
      'a missing shard',
      async () => [await save('a.json', shard(1, 2))],
      /shard\(s\) 2\/2 are missing/,
    ],
    [
      'a file that is not JSON',
      async () => [await save('a.json', 'x').then(async (p) => (await writeFile(p, '{'), p))],
      /it is not JSON/,
    ],
    [
      'an invalid report',
      async () => [await save('a.json', { schemaVersion: '1.0' })],
      /\(root\) must have required property 'harness'/,
    ],
    [
      'a missing file',
      async () => [join(dir, 'nope.json')],
      /': there is no such file\. Check the path\./,
    ],
  ])('exits 2 on %s', async (_name, files, message) => {
    const t = testIo();
    expect(await main(['merge', ...(await files()), '--out', join(dir, 'merged')], t.io)).toBe(2);
    expect(t.stderr()).toMatch(message);
  });
});
