/**
 * Child process of the memory benchmark (run with `--expose-gc`, so every reading follows a full
 * collection): discover calls through the in-process `reference` IUT with generated, signed
 * cards, each answer compared with the reference model's. Prints one JSON line on stdout.
 *
 *   node --expose-gc --import tsx bench/memoryChild.ts <cases> [seed]
 */
import fc from 'fast-check';
import type { DiscoverParams } from '../harness/contract/types.ts';
import { cardArb } from '../harness/generators/index.ts';
import { createModel } from '../harness/model/index.ts';
import { createInProcessIut } from '../harness/transports/index.ts';
import { referenceAdapter } from '../implementations/reference/createReferenceAdapter.ts';
import { matchExpected } from '../scenarios/core/matchExpected.ts';
import { createPropertyContext } from '../engine/properties/createPropertyContext.ts';
import { scenarioParams } from '../scenarios/properties/index.ts';
import { greet } from './propertyRig.ts';

/** Distinct pre-signed cards the cases cycle through (signing each case would dominate the run). */
const CARD_POOL = 128;
/** Calls in flight (the engine runs cases concurrently). */
const CONCURRENCY = 8;
const SAMPLE_EVERY = 1_000;

const total = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? 42);
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('Failed to measure memory: run with --expose-gc.');

function settledRss(): { rss: number; heapUsed: number } {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed };
}

const ctx = await createPropertyContext(seed, 1);
const oracle = createModel();
const cards = fc.sample(cardArb(), { seed, numRuns: CARD_POOL });
const pool: { params: DiscoverParams; expected: unknown }[] = [];
for (const [i, card] of cards.entries()) {
  const canonicalization = i % 2 === 0 ? 'jcs-emitted' : 'a2a-1.0';
  const params = await scenarioParams({ call: 'discover', card: { card, sign: { canonicalization } }, policy: { canonicalization } }, ctx);
  pool.push({ params, expected: JSON.parse(JSON.stringify(await oracle.discover(params))) as unknown });
}
const iut = createInProcessIut('reference', referenceAdapter);
await greet(iut);

let done = 0;
let mismatches = 0;
let peakSampledRss = 0;
const series: { cases: number; rss: number }[] = [];
async function runCases(count: number): Promise<void> {
  const target = done + count;
  let next = done;
  const worker = async (): Promise<void> => {
    while (next < target) {
      const { params, expected } = pool[next % pool.length]!;
      next += 1;
      const answer = await iut.call('discover', params);
      if (matchExpected(answer, expected).length > 0) mismatches += 1;
      done += 1;
      if (done % SAMPLE_EVERY === 0) {
        const rss = process.memoryUsage().rss;
        peakSampledRss = Math.max(peakSampledRss, rss);
        series.push({ cases: done, rss });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const baseline = settledRss();
const started = performance.now();
const checkpoints: Record<string, { rss: number; heapUsed: number; elapsedMs: number }> = {};
// Checkpoints at 1 %, 10 % and 100 % of the run: 1,000, 10,000 and 100,000 cases by default.
for (const mark of [total / 100, total / 10, total].map(Math.round)) {
  await runCases(mark - done);
  checkpoints[String(mark)] = { ...settledRss(), elapsedMs: performance.now() - started };
}
const elapsedMs = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({
    cases: done,
    cardPool: CARD_POOL,
    concurrency: CONCURRENCY,
    mismatches,
    baseline,
    checkpoints,
    peakSampledRss,
    // process.resourceUsage().maxRSS is in kilobytes: the true peak, between samples too.
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    elapsedMs,
    casesPerSecond: (done / elapsedMs) * 1000,
    series: series.filter((_, i) => i % 10 === 9),
  })}\n`,
);
