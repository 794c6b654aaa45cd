import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Runs a fixture script as a child process; resolves with its exit code and what it printed. */
function runFixture(
  name: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = fileURLToPath(new URL(`./_fixtures/${name}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, CI: 'true', GITHUB_STEP_SUMMARY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('the process environment a run starts in', () => {
  it('a deleted working directory is exit 2 with one line, not exit 3 with a stack', async () => {
    const out = await runFixture('inDeletedDirectory.ts', ['run', '--rule', 'A2A-CARD-001']);

    expect(out).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "a2a-crosscheck: Failed to start 'run': the working directory no longer exists (ENOENT), so no relative path can be resolved. Change to an existing directory (cd) and run again.\n",
    });
  });
});
