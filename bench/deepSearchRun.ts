import { spawnTimed } from './spawnTimed.ts';

/** What one run of the deep search printed and took. */
export interface DeepSearchPart {
  command: string;
  wallMs: number;
  /** CPU time of the whole process, every worker thread included (its last line says it). */
  cpuMs: number | null;
  exitCode: number | null;
  /** Its last line: "N/M property searches passed (runs each, workers, ms, cpu ms)". */
  summary: string;
  /** The slowest (property, seed) searches, with their times (they ran concurrently). */
  slowest: { line: string; ms: number }[];
}

/** Benchmark 7: the deep search in its two parts, run one after the other. */
export interface DeepSearchResult {
  /** The contract-level properties (`--wire skip`): the set first timed at 1,412 s on one thread, grown since. */
  contract: DeepSearchPart;
  /** The client-role properties on msw (`--wire only`): whole delegations to generated fleets. */
  client: DeepSearchPart;
  /** Both parts: what `engine/properties/deepSearch.ts` with no `--wire` runs. */
  wallMs: number;
}

async function part(runs: number, seeds: string, wire: 'skip' | 'only'): Promise<DeepSearchPart> {
  const command = `npx tsx engine/properties/deepSearch.ts --runs ${runs} --seeds ${seeds} --wire ${wire}`;
  const run = await spawnTimed(command, { timeoutMs: 4 * 3_600_000 });
  const lines = run.stdout.trim().split('\n');
  const summary = lines.at(-1) ?? '';
  const slowest = lines
    .map((line) => ({ line, ms: Number(/ (\d+) ms$/.exec(line)?.[1] ?? Number.NaN) }))
    .filter((l) => Number.isFinite(l.ms))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  const cpu = /cpu (\d+) ms\)$/.exec(summary)?.[1];
  return { command, wallMs: run.wallMs, cpuMs: cpu === undefined ? null : Number(cpu), exitCode: run.exitCode, summary, slowest };
}

/**
 * Benchmark 7: the deep search (every property at 100 × its default budget against `reference`,
 * seeds 1, 2, 3, spread over one worker thread per core), contract-level part then client-role
 * part, each timed from spawn to exit. Long (tens of minutes), so it runs only when asked.
 */
export async function deepSearchRun(o: { runs: number; seeds: string }): Promise<DeepSearchResult> {
  const contract = await part(o.runs, o.seeds, 'skip');
  const client = await part(o.runs, o.seeds, 'only');
  return { contract, client, wallMs: contract.wallMs + client.wallMs };
}
