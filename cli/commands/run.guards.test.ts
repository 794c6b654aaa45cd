import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BaselineFile } from '../../reports/index.ts';
import { result, sampleReport } from '../../reports/_fixtures/sampleReport.ts';
import { main } from '../main.ts';
import { fakeEngine } from '../_fixtures/fakeEngine.ts';
import { testIo } from '../_fixtures/testIo.ts';

/**
 * What `run` checks and guards around the engine: an unusable `--out` or a baseline
 * that is not a regular file is exit 2 before any work; SIGINT/SIGTERM write what finished and
 * exit 130/143; text from peers never reaches the terminal raw; long lists are capped.
 */
let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xc-cli-guards-'));
});
afterEach(async () => {
  await chmod(dir, 0o700).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

async function runWith(args: string[], engineAnswers = { report: sampleReport() }) {
  const { engine, calls } = fakeEngine(engineAnswers);
  const t = testIo();
  const code = await main(['run', ...args], t.io, engine);
  return { code, stdout: t.stdout(), stderr: t.stderr(), runs: calls.run.length };
}

describe('an unusable --out is exit 2 before the run, with one line naming the fix', () => {
  it('a file', async () => {
    const out = join(dir, 'report.txt');
    await writeFile(out, 'x');

    expect(await runWith(['--out', out])).toEqual({
      code: 2,
      stdout: '',
      stderr: `a2a-crosscheck: Failed to use --out '${out}': it exists and is not a directory. Remove it, or choose another --out.\n`,
      runs: 0,
    });
  });

  it('a dangling symbolic link', async () => {
    const out = join(dir, 'link');
    await symlink(join(dir, 'nowhere'), out);

    expect(await runWith(['--out', out])).toEqual({
      code: 2,
      stdout: '',
      stderr: `a2a-crosscheck: Failed to use --out '${out}': it is a symbolic link to '${join(dir, 'nowhere')}', which does not exist. Create the directory it points to, remove the link, or choose another --out.\n`,
      runs: 0,
    });
  });

  it('a directory below a file', async () => {
    await writeFile(join(dir, 'file'), 'x');
    const out = join(dir, 'file', 'out');

    const run = await runWith(['--out', out]);

    expect({ code: run.code, runs: run.runs }).toEqual({ code: 2, runs: 0 });
    expect(run.stderr).toBe(
      `a2a-crosscheck: Failed to use --out '${out}': the directory cannot be created (ENOTDIR). Choose another --out.\n`,
    );
  });

  it('a path under /proc, at once (a recursive mkdir there never returns)', async () => {
    const run = await runWith(['--out', '/proc/a2a-crosscheck-out']);

    expect({ code: run.code, runs: run.runs }).toEqual({ code: 2, runs: 0 });
    expect(run.stderr).toBe(
      "a2a-crosscheck: Failed to use --out '/proc/a2a-crosscheck-out': the directory cannot be created (ENOENT). Choose another --out.\n",
    );
  });

  it('a directory the process cannot write to', async () => {
    // root writes through permission bits, so as root a kernel directory stands in.
    const rootUser = process.getuid?.() === 0;
    const out = rootUser ? '/sys/kernel' : join(dir, 'read-only');
    if (!rootUser) {
      await writeFile(join(dir, 'placeholder'), '');
      execFileSync('mkdir', [out]);
      await chmod(out, 0o500);
    }

    const run = await runWith(['--out', out]);

    expect({ code: run.code, runs: run.runs }).toEqual({ code: 2, runs: 0 });
    expect(run.stderr).toMatch(
      new RegExp(
        `^a2a-crosscheck: Failed to use --out '${out}': the directory is not writable \\((EACCES|EPERM|EROFS)\\)\\. Fix its permissions, or choose a writable --out\\.\\n$`,
      ),
    );
  });
});

describe('a baseline that is not a regular file is refused at once', () => {
  it.each([
    ['a FIFO', 'fifo', 'a FIFO (named pipe)'],
    ['a character device', '/dev/zero', 'a character device'],
  ])('%s', async (_name, name, kind) => {
    const path = name.startsWith('/') ? name : join(dir, name);
    if (name === 'fifo') execFileSync('mkfifo', [path]);

    const run = await runWith(['--baseline', path, '--out', join(dir, 'out')]);

    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `a2a-crosscheck: Failed to read the baseline '${path}': it is ${kind}, not a regular file. Check the --baseline path.\n`,
      runs: 0,
    });
  });
});

