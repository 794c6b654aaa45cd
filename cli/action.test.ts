import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The `run: |` script of the action step with this name, unindented. */
async function stepScript(name: string): Promise<string> {
  const lines = (await readFile(join(ROOT, 'action.yml'), 'utf8')).split('\n');
  const at = lines.findIndex((l) => l.trim() === `- name: ${name}`);
  const run = lines.findIndex((l, i) => i > at && l.trim() === 'run: |');
  const indent = /^\s*/.exec(lines[run + 1] ?? '')![0].length;
  const body: string[] = [];
  for (const l of lines.slice(run + 1)) {
    if (l.trim() !== '' && /^\s*/.exec(l)![0].length < indent) break;
    body.push(l.slice(indent));
  }
  return body.join('\n');
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xc-action-'));
  // Stands in for dist/cli/bin.js: prints the arguments the action passes.
  await writeFile(join(dir, 'bin.js'), 'console.log(JSON.stringify(process.argv.slice(2)));');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * The composite action runs the harness from its own checkout (never `npx a2a-crosscheck`, a
 * name no registry serves yet) and passes the inputs as arguments, through the environment so
 * that no input is interpolated into the script.
 */
describe('action.yml', () => {
  it('builds in the action path and runs its own dist/cli/bin.js', async () => {
    const text = await readFile(join(ROOT, 'action.yml'), 'utf8');
    expect(text).toContain('working-directory: ${{ github.action_path }}');
    expect(text).toContain('run: npm ci --no-audit --no-fund # `prepare` builds dist/');
    expect(text).toContain('CROSSCHECK_BIN: ${{ github.action_path }}/dist/cli/bin.js');
    expect(text).not.toMatch(/npx[^\n]*a2a-crosscheck/);
    expect(await stepScript('Run the harness')).not.toContain('${{');
  });

  it('passes the config and baseline when they exist, and the other inputs', async () => {
    const script = await stepScript('Run the harness');
    const run = (env: Record<string, string>) =>
      JSON.parse(
        execFileSync('bash', ['-c', script], {
          cwd: dir,
          env: {
            PATH: process.env['PATH'] ?? '',
            CROSSCHECK_BIN: join(dir, 'bin.js'),
            INPUT_CONFIG: 'crosscheck.config.json',
            INPUT_IUT_CMD: '',
            INPUT_IUT: '',
            INPUT_BASELINE: 'crosscheck-baseline.json',
            INPUT_OUT: 'crosscheck-report',
            INPUT_ARGS: '',
            ...env,
          },
        }).toString(),
      ) as string[];
    expect(run({})).toEqual(['run', '--out', 'crosscheck-report']);
    await writeFile(join(dir, 'crosscheck.config.json'), '{}');
    await writeFile(join(dir, 'crosscheck-baseline.json'), '{}');
    expect(
      run({ INPUT_IUT_CMD: 'python3 my adapter.py', INPUT_ARGS: '--strict --shard 1/2' }),
    ).toEqual([
      'run',
      '--out',
      'crosscheck-report',
      '--config',
      'crosscheck.config.json',
      '--iut-cmd',
      'python3 my adapter.py',
      '--baseline',
      'crosscheck-baseline.json',
      '--strict',
      '--shard',
      '1/2',
    ]);
  });
});
