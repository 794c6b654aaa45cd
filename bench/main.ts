/**
 * `npm run bench`: runs every benchmark (BENCHMARKS.md's sections) several times and writes BENCHMARKS.md (at the
 * repository root) and bench/results.json. Not part of `npm test`.
 *
 *   npm run bench [-- --skip-npm-test] [--quick] [--deep] [--only search,stdio,wire,e2e,memory,scaling,deep] [--render-only]
 *
 * `--deep` adds benchmark 7, the deep search (tens of minutes), which is left out otherwise.
 * `--merge` keeps the results in bench/results.json of the benchmarks this run does not measure
 * (e.g. `--only deep --merge` adds the deep search to the last full run).
 */
import { sdkMatrix } from './sdkMatrix.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { allCases } from '../engine/run/suiteCases.ts';
import type { BenchResults } from './BenchResults.ts';
import { mainCommand, npmTest } from './endToEnd.ts';
import { deepSearchRun } from './deepSearchRun.ts';
import { judgeTargets } from './judgeTargets.ts';
import { machineFacts } from './machine.ts';
import { memory } from './memory.ts';
import { profileSearch } from './profileSearch.ts';
import { renderReport } from './renderReport.ts';
import { scaling } from './scaling.ts';
import { searchAllCores } from './searchAllCores.ts';
import { searchThroughput } from './searchThroughput.ts';
import { REPO_ROOT } from './spawnTimed.ts';
import { stdioOverhead } from './stdioOverhead.ts';
import { wireScenarios } from './wireScenarios.ts';

const BENCHMARKS = ['search', 'stdio', 'scaling', 'memory', 'wire', 'e2e', 'deep', 'matrix'] as const;
type BenchmarkName = (typeof BENCHMARKS)[number];

const { values } = parseArgs({
  options: {
    'skip-npm-test': { type: 'boolean', default: false },
    deep: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    cold: { type: 'boolean', default: false },
    seed: { type: 'string', default: '42' },
    'render-only': { type: 'boolean', default: false },
    merge: { type: 'boolean', default: false },
  },
});