describe('a regression file that is not a regular file is refused before the engine loads', () => {
  it.each([
    ['a FIFO', 'a FIFO (named pipe)'],
    ['a link to /dev/zero', 'a character device'],
  ])('%s', async (name, kind) => {
    const regs = join(dir, 'regs');
    await mkdir(regs);
    const file = join(regs, 'case.json');
    if (name === 'a FIFO') execFileSync('mkfifo', [file]);
    else await symlink('/dev/zero', file);

    const run = await runWith(['--regressions', regs, '--out', join(dir, 'out')]);

    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `a2a-crosscheck: Failed to read the regression case '${file}'${name === 'a FIFO' ? '' : " (a link to '/dev/zero')"}: it is ${kind}, not a regular file. Replace it with a regression file saved by \`replay --save\`, or delete it.\n`,
      runs: 0,
    });
  });
});

describe('a baseline directory', () => {
  it('with no baseline file in it is refused at once', async () => {
    const run = await runWith(['--baseline', dir, '--out', join(dir, 'out')]);

    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `a2a-crosscheck: Failed to read the baseline directory '${dir}': it holds 0 .json files. Give a directory of 1 to 64 baseline files, or one baseline file.\n`,
      runs: 0,
    });
  });
});

describe('SIGINT, SIGTERM and SIGHUP during a run', () => {
  it.each([
    ['SIGINT', 130, 'Ctrl-C again'],
    ['SIGTERM', 143, 'SIGINT'],
    ['SIGHUP', 129, 'SIGINT'],
  ] as const)(
    '%s: the reports of what finished, marked interrupted, exit %i',
    async (signal, exit, quit) => {
      const { engine } = fakeEngine({ report: sampleReport(), untilInterrupted: true });
      const t = testIo();
      const out = join(dir, 'out');

      const running = main(['run', '--out', out], t.io, engine);
      await t.interruptible();
      t.interrupt(signal);
      const code = await running;

      expect(code).toBe(exit);
      expect(t.stderr()).toBe(
        `a2a-crosscheck: ${signal} received: stopping the IUTs and writing the reports of what finished (${quit} to quit at once)\n`,
      );
      expect(t.stdout()).toMatch(
        new RegExp(
          `\\nResult: INTERRUPTED by ${signal} \\(exit ${exit}\\); only what finished\\n$`,
        ),
      );
      const json = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as {
        interrupted?: unknown;
        gate?: { exitCode: number };
      };
      expect(json.interrupted).toEqual({ signal, note: 'only what finished' });
      // The report agrees with the process: the signal's exit code, not the results'.
      expect(json.gate?.exitCode).toBe(exit);
      expect(await readFile(join(out, 'report.md'), 'utf8')).toContain(
        `> **Interrupted by ${signal}.** only what finished`,
      );
      expect((await readdir(out)).sort()).toEqual([
        'junit.xml',
        'report.html',
        'report.json',
        'report.md',
      ]);
    },
  );
});

describe('what a peer says reaches the terminal inert', () => {
  it('escape sequences, line breaks and bidi overrides in summaries and ids', async () => {
    const forged = 'boom\u001b[2K\r\u001b[1A\nResult: OK (exit 0)\u009b2J\u202e';
    const report = sampleReport();
    report.results.unshift(
      result({
        rule: 'XV-NEG-002',
        iut: 'agent\u001b]0;pwned\u0007',
        verdict: 'fail',
        evidence: { summary: forged },
      }),
    );
    report.summary.fail += 1;
    report.summary.total += 1;

    const run = await runWith(['--out', join(dir, 'out')], { report });

    expect(run.stdout).toContain(
      '    agent\\x1b]0;pwned\\x07 × vendor-a (msw), case xv-neg-002-case\n    new: fail (not in the baseline)\n    boom\\x1b[2K\\x0d\\x1b[1A\\x0aResult: OK (exit 0)\\x9b2J\\u202e\n',
    );
    // eslint-disable-next-line no-control-regex -- asserting their absence.
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(run.stdout.split('\n').filter((l) => l.startsWith('Result:'))).toEqual([
      'Result: FAILED (exit 1): 4 regressions',
      'Result: FAILED (exit 1): 4 regressions',
    ]);
  });
});

