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
  rssAt10k: number;
  rssAt100k: number;
  /** (rss at 100k − rss at 10k) / rss at 10k, after full collections. Target < 0.20. */
  growth: number;
  /** Peak resident memory of the child over the whole run. Target < 500 MB. */
  peakBytes: number;
}

/**
 * Benchmark 5: resident memory after 10,000 and 100,000 discover cases through the in-process
 * `reference` IUT, in a child process with `--expose-gc` (nothing else lives in its heap).
 */
export async function memory(o: { cases: number; seed: number }): Promise<MemoryResult> {
  const command = `node --expose-gc --import tsx bench/memoryChild.ts ${o.cases} ${o.seed}`;
  const run = await spawnTimed(command, { timeoutMs: 400_000 });
  if (run.exitCode !== 0) throw new Error(`Failed to run the memory benchmark: \`${command}\` exited ${String(run.exitCode ?? run.signal)}. ${run.stderrTail.slice(-800)}`);
  const out = lastJsonLine<MemoryChildOutput>(run);
  const at10k = out.checkpoints['10000']?.rss ?? Number.NaN;
  const at100k = out.checkpoints['100000']?.rss ?? Number.NaN;
  return {
    command,
    ...out,
    rssAt10k: at10k,
    rssAt100k: at100k,
    growth: (at100k - at10k) / at10k,
    peakBytes: Math.max(out.maxRssBytes, out.peakSampledRss),
  };
}
