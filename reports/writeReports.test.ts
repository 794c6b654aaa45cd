import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleReport } from './_fixtures/sampleReport.ts';
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
    expect(await readFile(paths.md, 'utf8')).toContain('### Failing cases (4, in 4 results)');
    expect(await readFile(paths.html, 'utf8')).toMatch(/^<!doctype html>/);
    expect(await readFile(paths.junit, 'utf8')).toContain('<testsuites');
  });

  it('refuses an invalid report before writing anything', async () => {
    dir = await mkdtemp(join(tmpdir(), 'xc-reports-'));
    const report = { ...sampleReport(), seed: 1.5 };
    await expect(writeReports(report, join(dir, 'out'))).rejects.toThrow(/\/seed must be integer/);
    await expect(readFile(join(dir, 'out', 'report.json'))).rejects.toThrow(/ENOENT/);
  });
});
