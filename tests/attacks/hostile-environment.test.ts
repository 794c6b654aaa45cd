import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../_fixtures/scratchDir.ts';
import { withoutProgress } from './_fixtures/withoutProgress.ts';

const BIN = fileURLToPath(new URL('../../cli/bin.ts', import.meta.url));

/**
 * Runs a script through tsx as a child process; resolves with its exit code and what it
 * printed. `stdout: 'closed'` closes the read end of its stdout pipe at once (a reader that
 * left, as `| head -c0` does); a number is a file descriptor to hand it as stdout. With `raw`,
 * `script` is a command run with those arguments instead.
 */
function runNode(
  script: string,
  args: string[],
  stdout: 'pipe' | 'closed' | number = 'pipe',
  raw?: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [command, argv] =
    raw === undefined ? [process.execPath, ['--import', 'tsx', script, ...args]] : [script, raw];
  const child = spawn(command, argv, {
    env: { ...process.env, CI: 'true', GITHUB_STEP_SUMMARY: '' },
    stdio: ['ignore', typeof stdout === 'number' ? stdout : 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  if (stdout === 'closed') child.stdout!.destroy();
  else child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, stdout: out, stderr: err })),
  );
}

const IN_DELETED_DIRECTORY = fileURLToPath(
  new URL('./_fixtures/inDeletedDirectory.ts', import.meta.url),
);

/** A small run whose report says exit 0. */
const SMALL_RUN = ['run', '--rule', 'A2A-CARD-001', '--seed', '42'];

function reportOf(out: string): { files: string[]; exitCode: unknown } {
  const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as {
    gate: { exitCode: unknown };
  };
  return { files: readdirSync(out).sort(), exitCode: report.gate.exitCode };
}

const REPORT_FILES = ['junit.xml', 'report.html', 'report.json', 'report.md'];

describe('the process environment a run starts in', () => {
  it('a deleted working directory is exit 2 with one line, not exit 3 with a stack', async () => {
    const out = await runNode(IN_DELETED_DIRECTORY, ['run', '--rule', 'A2A-CARD-001']);

    expect(out).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "a2a-crosscheck: Failed to start 'run': the working directory no longer exists (ENOENT), so no relative path can be resolved. Change to an existing directory (cd) and run again.\n",
    });
  });

  it("a stdout whose reader left: the exit code is the report's, the reports are written", async () => {
    const dir = scratchDir('a2a-crosscheck-epipe-');

    const out = await runNode(BIN, [...SMALL_RUN, '--out', dir], 'closed');

    expect({ code: out.code, stderr: withoutProgress(out.stderr), ...reportOf(dir) }).toEqual({
      code: 0,
      stderr: '',
      files: REPORT_FILES,
      exitCode: 0,
    });
  });

  it("a full stdout: the exit code is the report's, and stderr says once what was lost", async () => {
    const dir = scratchDir('a2a-crosscheck-enospc-');
    const full = openSync('/dev/full', 'w');

    const out = await runNode(BIN, [...SMALL_RUN, '--out', dir], full).finally(() =>
      closeSync(full),
    );

    expect({ code: out.code, stderr: withoutProgress(out.stderr), ...reportOf(dir) }).toEqual({
      code: 0,
      stderr:
        'a2a-crosscheck: Failed to write to stdout: ENOSPC, so its output ends here. Read the report files, or send stdout where there is room.\n',
      files: REPORT_FILES,
      exitCode: 0,
    });
  });

  it('few open files (ulimit -n 100): exit 4 with one line, not exit 3 "the harness failed"', async () => {
    const out = await runNode('/bin/sh', [], 'pipe', [
      '-c',
      `ulimit -n 100 && exec "${process.execPath}" --import tsx "${BIN}" run --rule A2A-CARD-001`,
    ]);

    expect(out).toEqual({
      code: 4,
      stdout: '',
      stderr:
        "a2a-crosscheck: Failed to start 'run': this process may open at most 100 files at once (ulimit -n), fewer than the 1024 a run needs (its modules, sockets, pipes and reports). Raise the limit (ulimit -n 1024 or more) and run again.\n",
    });
  });
});
