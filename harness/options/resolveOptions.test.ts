import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { assertLoopback } from '../wire/assertLoopback.ts';
import { resolveOptions } from './resolveOptions.ts';
import type { RunOptions } from './RunOptions.ts';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(CrosscheckError);
    expect((e as CrosscheckError).code).toBe('USAGE');
    return (e as Error).message;
  }
  throw new Error('expected a USAGE error');
}

describe('resolveOptions', () => {
  it('fills every default when nothing is given', () => {
    // Act
    const resolved = resolveOptions();
    // Assert
    expect(resolved).toEqual({
      iut: ['reference', 'naive', 'a2a-js', 'vendors'],
      iutCmd: [],
      agentUrl: [],
      allowRemote: false,
      allowSpecialAddresses: false,
      headersAnyOrigin: false,
      profile: 'all',
      rule: [],
      seed: 42,
      runs: 100,
      timeBudgetMs: null,
      out: 'crosscheck-report',
      baseline: null,
      regressions: 'crosscheck-regressions',
      shard: null,
      strict: false,
      repeat: 1,
      transports: ['msw'],
      deadlines: { callMs: 10_000, progressMs: 3_000 },
      workers: availableParallelism(),
      jwks: null,
      headers: {},
      waitForAgentMs: 0,
      builtOn: [],
    });
  });

  it('runs no built-in IUT when the user names only a command or an agent', () => {
    expect(resolveOptions({ iutCmd: ['python a.py'] }).iut).toEqual([]);
    expect(resolveOptions({ agentUrl: ['http://127.0.0.1:9999'] }).iut).toEqual([]);
  });

  it('keeps given values, removing duplicates in order', () => {
    const resolved = resolveOptions({
      iut: ['naive', './my-adapter.ts', 'naive'],
      rule: ['XV-NEG-*', 'A2A-STR-001'],
      shard: { index: 2, count: 4 },
      transports: ['loopback', 'msw', 'loopback'],
      deadlines: { progressMs: 500 },
      timeBudgetMs: 60_000,
      seed: -1819918769,
    });
    expect(resolved.iut).toEqual(['naive', './my-adapter.ts']);
    expect(resolved.transports).toEqual(['loopback', 'msw']);
    expect(resolved.deadlines).toEqual({ callMs: 10_000, progressMs: 500 });
    expect(resolved.shard).toEqual({ index: 2, count: 4 });
    expect(resolved.seed).toBe(-1819918769);
    expect(resolved.timeBudgetMs).toBe(60_000);
  });

  const badCases: { name: string; options: RunOptions; naming: 'api' | 'cli'; message: string }[] =
    [
      {
        name: 'unknown profile, cli wording',
        options: { profile: 'foo' as never },
        naming: 'cli',
        message:
          "Failed to parse arguments: --profile 'foo' is not one of spec, cross-vendor, all.",
      },
      {
        name: 'unknown profile, api wording',
        options: { profile: 'foo' as never },
        naming: 'api',
        message: "Failed to resolve options: profile 'foo' is not one of spec, cross-vendor, all.",
      },
      {
        name: 'unknown IUT name',
        options: { iut: ['fancy'] },
        naming: 'cli',
        message:
          "Failed to parse arguments: --iut 'fancy' is not one of reference, naive, a2a-js, vendors, sdks, an SDK implementation such as sdk:python-a2a-sdk, nor a module path such as ./my-adapter.ts.",
      },
      {
        name: 'remote agent without opt-in',
        options: { agentUrl: ['https://agent.example.com'] },
        naming: 'cli',
        message:
          "Failed to parse arguments: --agent-url 'https://agent.example.com' is not a loopback address; add --allow-remote to judge a remote agent.",
      },
      {
        name: 'agent URL that is not a URL',
        options: { agentUrl: ['not a url'] },
        naming: 'cli',
        message:
          "Failed to parse arguments: --agent-url 'not a url' is not a URL such as http://127.0.0.1:9999.",
      },
      {
        name: 'shard index past count',
        options: { shard: { index: 5, count: 4 } },
        naming: 'cli',
        message: "Failed to parse arguments: --shard '5/4' is not i/n with 1 <= i <= n.",
      },
      {
        name: 'seed out of 32-bit range',
        options: { seed: 2 ** 40 },
        naming: 'api',
        message:
          "Failed to resolve options: seed '1099511627776' is not an integer from -2147483648 to 2147483647.",
      },
      {
        name: 'zero runs',
        options: { runs: 0 },
        naming: 'cli',
        message: "Failed to parse arguments: --runs '0' is not a positive integer.",
      },
      {
        name: 'unknown transport',
        options: { transports: ['carrier-pigeon' as never] },
        naming: 'cli',
        message:
          "Failed to parse arguments: --transport 'carrier-pigeon' is not one of msw, loopback.",
      },
      {
        name: 'bad rule pattern',
        options: { rule: ['XV-NEG-00?'] },
        naming: 'cli',
        message:
          "Failed to parse arguments: --rule 'XV-NEG-00?' is not a rule id or glob (letters, digits, '.', '_', '-', and '*' for any run of characters).",
      },
      {
        name: 'more repetitions than a run keeps verdicts for',
        options: { repeat: 101 },
        naming: 'cli',
        message:
          "Failed to parse arguments: --repeat '101' is more than 100, the most repetitions a run makes (each keeps a verdict per case); give at most 100.",
      },
      {
        name: 'negative progress deadline',
        options: { deadlines: { progressMs: -1 } },
        naming: 'cli',
        message: "Failed to parse arguments: --progress-deadline '-1' is not a positive integer.",
      },
    ];

  it.each(badCases)('rejects $name', ({ options, naming, message }) => {
    expect(messageOf(() => resolveOptions(options, naming))).toBe(message);
  });

  it('rejects an unknown member from JavaScript callers', () => {
    const msg = messageOf(() => resolveOptions({ profil: 'spec' } as RunOptions));
    expect(msg).toMatch(
      /^Failed to resolve options: 'profil' is not an option; valid ones are iut, /,
    );
  });

  it('accepts the SDK implementations, all or one by its manifest id', () => {
    expect(resolveOptions({ iut: ['sdks', 'sdk:go-a2a-sdk'] }).iut).toEqual([
      'sdks',
      'sdk:go-a2a-sdk',
    ]);
    expect(() => resolveOptions({ iut: ['sdk:Go SDK'] })).toThrow(/'sdk:Go SDK' is not one of/);
  });

  it('accepts a remote agent with the opt-in', () => {
    expect(
      resolveOptions({ agentUrl: ['https://agent.example.com'], allowRemote: true }).agentUrl,
    ).toEqual(['https://agent.example.com']);
  });

  it.each([
    'http://127.0.0.1:9999',
    'http://127.0.0.2:9999',
    'http://localhost:9999',
    'http://[::1]:9999',
    'http://2130706433:9999',
    'http://user@127.0.0.1:9999',
    'http://user:pw@localhost/',
    'http://127.0.0.1.evil.example/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
  ])('judges --agent-url %s exactly as the wire check does', (url) => {
    const wireRefuses = refuses(() => assertLoopback(url));
    const cliRefuses = refuses(() => resolveOptions({ agentUrl: [url] }, 'cli'));

    expect(cliRefuses).toBe(wireRefuses);
  });

  it('names the fix for credentials in --agent-url', () => {
    expect(messageOf(() => resolveOptions({ agentUrl: ['http://user@127.0.0.1:9'] }, 'cli'))).toBe(
      "Failed to parse arguments: --agent-url 'http://user@127.0.0.1:9' carries credentials (userinfo); remove the 'user@' part.",
    );
  });
});

function refuses(work: () => unknown): boolean {
  try {
    work();
    return false;
  } catch {
    return true;
  }
}
