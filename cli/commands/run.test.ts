import { availableParallelism } from 'node:os';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { BaselineFile, CrosscheckReport } from '../../reports/index.ts';
import { sampleReport } from '../../reports/_fixtures/sampleReport.ts';
import { oneAmongMany, THE_REGRESSION } from '../../reports/_fixtures/oneAmongMany.ts';
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
        allowSpecialAddresses: false,
        headersAnyOrigin: false,
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
        builtOn: [],
      },
    ]);
    const json = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as CrosscheckReport;
    // The engine's report, plus what the gate decided (no baseline: every MUST failure regresses).
    const { gate, ...rest } = json;
    expect(rest).toEqual(sampleReport());
    expect(gate).toMatchObject({ exitCode: code, strict: false, baselined: [], stale: [] });
    expect(gate?.regressions).toHaveLength(3);
    expect(gate?.advisories).toHaveLength(1);
    expect(await readFile(join(out, 'report.md'), 'utf8')).toContain('### Regressions (3)');
    expect(await readFile(join(out, 'report.html'), 'utf8')).toContain('<svg class="seq"');
    expect(await readFile(join(out, 'junit.xml'), 'utf8')).toContain('<testsuites');
    expect(code).toBe(1);
  });

  it('prints the summary: the gate, counts per case, every regression in full, the rest', async () => {
    const { engine } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    const out = join(dir, 'out');
    await main(['run', '--out', out], t.io, engine);
    expect(t.stdout()).toBe(
      [
        'Result: FAILED (exit 1): 3 regressions',
        '  seed 42, profile all, judged under A2A 1.0',
        '  3 fail, 1 error, 3 pass, 1 not applicable (8 cases in 8 results)',
        '',
        'Regressions (3 cases):',
        '  FAIL XV-NEG-001 [MUST] absent tri-state capability is undeclared (seed 000 § Decision Boundary; seed 000 § Core Distinction)',
        '    naive × vendor-a (msw), case xv-neg-001-case',
        '    new: fail at /extensions (not in the baseline)',
        '    absent extensions read as [] | declared',
        '    replay: npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed 42 --path "3:1:0"',
        // A rule of a card stage before one of wire behaviour, which owns no stage (fix order).
        '  ERROR A2A-STR-001 [MUST] blocking SendMessage returns every artifact (A2A §3.2.2)',
        '    naive × vendor-b (msw), case a2a-str-001-case',
        '    new: error (not in the baseline)',
        '    IUT crashed during reassemble',
        '    reason: exit code 1',
        '  FAIL XV-WIRE-001 [MUST] undeclared extension activation does not stall (A2A §4.6.3; seed 000 § What Was Observed)',
        '    naive × vendor-a (msw), case xv-wire-001-case',
        '    new: fail (not in the baseline)',
        '    first task never reached TASK_STATE_WORKING',
        '    replay: npx a2a-crosscheck replay --rule XV-WIRE-001 --iut naive --seed 42',
        '',
        'Below the gating level (1 case; not gating, --strict gates SHOULD):',
        '  FAIL XV-DEL-002 [SHOULD] naive × vendor-b (msw), case xv-del-002-case (not gating): XV-DEL-002 fail',
        '',
        `Reports: ${join(out, 'report.html')}`,
        `         ${join(out, 'report.json')}`,
        `         ${join(out, 'report.md')}`,
        `         ${join(out, 'junit.xml')}`,
        '',
        'Result: FAILED (exit 1): 3 regressions',
        '',
      ].join('\n'),
    );
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
      /^## a2a-crosscheck: ✗ gate failed \(exit 1\): 3 regression\(s\)\n\nCases: 3 failed, 1 error, 3 passed, 1 not applicable/,
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

describe('run, one regression among 150 baselined failures', () => {
  it('prints the regression right after the gate and the counts, before anything baselined', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'xc-cli-many-'));
    try {
      // The fixture comes gated; the CLI gates it again on the same entries, from the file.
      const { gate: fixtureGate, ...ungated } = oneAmongMany();
      expect(fixtureGate?.regressions).toHaveLength(1);
      const baseline = join(dir, 'baseline.json');
      const entries = ungated.results
        .filter((r) => r.rule !== 'XV-DEL-003')
        .flatMap((r) =>
          r.cases.map((c) => ({
            rule: r.rule,
            case: c.case,
            iut: r.iut,
            vendor: r.vendor,
            transport: r.transport,
            verdict: 'fail',
            code: null,
            reason: `naive fails ${c.case} by design`,
          })),
        );
      await writeFile(baseline, JSON.stringify({ schemaVersion: '3.0', entries }));
      const t = testIo();
      const out = join(dir, 'out');
      const code = await main(
        ['run', '--baseline', baseline, '--out', out],
        t.io,
        fakeEngine({ report: ungated }).engine,
      );
      expect(code).toBe(1);
      expect(t.stdout().split('\n').slice(0, 11)).toEqual([
        'Result: FAILED (exit 1): 1 regression',
        '  seed 42, profile all, judged under A2A 1.0',
        '  151 fail, 0 error, 0 pass, 0 not applicable (151 cases in 6 results)',
        '',
        'Regressions (1 case):',
        '  FAIL XV-DEL-003 [MUST] Delegation to a skill id the card does not declare is refused (seed 002 Python: resolve_input_modes)',
        `    naive × no vendor (msw), case ${THE_REGRESSION}`,
        '    new: fail at /decision (not in the baseline)',
        '    an unknown skill id is delegated: /decision: expected "reject", got "send"',
        `    replay: npx a2a-crosscheck replay --rule XV-DEL-003 --iut naive --case ${THE_REGRESSION} --seed 42`,
        '',
      ]);
      expect(t.stdout()).toContain('Baselined: 150 failing cases fail as the baseline expects.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
