import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultEngine } from '../../engine/root/defaultEngine.ts';
import { main } from '../main.ts';
import { testIo } from '../_fixtures/testIo.ts';
import { readConfig } from '../config/readConfig.ts';
import { CONTRACT_VERSION } from '../../harness/contract/types.ts';

let dir = '';
let home = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xc-init-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'acme-agents' }));
  // `run` resolves the configuration's relative paths against the working directory.
  home = process.cwd();
  process.chdir(dir);
});
afterEach(async () => {
  process.chdir(home);
  await rm(dir, { recursive: true, force: true });
});

async function init(...extra: string[]) {
  const t = testIo();
  const code = await main(['init', ...extra], { ...t.io, cwd: () => dir });
  return { code, ...t };
}

/** `init`'s output runs as written: the adapter loads, the harness judges it, reports appear. */
async function runInitialised(): Promise<{ code: number; iuts: { name?: string }[] }> {
  const out = join(dir, 'crosscheck-report');
  const code = await main(
    ['run', '--rule', 'XV-NEG-00*', '--runs', '10', '--workers', '1'],
    { ...testIo().io, cwd: () => dir },
    defaultEngine,
  );
  expect((await readdir(out)).sort()).toEqual([
    'junit.xml',
    'report.html',
    'report.json',
    'report.md',
  ]);
  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as {
    iuts: { name?: string }[];
  };
  return { code, iuts: report.iuts };
}

describe('init', () => {
  it('writes skeletons that speak the contract version this harness speaks', async () => {
    await init();
    await init('--lang', 'python', '--force');
    const ts = await readFile(join(dir, 'crosscheck-adapter.ts'), 'utf8');
    const py = await readFile(join(dir, 'crosscheck_adapter.py'), 'utf8');
    for (const text of [ts, py]) {
      expect(text).toContain(`contract ${CONTRACT_VERSION}`);
      expect(text).not.toMatch(/contract 1\.0\b|contractVersion['"]?: ['"]1\.0['"]/);
    }
  });

  it('writes a TypeScript adapter, a configuration, an empty baseline and a workflow that run', async () => {
    const { code, stdout } = await init();
    expect(code).toBe(0);
    expect(stdout()).toMatchInlineSnapshot(`
      "Wrote crosscheck-adapter.ts, crosscheck.config.json, crosscheck-baseline.json, .github/workflows/crosscheck.yml.

      Next:
        1. npx a2a-crosscheck run                  # judges crosscheck-adapter.ts as crosscheck.config.json says
        2. fill in the TODOs of crosscheck-adapter.ts with calls into your framework, and run again
        3. npx a2a-crosscheck run --write-baseline crosscheck-baseline.json
           # records today's failures as expected ones; give each entry its reason, commit it:
           # from then on a run fails only on a new failure or on an entry that now passes
      "
    `);
    expect(readConfig(undefined, dir)).toEqual({
      $schema: './node_modules/a2a-crosscheck/dist/cli/config/config.schema.json',
      iut: ['./crosscheck-adapter.ts'],
      baseline: 'crosscheck-baseline.json',
    });
    const workflow = await readFile(join(dir, '.github/workflows/crosscheck.yml'), 'utf8');
    expect(workflow).toContain('      - run: npx a2a-crosscheck run\n');
    expect(workflow).not.toContain('setup-python');

    // The skeleton's plain reader fails rules on purpose: the run exits 1, by the empty baseline.
    expect(await runInitialised()).toEqual({
      code: 1,
      iuts: [expect.objectContaining({ name: 'acme-agents' })],
    });
  });

  it('writes a Python adapter over stdio with --lang python, and it runs', async () => {
    expect((await init('--lang', 'python')).code).toBe(0);
    expect(readConfig(undefined, dir)).toMatchObject({ iutCmd: ['python3 crosscheck_adapter.py'] });
    const workflow = await readFile(join(dir, '.github/workflows/crosscheck.yml'), 'utf8');
    expect(workflow).toContain('actions/setup-python@v5');
    expect(await runInitialised()).toEqual({
      code: 1,
      iuts: [expect.objectContaining({ name: 'acme-agents' })],
    });
  });

  it('keeps existing files unless --force, and refuses an unknown language', async () => {
    await writeFile(join(dir, 'crosscheck.config.json'), '{}');
    const kept = await init();
    expect(kept.code).toBe(2);
    expect(kept.stderr()).toBe(
      'a2a-crosscheck: Failed to initialise: crosscheck.config.json already exists. Move it away or add --force to overwrite.\n',
    );
    expect(await readFile(join(dir, 'crosscheck.config.json'), 'utf8')).toBe('{}');
    expect((await init('--force')).code).toBe(0);
    expect(readConfig(undefined, dir)?.iut).toEqual(['./crosscheck-adapter.ts']);
    const bad = await init('--lang', 'cobol');
    expect(bad.code).toBe(2);
    expect(bad.stderr()).toContain("--lang 'cobol' is not one of typescript, python");
  });
});
