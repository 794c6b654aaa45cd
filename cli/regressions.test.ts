import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngine } from '../engine/root/defaultEngine.ts';
import { main } from './main.ts';
import { testIo } from './_fixtures/testIo.ts';

/**
 * Regression cases live in the user's repository, with the real engine: `replay --save` writes the
 * counterexample into `--regressions`, the next `run` with the same directory judges it, and a
 * directory inside node_modules (lost at the next install) is refused.
 */
describe('replay --save, then run', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xc-regressions-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const replay = (regressions: string) => [
    'replay',
    '--rule',
    'XV-NEG-001',
    '--iut',
    'naive',
    '--seed',
    '7',
    '--path',
    '0',
    '--case',
    'prop-neg-tri-state-capabilities',
    '--save',
    '--regressions',
    regressions,
  ];

  it('writes the case into --regressions and the next run includes it', async () => {
    const regressions = join(dir, 'crosscheck-regressions');
    const saved = testIo();
    expect(await main(replay(regressions), saved.io, defaultEngine)).toBe(1);
    expect(await readdir(regressions)).toEqual(['neg-tri-state-capabilities-naive-seed-7.json']);
    expect(saved.stdout()).toContain(
      `Saved regression case: ${join(regressions, 'neg-tri-state-capabilities-naive-seed-7.json')}`,
    );

    const out = join(dir, 'out');
    const args = ['run', '--iut', 'naive', '--rule', 'XV-NEG-001', '--workers', '1', '--out', out];
    expect(await main([...args, '--regressions', regressions], testIo().io, defaultEngine)).toBe(1);
    const report = await readFile(join(out, 'report.json'), 'utf8');
    expect(report).toContain('regression-neg-tri-state-capabilities-naive-seed-7');

    // Control: without the directory, the case is not part of the run.
    await main([...args, '--regressions', join(dir, 'none')], testIo().io, defaultEngine);
    expect(await readFile(join(out, 'report.json'), 'utf8')).not.toContain(
      'regression-neg-tri-state-capabilities-naive-seed-7',
    );
  });

  it('refuses to write inside node_modules', async () => {
    const t = testIo();
    const target = join(dir, 'node_modules', 'a2a-crosscheck', 'regressions');
    expect(await main(replay(target), t.io, defaultEngine)).toBe(2);
    expect(t.stderr()).toMatch(/is inside node_modules, where the next install deletes it/);
  });
});
