import { describe, expect, it } from 'vitest';
import { result } from '../../reports/_fixtures/sampleReport.ts';
import { main } from '../main.ts';
import { fakeEngine } from '../_fixtures/fakeEngine.ts';
import { testIo } from '../_fixtures/testIo.ts';

describe('replay', () => {
  it('passes the replay arguments and exits 1 when the failure reproduces', async () => {
    // Arrange
    const failing = result({
      rule: 'XV-NEG-001',
      iut: 'naive',
      verdict: 'fail',
      evidence: { summary: 'still wrong', expected: 'undeclared', actual: [] },
    });
    const { engine, calls } = fakeEngine({
      replay: { results: [failing], savedCasePath: 'crosscheck-regressions/regression-x.json' },
    });
    const t = testIo();
    // Act
    const code = await main(
      [
        'replay',
        '--rule',
        'XV-NEG-001',
        '--iut',
        'naive',
        '--seed',
        '-12',
        '--path',
        '3:1:0',
        '--save',
      ],
      t.io,
      engine,
    );
    // Assert
    expect(calls.replay).toEqual([
      {
        rule: 'XV-NEG-001',
        iut: 'naive',
        iutCmd: null,
        agentUrl: null,
        allowRemote: false,
        vendor: null,
        transport: 'msw',
        seed: -12,
        path: '3:1:0',
        caseId: null,
        save: true,
        regressions: 'crosscheck-regressions',
        deadlines: { callMs: 10_000, progressMs: 3_000 },
        headers: {},
        jwks: null,
      },
    ]);
    expect(t.stdout()).toBe(
      'FAIL XV-NEG-001 [MUST] naive × vendor-a (msw), case xv-neg-001-case: still wrong\n  differences:\n    /: expected "undeclared", got []\n  expected: "undeclared"\n  actual:   []\nSaved regression case: crosscheck-regressions/regression-x.json\n',
    );
    expect(code).toBe(1);
  });

  it.each([
    [['--agent', 'vendor-c'], 'vendor-c'],
    [['--vendor', 'vendor-c'], 'vendor-c'],
    [['--agent', 'a2a-js-agent', '--vendor', 'vendor-c'], 'a2a-js-agent'],
    [[], null],
  ])('names the built-in agent to judge with %j', async (flags, expected) => {
    const { engine, calls } = fakeEngine({
      replay: { results: [result({ rule: 'A2A-CARD-001', iut: 'vendors', verdict: 'pass' })] },
    });
    await main(
      ['replay', '--rule', 'A2A-CARD-001', '--iut', 'vendors', ...flags],
      testIo().io,
      engine,
    );
    expect(calls.replay).toHaveLength(1);
    expect((calls.replay[0] as { vendor: string | null }).vendor).toBe(expected);
  });

  it('exits 0 when the replayed result passes, and 2 for an unknown rule', async () => {
    const { engine } = fakeEngine({
      replay: { results: [result({ rule: 'XV-NEG-001', iut: 'naive', verdict: 'pass' })] },
    });
    expect(
      await main(['replay', '--rule', 'XV-NEG-001', '--iut', 'naive'], testIo().io, engine),
    ).toBe(0);
    const t = testIo();
    expect(await main(['replay', '--rule', 'XV-NOPE-001', '--iut', 'naive'], t.io, engine)).toBe(2);
    expect(t.stderr()).toContain("--rule 'XV-NOPE-001' is not a rule id");
  });
});

describe('selftest', () => {
  it.each([
    [
      'every mutant caught by its own rule',
      [['XV-NEG-001'], ['XV-DEL-001', 'XV-DEL-004']],
      0,
      'mutation score: 2/2',
    ],
    [
      'a mutant caught only by another rule',
      [['XV-NEG-001'], ['XV-DEL-004']],
      1,
      'mutation score: 1/2',
    ],
    ['a mutant that escaped', [['XV-NEG-001'], []], 1, 'ESCAPED'],
  ] as const)('%s', async (_name, caught, expected, text) => {
    const mutants = [
      { id: 'm-neg-001', brokenRule: 'XV-NEG-001', caughtBy: [...caught[0]] },
      { id: 'm-del-001', brokenRule: 'XV-DEL-001', caughtBy: [...caught[1]] },
    ];
    const { engine, calls } = fakeEngine({ selftest: { mutants } });
    const t = testIo();
    expect(await main(['selftest', '--seed', '3', '--runs', '10'], t.io, engine)).toBe(expected);
    expect(t.stdout()).toContain(text);
    expect(calls.selftest).toEqual([
      { seed: 3, runs: 10, rule: [], deadlines: { callMs: 10_000, progressMs: 3_000 } },
    ]);
  });
});

