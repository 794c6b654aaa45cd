import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnCli } from './_fixtures/spawnCli.ts';

/**
 * A special file must not hang or exhaust the harness: a FIFO or /dev/zero named as a file the harness reads (config, JWKS, a
 * regression file, a baseline, a report to merge) is exit 2 with one line naming the path. Before
 * the one file reader, a FIFO hung the run (deaf to SIGINT/SIGTERM) and /dev/zero was read until
 * memory ran out; the guard kills such a child at 20 s or 500 MB, which fails the test.
 */
const GUARD = { timeoutMs: 20_000, maxRssBytes: 500 * 1024 * 1024 };
const dir = mkdtempSync(join(tmpdir(), 'special-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fifo = join(dir, 'fifo.json');
execFileSync('mkfifo', [fifo]);
const fifoRegs = join(dir, 'regs-fifo');
const zeroRegs = join(dir, 'regs-zero');
mkdirSync(fifoRegs);
mkdirSync(zeroRegs);
execFileSync('mkfifo', [join(fifoRegs, 'a.json')]);
// The regressions folder comes from the repository: a link in it is the user's own content.
symlinkSync('/dev/zero', join(zeroRegs, 'a.json'));

const out = join(dir, 'out');
const ATTACKS: { what: string; args: string[]; names: string }[] = [
  { what: '--config as a FIFO', args: ['run', '--config', fifo], names: fifo },
  { what: '--config as /dev/zero', args: ['run', '--config', '/dev/zero'], names: '/dev/zero' },
  {
    what: '--jwks as a FIFO',
    args: ['run', '--iut', 'naive', '--jwks', fifo, '--out', out],
    names: fifo,
  },
  {
    what: '--jwks as /dev/zero',
    args: ['run', '--iut', 'naive', '--jwks', '/dev/zero', '--out', out],
    names: '/dev/zero',
  },
  {
    what: 'a regression file that is a FIFO',
    args: ['run', '--iut', 'naive', '--regressions', fifoRegs, '--out', out],
    names: join(fifoRegs, 'a.json'),
  },
  {
    what: 'a regression file linked to /dev/zero',
    args: ['run', '--iut', 'naive', '--regressions', zeroRegs, '--out', out],
    names: join(zeroRegs, 'a.json'),
  },
  {
    what: '--baseline as /dev/zero',
    args: ['run', '--iut', 'naive', '--baseline', '/dev/zero', '--out', out],
    names: '/dev/zero',
  },
  { what: 'merge of a FIFO', args: ['merge', fifo, '--out', out], names: fifo },
];

describe('special files named as input', () => {
  it.each(ATTACKS)('$what: exit 2, one line naming the path', async ({ args, names }) => {
    const run = await spawnCli(args, GUARD).done;
    expect(run.killed).toBeUndefined();
    expect(run.code).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`'${names}'`);
    expect(lines[0]).toMatch(/not a regular file/);
    expect(run.peakRssBytes).toBeLessThan(GUARD.maxRssBytes);
  });
});
