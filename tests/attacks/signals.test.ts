import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { scratchDir } from '../_fixtures/scratchDir.ts';
import { spawnCliWithHungAdapter } from './_fixtures/spawnCliWithHungAdapter.ts';

/**
 * Issue 38: signals a run must survive long enough to write what finished. SIGHUP (a closed
 * terminal, an SSH session ending) killed the run without a report; a second SIGTERM right after
 * the first (a process manager signalling the process and its group) exited at once and lost
 * every report. A real child process: real signals, real exit codes.
 */
const REPORTS = ['report.json', 'report.md', 'report.html', 'junit.xml'];

async function hungRun() {
  const out = scratchDir('crosscheck-signals-');
  const pidFile = join(out, 'adapter.pids');
  const run = await spawnCliWithHungAdapter(pidFile, (iutCmd) => [
    'run',
    '--iut-cmd',
    iutCmd,
    '--call-deadline',
    '60000',
    '--out',
    out,
  ]);
  return { ...run, out };
}

const written = (out: string) => REPORTS.filter((f) => existsSync(join(out, f)));

describe('signals that stop a run still leave its reports', () => {
  it('SIGHUP: the reports of what finished, exit 129', async () => {
    const { child, done, out } = await hungRun();

    child.kill('SIGHUP');
    const run = await done;

    expect({ code: run.code, files: written(out) }).toEqual({ code: 129, files: REPORTS });
    expect(run.stdout).toContain('Result: INTERRUPTED by SIGHUP (exit 129)');
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toMatchObject({
      interrupted: { signal: 'SIGHUP' },
    });
  });

  it('a second SIGTERM right after the first: one request, the reports, exit 143', async () => {
    const { child, done, out } = await hungRun();

    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.kill('SIGTERM');
    // The second arrives once the first was handled (two sent at once merge into one).
    await vi.waitFor(() => expect(stderr).toContain('SIGTERM received'), {
      timeout: 30_000,
      interval: 5,
    });
    child.kill('SIGTERM');
    const run = await done;

    expect({ code: run.code, files: written(out) }).toEqual({ code: 143, files: REPORTS });
    expect(run.stdout).toContain('Result: INTERRUPTED by SIGTERM (exit 143)');
  });
});
