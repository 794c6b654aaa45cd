import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import type { ConformanceOutcome } from '../run/runConformance.ts';
import { resolveInProcessIut } from '../run/resolveIuts.ts';
import { runConformance } from '../run/runConformance.ts';
import { allCases } from '../run/suiteCases.ts';
import { wirePhase } from '../wire/wirePhase.ts';
import { WorkerPool } from './WorkerPool.ts';

/** Rules whose properties span the verifier, consumer, signer and client roles. */
const RULES = ['XV-NEG-001', 'XV-DEL-004', 'XV-STR-001', 'A2A-SIG-003'];

let jobs = { done: 0, failed: 0 };

async function run(workers: number): Promise<ConformanceOutcome> {
  const options = resolveOptions({ seed: 42, runs: 30, rule: RULES, transports: ['msw'], workers });
  const pool = workers > 1 ? new WorkerPool(workers) : undefined;
  const search = pool === undefined ? {} : { workers: { pool } };
  try {
    const outcome = await runConformance({
      options,
      iuts: [
        await resolveInProcessIut('reference', options.deadlines.callMs),
        await resolveInProcessIut('naive', options.deadlines.callMs),
      ],
      cases: allCases,
      phases: [wirePhase(allCases, search)],
      ...search,
    });
    if (pool !== undefined) jobs = pool.stats;
    return outcome;
  } finally {
    await pool?.close();
  }
}

/** What must not depend on the number of workers: every verdict and every counterexample. */
function essence(records: readonly CaseRecord[]) {
  return records.map((r) => ({
    case: r.caseId,
    iut: r.iut,
    transport: r.transport,
    verdict: r.verdict,
    path: r.evidence.counterexample?.path ?? null,
    input: r.evidence.counterexample?.input ?? null,
    replay: r.evidence.replay ?? null,
  }));
}

describe('--workers', () => {
  it('gives the same records and differential for a seed on 1 and on 2 workers (contract and wire properties)', async () => {
    const first = await run(1);
    const second = await run(2);
    const [one, two] = [first.records, second.records];
    expect(essence(two)).toEqual(essence(one));
    // The differential check is made of the searches' answers: the same whatever the threads.
    expect(second.differential).toEqual(first.differential);
    expect(first.differential?.findings.length).toBeGreaterThan(0);
    // The comparison covers searches that fail and shrink, on every role, in and off the wire.
    expect(
      one.filter((r) => r.caseId.startsWith('prop-') && r.verdict === 'fail').length,
    ).toBeGreaterThan(4);
    expect(one.some((r) => r.caseId.startsWith('prop-client-') && r.transport === 'msw')).toBe(
      true,
    );
    // And the two-worker run ran every search in the threads, none on the main thread.
    const searches = one.filter(
      (r) => r.caseId.startsWith('prop-') && r.verdict !== 'not-applicable',
    );
    expect(jobs).toEqual({ done: searches.length, failed: 0 });
  });
});
