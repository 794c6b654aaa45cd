import type { MainCommandResult, NpmTestResult } from './endToEnd.ts';
import type { DeepSearchResult } from './deepSearchRun.ts';
import type { MachineFacts } from './machine.ts';
import type { MemoryResult } from './memory.ts';
import type { SearchProfile } from './profileSearch.ts';
import type { ScalingResult } from './scaling.ts';
import type { SearchAllCoresResult } from './searchAllCores.ts';
import type { SearchThroughputResult } from './searchThroughput.ts';
import type { StdioOverheadResult } from './stdioOverhead.ts';
import type { WireTransportResult } from './wireScenarios.ts';
import type { SdkMatrixResult } from './sdkMatrix.ts';

/** Everything one `npm run bench` measured: written to bench/results.json, rendered to BENCHMARKS.md. */
export interface BenchResults {
  startedAt: string;
  durationMs: number;
  /** How the run was started, e.g. `npm run bench -- --skip-npm-test`. */
  command: string;
  machine: MachineFacts;
  /** 1-minute load average when the run ended; above the core count, other work competed. */
  loadAverageAtEnd?: number;
  settings: { seed: number; reps: number; quick: boolean };
  /** Later runs whose results were merged in (`--merge`), each with its own command and machine state. */
  mergedRuns?: { startedAt: string; durationMs: number; command: string; machine: MachineFacts; loadAverageAtEnd?: number }[];
  searchThroughput?: SearchThroughputResult;
  /** Benchmark 1 on every core: the search in worker threads. */
  searchAllCores?: SearchAllCoresResult;
  /** Benchmark 7: the deep search, run only with `--deep`. */
  deepSearch?: DeepSearchResult;
  searchProfile?: SearchProfile;
  stdioOverhead?: StdioOverheadResult;
  wire?: WireTransportResult[];
  mainCommand?: MainCommandResult;
  npmTest?: NpmTestResult | { skipped: true };
  memory?: MemoryResult;
  scaling?: ScalingResult;
  /** Benchmark 8: the SDK matrix, cached and (with `--cold`) from empty build folders. */
  sdkMatrix?: { cached?: SdkMatrixResult; cold?: SdkMatrixResult };
  /** Benchmarks that threw, with the message. */
  errors: { benchmark: string; message: string }[];
}

/** One target, judged. */
export interface TargetVerdict {
  id: string;
  what: string;
  target: string;
  measured: string;
  met: boolean | null;
  /** How far from the target, in words ("2.3× under the limit", "0.21 short of 0.5"). */
  margin: string;
}
