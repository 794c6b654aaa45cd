import { availableParallelism } from 'node:os';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { BaselineFile, CrosscheckReport } from '../../reports/index.ts';
import { sampleReport } from '../../reports/_fixtures/sampleReport.ts';
import { main } from '../main.ts';
import { fakeEngine } from '../_fixtures/fakeEngine.ts';
import { testIo } from '../_fixtures/testIo.ts';

/** Every fail and error of the sample report, so a baseline of them makes the run green. */
const ALL_FAILURES: BaselineFile = {
  schemaVersion: '2.0',
  entries: [
    {
      rule: 'A2A-STR-001',
      case: 'a2a-str-001-case',
      iut: 'naive',
      vendor: 'vendor-b',
      transport: 'msw',
      reason: 'naive crashes on chunks',
    },
    {
      rule: 'XV-NEG-001',
      case: 'xv-neg-001-case',
      iut: 'naive',
      vendor: 'vendor-a',
      transport: 'msw',
      reason: 'seed 000: defaulting reader',
    },
    {
      rule: 'XV-WIRE-001',
      case: 'xv-wire-001-case',
      iut: 'naive',
      vendor: 'vendor-a',
      transport: 'msw',
      reason: 'seed 000: silent drop',
    },
  ],
};

describe('run', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xc-cli-run-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function writeBaseline(b: BaselineFile): Promise<string> {
    const path = join(dir, 'baseline.json');
    await writeFile(path, JSON.stringify(b));
    return path;
  }

  it('passes resolved options to the engine and writes the four reports', async () => {
    // Arrange
    const { engine, calls } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    const out = join(dir, 'out');
    // Act
    const code = await main(
      [
        'run',
        '--iut',
        'naive',
        '--seed',
        '7',
        '--rule',
        'XV-NEG-*,XV-DEL-*',
        '--shard',
        '2/4',
        '--out',
        out,
      ],
      t.io,
      engine,
    );
    // Assert
    expect(calls.run).toEqual([
      {
        iut: ['naive'],
        iutCmd: [],
        agentUrl: [],
        allowRemote: false,
        profile: 'all',
        rule: ['XV-NEG-*', 'XV-DEL-*'],
        seed: 7,
        runs: 100,
        timeBudgetMs: null,
        out,
        baseline: null,
        regressions: 'crosscheck-regressions',
        shard: { index: 2, count: 4 },
        strict: false,
        repeat: 1,
        transports: ['msw'],
        deadlines: { callMs: 10_000, progressMs: 3_000 },
        workers: availableParallelism(),
        jwks: null,
        headers: {},
        waitForAgentMs: 0,
      },
    ]);
    const json = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as CrosscheckReport;
    // The engine's report, plus what the gate decided (no baseline: every MUST failure regresses).
    const { gate, ...rest } = json;
    expect(rest).toEqual(sampleReport());
    expect(gate).toMatchObject({ exitCode: code, strict: false, baselined: [], stale: [] });
    expect(gate?.regressions).toHaveLength(3);
    expect(gate?.advisories).toHaveLength(1);
    expect(await readFile(join(out, 'report.md'), 'utf8')).toContain('**new**');
    expect(await readFile(join(out, 'report.html'), 'utf8')).toContain('<svg class="seq"');
    expect(await readFile(join(out, 'junit.xml'), 'utf8')).toContain('<testsuites');
    expect(code).toBe(1);
  });

  it('prints the summary with the regressions and their replay commands', async () => {
    const { engine } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    await main(['run', '--out', join(dir, 'out')], t.io, engine);
    expect(t.stdout()).toContain('  3 fail, 1 error, 3 pass, 1 not applicable (8 results)');
    expect(t.stdout()).toContain(
      'Regressions (3 cases):\n  ERROR A2A-STR-001 [MUST] naive × vendor-b (msw) case a2a-str-001-case: IUT crashed during reassemble',
    );
    expect(t.stdout()).toContain(
      '    replay: npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed 42 --path "3:1:0"',
    );
    expect(t.stdout()).toContain(
      'Failing cases below the gating level (not gating; --strict gates SHOULD): 1',
    );
    expect(t.stdout()).toMatch(/Result: FAILED \(exit 1\)\n$/);
  });

  it.each([
    ['a baseline listing every failure', ALL_FAILURES, [], 0],
    ['the same baseline under --strict (the SHOULD failure gates)', ALL_FAILURES, ['--strict'], 1],
    [
      'a baseline missing one failure',
      { ...ALL_FAILURES, entries: ALL_FAILURES.entries.slice(1) },
      [],
      1,
    ],
  ] as const)('exits by %s', async (_name, baseline, extra, expected) => {
    const { engine } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    const code = await main(
      ['run', '--out', join(dir, 'out'), '--baseline', await writeBaseline(baseline), ...extra],
      t.io,
      engine,
    );
    expect(code).toBe(expected);
  });

  it('fails on a stale entry and writes the patched baseline', async () => {
    // Arrange: the reference result of XV-NEG-001 passes, so its entry is stale
    const stale = {
      rule: 'XV-NEG-001',
      case: 'xv-neg-001-case',
      iut: 'reference',
      vendor: 'vendor-a',
      transport: 'msw' as const,
      reason: 'old',
    };
    const path = await writeBaseline({
      ...ALL_FAILURES,
      entries: [...ALL_FAILURES.entries, stale],
    });
    const { engine } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    // Act
    const code = await main(['run', '--out', join(dir, 'out'), '--baseline', path], t.io, engine);
    // Assert
    expect(code).toBe(1);
    expect(t.stdout()).toContain('Stale baseline entries (1)');
    const patched = JSON.parse(
      await readFile(join(dir, 'out', 'baseline.patched.json'), 'utf8'),
    ) as BaselineFile;
    expect(patched).toEqual(ALL_FAILURES);
  });

  it('appends the Markdown summary to $GITHUB_STEP_SUMMARY', async () => {
    const summary = join(dir, 'step-summary.md');
    const { engine } = fakeEngine({ report: sampleReport() });
    const t = testIo({ env: { GITHUB_STEP_SUMMARY: summary, CI: 'true' } });
    await main(['run', '--out', join(dir, 'out')], t.io, engine);
    expect(await readFile(summary, 'utf8')).toMatch(
      /^## a2a-crosscheck: ✗ gate failed \(exit 1\): 3 regression\(s\)\n\nResults: 3 failed, 1 error, 3 passed/,
    );
  });

  it('draws progress on a terminal after a second, and clears it', async () => {
    const progress = [1, 2, 3].map((done) => ({ done, total: 3, label: `case ${done}` }));
    const { engine } = fakeEngine({ report: sampleReport(), progress });
    const t = testIo({ tty: true, tick: 600 });
    await main(['run', '--out', join(dir, 'out')], t.io, engine);
    expect(t.stderr()).toContain('[2/3 66%]');
    expect(t.stderr()).toContain('case 3');
    expect(t.stderr().endsWith('\r\x1b[2K')).toBe(true);
  });

  it.each([
    ['not a terminal', { tty: false, tick: 600 }],
    ['CI=true', { tty: true, tick: 600, env: { CI: 'true' } }],
    ['a run under a second', { tty: true, tick: 100 }],
  ])('draws no progress when %s', async (_name, options) => {
    const progress = [1, 2, 3].map((done) => ({ done, total: 3 }));
    const { engine } = fakeEngine({ report: sampleReport(), progress });
    const t = testIo(options);
    await main(['run', '--out', join(dir, 'out')], t.io, engine);
    expect(t.stderr()).toBe('');
  });

  it('prints a random seed so the run can be repeated', async () => {
    const { engine, calls } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    await main(['run', '--seed', 'random', '--out', join(dir, 'out')], t.io, engine);
    const seed = calls.run[0]?.seed;
    expect(t.stderr()).toBe(`a2a-crosscheck: random seed ${seed} (rerun with --seed ${seed})\n`);
  });

  it.each([
    [
      'a harness error',
      new CrosscheckError('IUT_LOAD_FAILED', 'Failed to load ./x.ts: no such file.'),
      'a2a-crosscheck: the harness failed: Failed to load ./x.ts: no such file. [IUT_LOAD_FAILED]\n',
    ],
    [
      'a usage error from the engine',
      new CrosscheckError('USAGE', 'Failed to parse arguments: bad.'),
      'a2a-crosscheck: Failed to parse arguments: bad.\n',
    ],
  ])('maps %s to its exit code', async (_name, error, message) => {
    const { engine } = fakeEngine({ fail: error });
    const t = testIo();
    const code = await main(['run', '--out', join(dir, 'out')], t.io, engine);
    expect(t.stderr()).toBe(message);
    expect(code).toBe(error.code === 'USAGE' ? 2 : 3);
  });

  it('exits 3 with the stack on an unexpected exception', async () => {
    const { engine } = fakeEngine({ fail: new TypeError('boom') });
    const t = testIo();
    expect(await main(['run', '--out', join(dir, 'out')], t.io, engine)).toBe(3);
    expect(t.stderr()).toMatch(/^a2a-crosscheck: the harness failed: TypeError: boom\n\s+at /);
  });

  it('exits 3 when the engine returns an invalid report, writing nothing', async () => {
    const bad = { ...sampleReport(), seed: 0.5 } as CrosscheckReport;
    const { engine } = fakeEngine({ report: bad });
    const t = testIo();
    expect(await main(['run', '--out', join(dir, 'out')], t.io, engine)).toBe(3);
    expect(t.stderr()).toContain('/seed must be integer');
    await expect(readFile(join(dir, 'out', 'report.json'))).rejects.toThrow(/ENOENT/);
  });
});