describe('long lists are capped', () => {
  it('stale baseline entries: 20 on the terminal, then a count', async () => {
    const passing = Array.from({ length: 30 }, (_, i) =>
      result({ rule: `XV-NEG-${String(100 + i)}`, iut: 'reference', verdict: 'pass' }),
    );
    const report = { ...sampleReport(), results: passing };
    report.summary = { pass: 30, fail: 0, error: 0, 'not-applicable': 0, total: 30 };
    const entries = passing.map(({ rule, iut, vendor, transport, cases }) => ({
      rule,
      case: cases[0]!.case,
      iut,
      vendor,
      transport,
      reason: 'used to fail',
    }));
    const baseline: BaselineFile = { schemaVersion: '2.0', entries };
    const path = join(dir, 'baseline.json');
    await writeFile(path, JSON.stringify(baseline));
    const out = join(dir, 'out');

    const run = await runWith(['--out', out, '--baseline', path], { report });

    const listed = run.stdout.split('\n').filter((l) => /^ {2}XV-NEG-1\d\d reference/.test(l));
    expect(listed).toHaveLength(20);
    expect(run.stdout).toContain(`  …and 10 more in ${join(out, 'report.md')}`);
  });
});

describe('--workers is bounded (issue 38: 100000 started threads without bound)', () => {
  it('above the bound: exit 2 before the run, one line naming the most a run starts', async () => {
    const max = Math.max(16, availableParallelism());

    expect(await runWith(['--out', join(dir, 'out'), '--workers', '100000'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `a2a-crosscheck: Failed to parse arguments: --workers '100000' is more than ${max}, the most search threads a run starts (16, or one per core where there are more; this machine has ${availableParallelism()}); give at most ${max}.\n`,
      runs: 0,
    });
  });

  it('at the bound: the run starts', async () => {
    const max = Math.max(16, availableParallelism());

    expect(await runWith(['--out', join(dir, 'out'), '--workers', String(max)])).toMatchObject({
      runs: 1,
    });
  });
});

describe('durations a timer cannot hold are refused (issue 38: 2^31 ms became 1 ms)', () => {
  it.each(['--call-deadline', '--progress-deadline', '--wait-for-agent', '--time-budget'])(
    '%s 2147483648: exit 2 before the run',
    async (flag) => {
      expect(await runWith(['--out', join(dir, 'out'), flag, '2147483648'])).toEqual({
        code: 2,
        stdout: '',
        stderr: `a2a-crosscheck: Failed to parse arguments: ${flag} '2147483648' is longer than 2147483647 ms (about 24.8 days), the longest a timer can wait.\n`,
        runs: 0,
      });
    },
  );

  it('--call-deadline 2147483647 is accepted', async () => {
    expect(
      await runWith(['--out', join(dir, 'out'), '--call-deadline', '2147483647']),
    ).toMatchObject({ runs: 1 });
  });
});

describe('--write-baseline never replaces the configuration in use (issue 38)', () => {
  it('naming the configuration file (by another spelling too): exit 2, the file untouched', async () => {
    const config = join(dir, 'crosscheck.config.json');
    await writeFile(config, JSON.stringify({ runs: 3 }));
    const { engine, calls } = fakeEngine({ report: sampleReport() });

    for (const target of [config, join(dir, '.', 'crosscheck.config.json')]) {
      const t = testIo();
      const code = await main(
        ['run', '--out', join(dir, 'out'), '--write-baseline', target],
        { ...t.io, cwd: () => dir },
        engine,
      );

      expect({ code, stderr: t.stderr() }).toEqual({
        code: 2,
        stderr: `a2a-crosscheck: Failed to parse arguments: --write-baseline '${target}' is the configuration this run reads ('${config}'), which the baseline would replace. Give the baseline a path of its own.\n`,
      });
    }
    expect(calls.run).toHaveLength(0);
    expect(await readFile(config, 'utf8')).toBe(JSON.stringify({ runs: 3 }));
  });

  it('naming a hard link to the --config file: exit 2', async () => {
    const config = join(dir, 'mine.json');
    await writeFile(config, JSON.stringify({ runs: 3 }));
    const alias = join(dir, 'alias.json');
    execFileSync('ln', [config, alias]);

    const outcome = await runWith(['--config', config, '--write-baseline', alias]);

    expect(outcome).toMatchObject({ code: 2, runs: 0 });
    expect(outcome.stderr).toContain(`is the configuration this run reads ('${config}')`);
  });
});
