import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { createReport } from './createReport.ts';
import { readReportFile } from './readReportFile.ts';
import { writeReports } from './writeReports.ts';

describe('writeReports', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes the four files, and report.json reads back equal', async () => {
    // Arrange
    dir = await mkdtemp(join(tmpdir(), 'xc-reports-'));
    const report = sampleReport();
    // Act
    const paths = await writeReports(report, join(dir, 'nested', 'out'));
    // Assert
    expect(paths.json).toBe(join(dir, 'nested', 'out', 'report.json'));
    expect(await readReportFile(paths.json)).toEqual(report);
    expect(await readFile(paths.md, 'utf8')).toContain('### Failing cases (3)');
    expect(await readFile(paths.html, 'utf8')).toMatch(/^<!doctype html>/);
    expect(await readFile(paths.junit, 'utf8')).toContain('<testsuites');
  });

  it('refuses an invalid report before writing anything', async () => {
    dir = await mkdtemp(join(tmpdir(), 'xc-reports-'));
    const report = { ...sampleReport(), seed: 1.5 };
    await expect(writeReports(report, join(dir, 'out'))).rejects.toThrow(/\/seed must be integer/);
    await expect(readFile(join(dir, 'out', 'report.json'))).rejects.toThrow(/ENOENT/);
  });

  it('writes a report whose evidence no serializer could write raw (deep, huge, cyclic, bigint)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'xc-reports-'));
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    const hostile = createReport({
      ...sampleReport(),
      results: [
        result({
          rule: 'XV-NEG-001',
          iut: 'deep',
          verdict: 'fail',
          evidence: { summary: 'deep', actual: deep },
        }),
        result({
          rule: 'XV-NEG-002',
          iut: 'huge',
          verdict: 'fail',
          evidence: { summary: 'huge', actual: 'x'.repeat(50 * 1024 * 1024) },
        }),
        result({
          rule: 'XV-NEG-003',
          iut: 'odd',
          verdict: 'error',
          evidence: { summary: 'odd', actual: cycle, expected: 10n },
        }),
      ],
    });

    const paths = await writeReports(hostile, join(dir, 'out'));

    const written = await readReportFile(paths.json);
    expect(written.results.map((r) => [r.iut, r.evidence.truncated?.[0]])).toEqual([
      ['deep', `/actual${'/a'.repeat(48)}: nested deeper than 48 levels`],
      ['huge', '/actual: 52166656 of 52428800 characters'],
      ['odd', '/expected: a bigint (10n) is not JSON'],
    ]);
    expect((await readFile(paths.json)).length).toBeLessThan(2 * 1024 * 1024);
    expect(await readFile(paths.html, 'utf8')).toContain('Cut to keep the report bounded');
  });

  it('replaces each file in one step, leaving no temporary file behind', async () => {
    dir = await mkdtemp(join(tmpdir(), 'xc-reports-'));
    const out = join(dir, 'out');
    await writeReports(sampleReport(), out);
    await writeFile(join(out, 'report.json'), '{"half written');

    // Concurrent runs into one directory: each file is one whole report or the other.
    await Promise.all([
      writeReports({ ...sampleReport(), seed: 1 }, out),
      writeReports({ ...sampleReport(), seed: 2 }, out),
    ]);

    expect((await readdir(out)).sort()).toEqual([
      'junit.xml',
      'report.html',
      'report.json',
      'report.md',
    ]);
    expect([1, 2]).toContain((await readReportFile(join(out, 'report.json'))).seed);
  });
});
