import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveVendors } from '../engine/agent/index.ts';
import { defaultEngine } from '../engine/root/defaultEngine.ts';
import { main } from './main.ts';
import { testIo } from './_fixtures/testIo.ts';

interface Row {
  rule: string;
  iut: string;
  vendor: string | null;
  transport: string;
  verdict: string;
  evidence: { summary: string };
  cases: { case: string; verdict: string }[];
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crosscheck-shards-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function report(out: string): Promise<{ results: Row[]; differential?: unknown }> {
  return JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as {
    results: Row[];
    differential?: unknown;
  };
}

const key = (r: Row) =>
  `${r.rule}|${r.iut}|${r.vendor ?? '-'}|${r.transport}|${r.verdict}|${r.evidence.summary}|${r.cases.map((c) => `${c.case}:${c.verdict}`).join(',')}`;

/** Runs `args` whole and as shards 1/2 and 2/2, merges the shards, and returns all four. */
async function shardAndMerge(name: string, args: string[]) {
  const out = (d: string) => join(dir, name, d);
  const run = (extra: string[]) => main([...args, ...extra], testIo().io, defaultEngine);
  await run(['--out', out('all')]);
  await run(['--shard', '1/2', '--out', out('s1')]);
  await run(['--shard', '2/2', '--out', out('s2')]);
  const merged = testIo();
  const code = await main(
    ['merge', join(out('s1'), 'report.json'), join(out('s2'), 'report.json'), '--out', out('m')],
    merged.io,
    defaultEngine,
  );
  expect(merged.stderr()).toBe('');
  expect(code).toBeLessThan(2);
  const [all, s1, s2, m] = await Promise.all(['all', 's1', 's2', 'm'].map((d) => report(out(d))));
  return {
    all: all!.results,
    s1: s1!.results,
    s2: s2!.results,
    merged: m!.results,
    differential: { all: all!.differential, merged: m!.differential },
  };
}

/** `--shard 1/2` and `--shard 2/2`, merged, equal the unsharded run with the same seed (results and differential). */
describe('shards with the real engine', () => {
  it('merge to the unsharded results (built-in IUTs)', async () => {
    const { all, s1, s2, merged, differential } = await shardAndMerge('builtin', [
      'run',
      '--iut',
      'reference',
      '--iut',
      'naive',
      '--rule',
      'XV-NEG-001,XV-DEL-001',
      '--seed',
      '5',
      // One in-process search and one that delegates over the wire (XV-DEL-001), each judged on
      // both IUTs so the differential has something to merge; a smaller budget keeps the three
      // runs short, and two workers show sharding on top of the worker threads.
      '--runs',
      '20',
      '--workers',
      '2',
    ]);
    expect(s1.length).toBeGreaterThan(0);
    expect(s2.length).toBeGreaterThan(0);
    expect(merged.map(key)).toEqual(all.map(key));
    // Every IUT's search of a property runs on one shard: the differential merges whole too.
    expect(differential.merged).toEqual(differential.all);
    expect(differential.all).toBeDefined();
  });

  it('merge to the unsharded results for every other kind of run: vendors, an agent URL, stdio', async () => {
    // One run of every kind at once keeps the test to three runs: the simulated vendors judged
    // as agents, a running agent by URL (vendor C served on loopback), and an adapter over stdio.
    const served = await serveVendors({ seed: 9, personas: ['vendor-c'] });
    try {
      const { all, s1, s2, merged } = await shardAndMerge('kinds', [
        'run',
        '--iut',
        'vendors',
        '--agent-url',
        served.urls[0]!.baseUrl,
        '--iut-cmd',
        'node --import tsx implementations/reference-stdio/main.ts',
        '--rule',
        'A2A-CARD-001,A2A-SIG-*,XV-DISC-*',
        '--runs',
        '10',
        // The first test shards on top of worker threads; here each thread would start its own
        // stdio child and load the harness again, in each of the three runs.
        '--workers',
        '1',
      ]);
      const kinds = (rows: Row[]) =>
        new Set(
          rows.map((r) =>
            // The agent by URL is named by its card (name@version), the built-in vendors by id.
            r.transport === 'stdio' ? 'stdio' : r.iut.startsWith('vendor-') ? 'vendors' : 'agent',
          ),
        );
      expect(kinds(all)).toEqual(new Set(['vendors', 'agent', 'stdio']));
      expect(s1.length).toBeGreaterThan(0);
      expect(s2.length).toBeGreaterThan(0);
      expect(s1.length + s2.length).toBe(all.length);
      expect(merged.map(key)).toEqual(all.map(key));
    } finally {
      await served.close();
    }
  });
});
