import { lastJsonLine, spawnTimed } from './spawnTimed.ts';

/** What `bench/memoryChild.ts` prints. */
export interface MemoryChildOutput {
  cases: number;
  cardPool: number;
  concurrency: number;
  mismatches: number;
  baseline: { rss: number; heapUsed: number };
  checkpoints: Record<string, { rss: number; heapUsed: number; elapsedMs: number }>;
  peakSampledRss: number;
  maxRssBytes: number;
  elapsedMs: number;
  casesPerSecond: number;
  series: { cases: number; rss: number }[];
}

export interface MemoryResult extends MemoryChildOutput {
  command: string;
  /** Cases at the first compared checkpoint: a tenth of the run (10,000 of 100,000). */
  tenthCases: number;
  rssAtTenth: number;
  rssAtEnd: number;
  /** (rss at the end − rss at a tenth) / rss at a tenth, after full collections. Target < 0.20. */
  growth: number;
  /** Peak resident memory of the child over the whole run. Target < 500 MB. */
  peakBytes: number;
}

/**
 * Benchmark 5: resident memory after a tenth of the cases and after all of them (10,000 and 100,000 by default) of discover through the in-process
 * `reference` IUT, in a child process with `--expose-gc` (nothing else lives in its heap).
 */
export async function memory(o: { cases: number; seed: number }): Promise<MemoryResult> {
  const command = `node --expose-gc --import tsx bench/memoryChild.ts ${o.cases} ${o.seed}`;
  const run = await spawnTimed(command, { timeoutMs: 400_000 });
  if (run.exitCode !== 0) throw new Error(`Failed to run the memory benchmark: \`${command}\` exited ${String(run.exitCode ?? run.signal)}. ${run.stderrTail.slice(-800)}`);
  const out = lastJsonLine<MemoryChildOutput>(run);
  const tenthCases = Math.round(o.cases / 10);
  const atTenth = out.checkpoints[String(tenthCases)]?.rss ?? Number.NaN;
  const atEnd = out.checkpoints[String(o.cases)]?.rss ?? Number.NaN;
  return {
    command,
    ...out,
    tenthCases,
    rssAtTenth: atTenth,
    rssAtEnd: atEnd,
    growth: (atEnd - atTenth) / atTenth,
    peakBytes: Math.max(out.maxRssBytes, out.peakSampledRss),
  };
}
