import type { HelloResult } from '../../harness/contract/types.ts';
import { isHarnessDefect } from '../../harness/errors/index.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseRecord, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import type { ResolvedIut } from '../run/RunPhase.ts';
import { type RunCasesOptions, runCases } from '../run/runCases.ts';
import { ABORTED, untilAborted } from '../run/untilAborted.ts';
import type { CaseJob } from './CaseJob.ts';
import type { WorkerPool } from './WorkerPool.ts';

/**
 * Runs work on this thread after the work handed to it before has settled: for cases that share
 * state here (the wire phase's fleet and its transcripts) while other work goes on.
 */
export type OneAtATime = <T>(work: () => Promise<T>) => Promise<T>;

/** Where the search runs: a pool of worker threads, and whether failures shrink. */
export interface SearchWorkers {
  pool: WorkerPool;
  /** Shrink failures in the workers (default true; the self-test turns it off). */
  shrink?: boolean;
}

/**
 * Runs `cases` against one IUT like {@link runCases}, sending each property search the IUT
 * declares the role of to the worker pool (one case per job, so threads balance) while the
 * rest run here. An IUT with no `source` (an adapter object) runs everything here. A job the
 * pool cannot run (a thread died) runs here instead. Records come back in the cases' order,
 * identical whatever the number of workers: each search depends only on the seed and budget.
 */
export async function runSearchCases(
  resolved: ResolvedIut,
  hello: HelloResult,
  transport: TransportName,
  cases: readonly ConformanceCase[],
  ctx: CaseContext,
  options: RunCasesOptions & {
    workers?: SearchWorkers;
    wire?: CaseJob['wire'];
    /** Queues what runs on this thread (default: it runs at once). */
    oneAtATime?: OneAtATime;
  } = {},
): Promise<CaseRecord[]> {
  const { workers, wire, oneAtATime = (work) => work(), ...local } = options;
  const source = resolved.source;
  const here = (these: readonly ConformanceCase[]): Promise<CaseRecord[]> =>
    oneAtATime(() => runCases(resolved.iut, hello, transport, these, ctx, local));
  const remote = (c: ConformanceCase) => c.search === true && hello.roles.includes(c.role);
  if (workers === undefined || workers.pool.size < 2 || source === undefined || !cases.some(remote))
    return here(cases);
  const job = (c: ConformanceCase): CaseJob => ({
    source,
    iutId: resolved.iut.id,
    transport,
    hello,
    caseIds: [c.id],
    shrink: workers.shrink ?? true,
    seed: ctx.seed,
    budget: ctx.budget,
    deadlines: ctx.deadlines,
    ...(wire === undefined ? {} : { wire }),
  });
  const [mine, ...theirs] = await Promise.all([
    here(cases.filter((c) => !remote(c))),
    ...cases.filter(remote).map(async (c) => {
      const records = await untilAborted(
        workers.pool
          // One case's jobs share a thread where they can: its stage is made there once.
          .run(job(c), `${c.id}|${ctx.seed}`)
          // A thread that died: the job runs here instead. A harness defect stops the run.
          .catch((error: unknown) => (isHarnessDefect(error) ? Promise.reject(error) : here([c]))),
        local.signal,
      );
      if (records === ABORTED) return [];
      for (const r of records) local.onCaseDone?.(r);
      return records;
    }),
  ]);
  // After an abort only finished cases have records (as runCases does): match them by case id.
  const byId = new Map([...mine, ...theirs.flat()].map((r) => [r.caseId, r]));
  return cases.flatMap((c) => byId.get(c.id) ?? []);
}
