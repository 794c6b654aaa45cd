import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleReport } from '../../reports/_fixtures/sampleReport.ts';
import { fakeEngine } from '../_fixtures/fakeEngine.ts';
import { testIo } from '../_fixtures/testIo.ts';
import { runCommand } from '../commands/run.ts';
import { main } from '../main.ts';
import { applyConfig } from './applyConfig.ts';
import { readConfig } from './readConfig.ts';

const schema = createRequire(import.meta.url)('./config.schema.json') as {
  properties: Record<
    string,
    { description?: string; properties?: Record<string, { description?: string }> }
  >;
};

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xc-config-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(name: string, value: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

function usageMessage(thunk: () => unknown): string {
  try {
    thunk();
  } catch (e) {
    expect((e as { code?: string }).code).toBe('USAGE');
    return (e as Error).message;
  }
  throw new Error('expected a USAGE error');
}

describe('the configuration schema', () => {
  it('holds every flag of run (each member names its flag first)', () => {
    const described = Object.values(schema.properties).flatMap((p) => [
      p.description ?? '',
      ...Object.values(p.properties ?? {}).map((q) => q.description ?? ''),
    ]);
    const flags = runCommand.spec.flags
      .map((f) => `--${f.name}`)
      .filter((f) => f !== '--config' && f !== '--write-baseline');
    expect(flags.filter((f) => !described.some((d) => d.startsWith(`${f}:`)))).toEqual([]);
  });
});

describe('readConfig', () => {
  it('finds crosscheck.config.json in the working directory, and nothing when absent', async () => {
    expect(readConfig(undefined, dir)).toBeNull();
    await write('crosscheck.config.json', { iut: ['./adapter.ts'], runs: 20 });
    expect(readConfig(undefined, dir)).toEqual({ iut: ['./adapter.ts'], runs: 20 });
  });

  it('reads the agent and worker members as the flags take them', async () => {
    const config = {
      jwks: './keys.json',
      headers: ['Authorization: Bearer from-file'],
      waitForAgentMs: 2_000,
      workers: 2,
    };
    const path = await write('c.json', config);
    expect(readConfig(path, dir)).toEqual(config);
  });

  it.each([
    [
      'a --config file that does not exist',
      null,
      /: there is no such file\. Check the --config path/,
    ],
    ['a file that is not JSON', '{ "runs": 1,', /: it is not JSON \(/],
    [
      'an unknown member',
      { iut: ['x.ts'], rules: ['XV-*'] },
      /: \(root\) must NOT have additional properties \('rules'\)/,
    ],
    ['a wrong type', { runs: '20' }, /: \/runs must be integer/],
    ['no worker thread', { workers: 0 }, /: \/workers must be >= 1/],
    ['a header that is not "Name: value"', { headers: ['Bearer x'] }, /: \/headers\/0 must match/],
    [
      'a value off the list',
      { profile: 'strict' },
      /: \/profile must be equal to one of the allowed values \("spec", "cross-vendor", "all"\)/,
    ],
  ])('refuses %s as a usage error naming the member', async (_what, content, message) => {
    const path = content === null ? join(dir, 'missing.json') : await write('c.json', content);
    expect(usageMessage(() => readConfig(path, dir))).toMatch(message);
  });
});

describe('applyConfig', () => {
  const now = () => 1_000_000_007;
  it('lets flags override members, deadlines member by member', () => {
    const { options } = applyConfig(
      { runs: 20, profile: 'spec', shard: '2/3', deadlines: { callMs: 500, progressMs: 900 } },
      { runs: 5, deadlines: { progressMs: 100 } },
      now,
    );
    expect(options).toEqual({
      runs: 5,
      profile: 'spec',
      shard: { index: 2, count: 3 },
      deadlines: { callMs: 500, progressMs: 100 },
    });
  });

  it('replaces the three IUT members together when the command line names any IUT', () => {
    const config = {
      iut: ['./adapter.ts'],
      iutCmd: ['python3 a.py'],
      agentUrl: ['http://127.0.0.1:1'],
    };
    expect(applyConfig(config, { iut: ['naive'] }, now).options).toEqual({ iut: ['naive'] });
    expect(applyConfig(config, {}, now).options).toEqual(config);
  });

  it('applies the agent and worker members, and lets their flags override them', () => {
    const config = {
      jwks: './keys.json',
      headers: ['Authorization: Bearer from-file'],
      waitForAgentMs: 2_000,
      workers: 2,
    };
    expect(applyConfig(config, {}, now).options).toEqual(config);
    expect(
      applyConfig(
        config,
        { jwks: './other.json', headers: ['X-Tenant: t1'], waitForAgentMs: 0, workers: 1 },
        now,
      ).options,
    ).toEqual({ jwks: './other.json', headers: ['X-Tenant: t1'], waitForAgentMs: 0, workers: 1 });
  });

  it('draws a seed for "random" unless --seed is given', () => {
    expect(applyConfig({ seed: 'random' }, {}, now)).toEqual({
      options: { seed: now() % 2 ** 31 },
      randomSeed: true,
    });
    expect(applyConfig({ seed: 'random' }, { seed: 3 }, now)).toEqual({
      options: { seed: 3 },
      randomSeed: false,
    });
  });
});

describe('run with a configuration file', () => {
  it('passes the file options to the engine, with flags on top', async () => {
    await write('crosscheck.config.json', {
      $schema: './node_modules/a2a-crosscheck/dist/cli/config/config.schema.json',
      iut: ['naive'],
      rule: ['XV-NEG-*'],
      runs: 7,
      out: join(dir, 'from-config'),
    });
    const { engine, calls } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    await main(['run', '--runs', '9'], { ...t.io, cwd: () => dir }, engine);
    expect(calls.run[0]).toMatchObject({
      iut: ['naive'],
      rule: ['XV-NEG-*'],
      runs: 9,
      out: join(dir, 'from-config'),
    });
  });

  it('passes the agent and worker members to the engine, with their flags on top', async () => {
    const jwks = await write('keys.json', { keys: [] });
    await write('crosscheck.config.json', {
      agentUrl: ['http://127.0.0.1:9999'],
      jwks,
      headers: ['Authorization: Bearer from-file'],
      waitForAgentMs: 2_000,
      workers: 3,
      // Never the default crosscheck-report/ of the working directory: that is the main job's.
      out: join(dir, 'out'),
    });
    const { engine, calls } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    await main(['run'], { ...t.io, cwd: () => dir }, engine);
    await main(
      ['run', '--workers', '2', '--header', 'X-Tenant: t1', '--wait-for-agent', '500'],
      { ...t.io, cwd: () => dir },
      engine,
    );
    expect(calls.run.map((o) => [o.jwks, o.headers, o.waitForAgentMs, o.workers])).toEqual([
      [{ keys: [] }, { Authorization: 'Bearer from-file' }, 2_000, 3],
      [{ keys: [] }, { 'X-Tenant': 't1' }, 500, 2],
    ]);
    expect(calls.run.map((o) => o.out)).toEqual([join(dir, 'out'), join(dir, 'out')]);
  });

  it('exits 2 on an invalid file before any work', async () => {
    const path = await write('bad.json', { runs: 0 });
    const { engine, calls } = fakeEngine({ report: sampleReport() });
    const t = testIo();
    expect(await main(['run', '--config', path], t.io, engine)).toBe(2);
    expect(t.stderr()).toMatch(
      /^a2a-crosscheck: Failed to read the configuration .*bad\.json: \/runs must be >= 1\./,
    );
    expect(calls.run).toEqual([]);
  });
});