describe('selftest: the agent twins', () => {
  const mutants = [{ id: 'm-neg-001', brokenRule: 'XV-NEG-001', caughtBy: ['XV-NEG-001'] }];
  const notViolable = [{ rule: 'A2A-CARD-007', reason: 'a MAY: no peer can make it fail' }];

  it('prints N/N agent rules proven and each not-violable rule with its reason', async () => {
    const agentTwins = {
      proven: ['A2A-GET-002', 'A2A-LIST-001'],
      unproven: [],
      notViolable,
      durationMs: 5,
    };
    const { engine } = fakeEngine({ selftest: { mutants, agentTwins } });
    const t = testIo();

    expect(await main(['selftest', '--seed', '42'], t.io, engine)).toBe(0);
    expect(t.stdout().split('\n').slice(-3)).toEqual([
      '  - A2A-CARD-007 not violable: a MAY: no peer can make it fail',
      '2/2 agent rules proven able to fail (1 not violable, 5 ms)',
      '',
    ]);
  });

  it('exits 1 and names the twin when a rule did not fail on it', async () => {
    const unproven = [
      { rule: 'A2A-GET-002', fault: 'f', twin: 'pass', control: 'pass', why: ['twin x: pass'] },
    ];
    const agentTwins = { proven: ['A2A-LIST-001'], unproven, notViolable: [], durationMs: 5 };
    const { engine } = fakeEngine({ selftest: { mutants, agentTwins } });
    const t = testIo();

    expect(await main(['selftest', '--seed', '42'], t.io, engine)).toBe(1);
    expect(t.stdout()).toContain(
      '  ✗ A2A-GET-002 (twin: f): pass on the twin, pass on the control; twin x: pass\n1/2 agent rules proven able to fail',
    );
  });
});

describe('vendors serve', () => {
  it('prints the card URLs, waits for shutdown, then closes the servers', async () => {
    const { engine, calls } = fakeEngine({});
    const t = testIo();
    expect(await main(['vendors', 'serve', '--seed', '9', '--port', '4001'], t.io, engine)).toBe(0);
    expect(calls.serve).toEqual([{ seed: 9, port: 4001 }]);
    expect(t.stdout()).toBe(
      'vendor-a  http://127.0.0.1:4001/.well-known/agent-card.json\n          Drops an extension activation it does not understand.\nvendor-b  http://127.0.0.1:4002/.well-known/agent-card.json\nServing 2 vendor(s) (seed 9). Press Ctrl+C to stop.\n',
    );
    expect(t.shutdowns()).toBe(1);
    expect(calls.closed).toBe(1);
  });

  it('says what each simulated vendor gets wrong, with the real engine', async () => {
    const { defaultEngine } = await import('../../engine/root/defaultEngine.ts');
    const served = await defaultEngine.serveVendors({ seed: 1, port: 0 });
    try {
      const said = Object.fromEntries(served.urls.map((u) => [u.vendor, u.summary]));
      expect(Object.keys(said)).toContain('vendor-a');
      expect(said['vendor-a']).toMatch(/omit "extensions".*dropped silently/);
      expect(said['vendor-b']).toMatch(/breaks A2A-STR-001/);
      expect(Object.values(said).every((s) => typeof s === 'string' && s.length > 20)).toBe(true);
    } finally {
      await served.close();
    }
  });
});

describe('replay, as text', () => {
  it('shows the input of a counterexample and every member that differs, past any cut', async () => {
    const long = 'x'.repeat(3_000);
    const failing = result({
      rule: 'XV-NEG-001',
      iut: 'naive',
      verdict: 'fail',
      evidence: {
        summary: 'disagrees with the model',
        expected: { note: long, capabilities: { extensions: 'undeclared', streaming: false } },
        actual: { note: long, capabilities: { extensions: [], streaming: false } },
        counterexample: {
          seed: 42,
          path: '3:1:0',
          input: { capabilities: {} },
          iutAnswer: [],
          referenceAnswer: 'undeclared',
          numRuns: 4,
        },
        replay: 'npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed 42 --path "3:1:0"',
      },
    });
    const { engine } = fakeEngine({ replay: { results: [failing] } });
    const t = testIo();
    const code = await main(
      ['replay', '--rule', 'XV-NEG-001', '--iut', 'naive', '--seed', '42', '--path', '3:1:0'],
      t.io,
      engine,
    );
    const lines = t.stdout().split('\n');
    expect(code).toBe(1);
    expect(lines.slice(0, 8)).toEqual([
      'FAIL XV-NEG-001 [MUST] naive × vendor-a (msw), case xv-neg-001-case: disagrees with the model',
      '  counterexample: { seed: 42, path: "3:1:0" }',
      '  input:',
      '    {',
      '      "capabilities": {}',
      '    }',
      '  differences:',
      '    /capabilities/extensions: expected "undeclared", got []',
    ]);
    expect(lines.at(-2)).toBe(
      '  replay: npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed 42 --path "3:1:0"',
    );
  });
});