const propertyCasesInMainRun = allCases.filter((c) => c.id.startsWith('prop-')).length;
if (values['render-only']) {
  // Re-renders BENCHMARKS.md from bench/results.json without measuring anything.
  const saved = JSON.parse(readFileSync(join(REPO_ROOT, 'bench', 'results.json'), 'utf8')) as BenchResults;
  writeFileSync(join(REPO_ROOT, 'BENCHMARKS.md'), renderReport(saved, { propertyCasesInMainRun }));
  process.exit(0);
}
const quick = values.quick;
const seed = Number(values.seed);
const only = new Set(
  (values.only?.split(',') ?? BENCHMARKS.filter((b) => (b !== 'deep' || values.deep) && b !== 'matrix')).map((s) => s.trim()) as BenchmarkName[],
);
for (const name of only) {
  if (!BENCHMARKS.includes(name)) throw new Error(`Failed to parse --only: "${name}" is not one of ${BENCHMARKS.join(', ')}.`);
}
const reps = quick ? 2 : 5;
const argv = process.argv.slice(2);
const started = Date.now();
const log = (s: string): void => {
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}\n`);
};

const previous = values.merge
  ? (JSON.parse(readFileSync(join(REPO_ROOT, 'bench', 'results.json'), 'utf8')) as BenchResults & { targets?: unknown })
  : undefined;
const thisRun: NonNullable<BenchResults['mergedRuns']>[number] = {
  startedAt: new Date(started).toISOString(),
  durationMs: 0,
  command: `npm run bench${argv.length > 0 ? ` -- ${argv.join(' ')}` : ''}`,
  machine: machineFacts(),
};
const results: BenchResults =
  previous === undefined
    ? { ...thisRun, settings: { seed, reps, quick }, errors: [] }
    : (({ targets: _targets, ...kept }) => ({ ...kept, mergedRuns: [...(kept.mergedRuns ?? []), thisRun] }))(previous);

async function step(name: string, fn: () => Promise<void>): Promise<void> {
  log(`${name}…`);
  try {
    await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.errors.push({ benchmark: name, message });
    log(`${name} FAILED: ${message}`);
  }
}

const runs = quick ? 20 : 100;
if (only.has('search')) {
  await step('1. search throughput vs crypto bound', async () => {
    results.searchThroughput = await searchThroughput({ reps: quick ? 2 : 3, seed, runsPerProperty: runs, concurrency: 4, cryptoPairs: quick ? 500 : 2_000 }, log);
    results.searchProfile = await profileSearch({ seed, runsPerProperty: quick ? 20 : 50, concurrency: 4 });
  });
  await step('1. search throughput on all cores vs crypto bound on all cores', async () => {
    results.searchAllCores = await searchAllCores({ reps: quick ? 2 : 3, seed, runsPerProperty: runs, cryptoPairs: quick ? 1_000 : 4_000 }, log);
  });
}
if (only.has('stdio')) {
  await step('2. stdio overhead', async () => {
    results.stdioOverhead = await stdioOverhead({ reps: quick ? 2 : 3, seed, runsPerProperty: runs, concurrency: 22 }, log);
  });
}
if (only.has('scaling')) {
  await step('6. scaling with card size', async () => {
    results.scaling = await scaling({ reps, seed, casesPerPoint: quick ? 20 : 60 }, log);
  });
}
if (only.has('memory')) {
  await step('5. memory', async () => {
    results.memory = await memory({ cases: quick ? 10_000 : 100_000, seed });
    log(`  growth ${(results.memory.growth * 100).toFixed(1)} %, peak ${(results.memory.peakBytes / 2 ** 20).toFixed(0)} MB`);
  });
}
if (only.has('wire')) {
  await step('3. wire scenarios', async () => {
    results.wire = await wireScenarios({ reps, seed }, log);
  });
}
if (only.has('e2e')) {
  await step('4. main command', async () => {
    results.mainCommand = await mainCommand({ reps: quick ? 1 : 3, breakdown: !quick }, log);
  });
  if (values['skip-npm-test']) results.npmTest = { skipped: true };
  else {
    await step('4. npm test (once)', async () => {
      results.npmTest = await npmTest();
      log(`  npm test: ${(results.npmTest.wallMs / 1000).toFixed(1)} s, exit ${String(results.npmTest.exitCode)}`);
    });
  }
}

if (only.has('matrix')) {
  await step('8. SDK matrix', async () => {
    const cold = values.cold === true;
    const measured = await sdkMatrix({ cold }, log);
    results.sdkMatrix = { ...results.sdkMatrix, [cold ? 'cold' : 'cached']: measured };
  });
}

if (only.has('deep')) {
  await step('7. deep search', async () => {
    results.deepSearch = await deepSearchRun({ runs: quick ? 1_000 : 10_000, seeds: '1,2,3' });
    const { contract, client } = results.deepSearch;
    log(`  contract: ${contract.summary} in ${(contract.wallMs / 1000).toFixed(0)} s; client: ${client.summary} in ${(client.wallMs / 1000).toFixed(0)} s`);
  });
}

thisRun.durationMs = Date.now() - started;
thisRun.loadAverageAtEnd = loadavg()[0] ?? 0;
if (previous === undefined) {
  results.durationMs = thisRun.durationMs;
  results.loadAverageAtEnd = thisRun.loadAverageAtEnd;
}
writeFileSync(join(REPO_ROOT, 'bench', 'results.json'), `${JSON.stringify({ ...results, targets: judgeTargets(results) }, null, 2)}\n`);
writeFileSync(join(REPO_ROOT, 'BENCHMARKS.md'), renderReport(results, { propertyCasesInMainRun }));
for (const v of judgeTargets(results)) log(`target ${v.id}: ${v.met === null ? 'not measured' : v.met ? 'met' : 'MISSED'} — ${v.measured} (${v.target})`);
log(`wrote BENCHMARKS.md and bench/results.json in ${((Date.now() - started) / 1000).toFixed(0)} s`);
