import { describe, expect, it } from 'vitest';
import { RULES } from '../engine/rules.ts';
import { COMMANDS, main } from './main.ts';
import { fakeEngine } from './_fixtures/fakeEngine.ts';
import { testIo } from './_fixtures/testIo.ts';

describe('main: help', () => {
  it.each(COMMANDS.map((c) => [c.spec.name, c] as const))(
    '%s --help lists usage, every flag and exit codes',
    async (name, command) => {
      // Arrange
      const t = testIo();
      // Act
      const code = await main([...name.split(' '), '--help'], t.io);
      // Assert
      expect(code).toBe(0);
      expect(t.stdout()).toMatch(new RegExp(`^Usage: a2a-crosscheck ${name} `));
      for (const flag of command.spec.flags) expect(t.stdout()).toContain(`--${flag.name}`);
      expect(t.stdout()).toContain('Exit codes:\n');
      expect(t.stdout()).toContain('  2  usage error');
      expect(t.stderr()).toBe('');
    },
  );

  it('prints the command list with --help and exits 2 with no command', async () => {
    const a = testIo();
    expect(await main(['--help'], a.io)).toBe(0);
    expect(a.stdout()).toContain('  vendors serve  Serve the simulated vendors on 127.0.0.1');
    const b = testIo();
    expect(await main([], b.io)).toBe(2);
    expect(b.stderr()).toContain('Usage: a2a-crosscheck <command> [options]');
  });

  it('shows vendors serve help for `vendors --help`, and prints the version', async () => {
    const a = testIo();
    expect(await main(['vendors', '--help'], a.io)).toBe(0);
    expect(a.stdout()).toMatch(/^Usage: a2a-crosscheck vendors serve/);
    const b = testIo();
    expect(await main(['--version'], b.io)).toBe(0);
    expect(b.stdout()).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('main: usage errors exit 2 with a message', () => {
  const cases: [string[], string][] = [
    [
      ['run', '--profile', 'foo'],
      "Failed to parse arguments: --profile 'foo' is not one of spec, cross-vendor, all.",
    ],
    [
      ['run', '--bogus'],
      "Failed to parse arguments: unknown option '--bogus' for 'run'. Run 'a2a-crosscheck run --help' for usage.",
    ],
    [
      ['run', '--seed'],
      "Failed to parse arguments: option '--seed <n|random>' needs a value. Run 'a2a-crosscheck run --help' for usage.",
    ],
    [
      ['run', '--seed', '--strict'],
      "Failed to parse arguments: option '--seed <n|random>' needs a value. Run 'a2a-crosscheck run --help' for usage.",
    ],
    [
      ['run', '--seed', 'abc'],
      "Failed to parse arguments: --seed 'abc' is not an integer. Run 'a2a-crosscheck run --help' for usage.",
    ],
    [
      ['run', '--seed', '1', '--seed', '2'],
      "Failed to parse arguments: option '--seed' is given more than once. Run 'a2a-crosscheck run --help' for usage.",
    ],
    [
      ['run', '--strict=yes'],
      "Failed to parse arguments: option '--strict' takes no value (got 'yes'). Run 'a2a-crosscheck run --help' for usage.",
    ],
    [
      ['run', '--shard', '5/4'],
      "Failed to parse arguments: --shard '5/4' is not i/n with 1 <= i <= n, such as 2/4.",
    ],
    [
      ['run', '--transport', 'msw,pigeon'],
      "Failed to parse arguments: --transport 'pigeon' is not one of msw, loopback.",
    ],
    [
      ['run', '--iut', 'fancy'],
      "Failed to parse arguments: --iut 'fancy' is not one of reference, naive, a2a-js, vendors, sdks, an SDK implementation such as sdk:python-a2a-sdk, nor a module path such as ./my-adapter.ts.",
    ],
    [
      ['run', '--agent-url', 'http://agent.example.com'],
      "Failed to parse arguments: --agent-url 'http://agent.example.com' is not a loopback address; add --allow-remote to judge a remote agent.",
    ],
    [
      ['run', '--rule', 'NOPE-*'],
      "Failed to parse arguments: --rule 'NOPE-*' matches no rule of profile 'all'. Run 'a2a-crosscheck rules' to list them, or 'a2a-crosscheck run --help' for usage.",
    ],
    [
      ['run', 'extra'],
      "Failed to parse arguments: unexpected argument 'extra' ('run' takes none). Run 'a2a-crosscheck run --help' for usage.",
    ],
    [
      ['frobnicate'],
      "Failed to parse arguments: unknown command 'frobnicate'; commands are init, run, vendors serve, replay, selftest, rules, merge. Run 'a2a-crosscheck --help' for usage.",
    ],
    [
      ['vendors', 'dance'],
      "Failed to parse arguments: unknown command 'vendors dance'; commands are init, run, vendors serve, replay, selftest, rules, merge. Run 'a2a-crosscheck --help' for usage.",
    ],
    [
      ['merge'],
      "Failed to parse arguments: missing <report.json...>. Run 'a2a-crosscheck merge --help' for usage.",
    ],
    [
      ['rules', '--profile', 'nope'],
      "Failed to parse arguments: --profile 'nope' is not one of spec, cross-vendor, all.",
    ],
    [
      ['replay', '--iut', 'naive'],
      "Failed to parse arguments: --rule <id> is required. Run 'a2a-crosscheck replay --help' for usage.",
    ],
    [
      ['replay', '--rule', 'XV-NEG-001'],
      "Failed to parse arguments: give exactly one of --iut, --iut-cmd, --agent-url. Run 'a2a-crosscheck replay --help' for usage.",
    ],
    [
      ['replay', '--rule', 'A2A-BIND-001', '--agent-url', 'http://127.0.0.1:9/', '--save'],
      "Failed to parse arguments: --save keeps an adapter's counterexample as a regression case, and an agent check (--agent-url) has none to keep. Drop --save, or replay against --iut / --iut-cmd.",
    ],
    [
      ['vendors', 'serve', '--port', '70000'],
      "Failed to parse arguments: --port '70000' is not a port from 0 to 65535.",
    ],
  ];

  it.each(cases)('%j', async (argv, message) => {
    // Arrange: an engine that must never be reached
    const { engine, calls } = fakeEngine({});
    const t = testIo();
    // Act
    const code = await main(argv, t.io, engine);
    // Assert
    expect(t.stderr()).toBe(`a2a-crosscheck: ${message}\n`);
    expect(code).toBe(2);
    expect(calls.run).toHaveLength(0);
  });

  it('rejects an unreadable baseline before running anything', async () => {
    const { engine, calls } = fakeEngine({});
    const t = testIo();
    const code = await main(['run', '--baseline', '/nonexistent/baseline.json'], t.io, engine);
    expect(code).toBe(2);
    expect(t.stderr()).toContain("Failed to read the baseline '/nonexistent/baseline.json'");
    expect(calls.run).toHaveLength(0);
  });
});

describe('main: rules', () => {
  it('prints the whole catalogue as JSON', async () => {
    const t = testIo();
    expect(await main(['rules', '--json'], t.io)).toBe(0);
    const printed = JSON.parse(t.stdout()) as { id: string; level: string; cases: number }[];
    expect(printed.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    expect(printed.map(({ cases: _cases, ...rule }) => rule)).toEqual(
      JSON.parse(JSON.stringify(RULES)),
    );
    // The real engine counts the cases: the seed rules have several each.
    expect(printed.find((r) => r.id === 'XV-NEG-001')?.cases).toBeGreaterThan(3);
  });

  it('filters by profile and glob, and prints a table', async () => {
    const t = testIo();
    expect(await main(['rules', '--profile', 'cross-vendor', '--rule', 'XV-NEG-*'], t.io)).toBe(0);
    const expected = RULES.filter(
      (r) => r.profile === 'cross-vendor' && r.id.startsWith('XV-NEG-'),
    );
    const lines = t.stdout().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+level\s+profile\s+roles\s+cases\s+title$/);
    expect(lines.slice(1, -1).map((l) => l.split(/\s+/)[0])).toEqual(expected.map((r) => r.id));
    expect(lines.at(-1)).toBe(`${expected.length} rule(s)`);
  });
});
