import type { Iut } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { createStdioIut } from '../../harness/transports/index.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { MUTANTS } from '../mutants/index.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseRecord, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import type { IutSource } from '../run/RunPhase.ts';
import { buildPropertyCases } from '../properties/index.ts';
import { createVendors, type VendorFleet } from '../../vendors/index.ts';
import { createCaseContext } from '../run/createCaseContext.ts';
import { declaredCanonicalizations } from '../run/declaredCanonicalizations.ts';
import { resolveInProcessIut } from '../run/resolveIuts.ts';
import { runCases } from '../run/runCases.ts';
import { type ServedWire, serveWire } from '../wire/serveWire.ts';
import { allCases } from '../run/suiteCases.ts';
import type { CaseJob } from './CaseJob.ts';

/**
 * What a worker keeps between jobs: opened IUTs (a stdio child is started once), the run
 * context, the vendor fleet and the wire it serves. All of it goes at {@link closeJobState}.
 */
interface JobState {
  iuts: Map<string, Iut>;
  contexts: Map<string, Promise<CaseContext>>;
  /** By run seed: vendor keys and identities derive from it. */
  fleets: Map<number, Promise<VendorFleet>>;
  /**
   * By wire transport: the one served now, and for which seed. One per transport, because two
   * msw servers must not patch one thread at once; a job for another seed replaces it.
   */
  wires: Map<string, { seed: number; served: Promise<ServedWire> }>;
}

const state: JobState = {
  iuts: new Map(),
  contexts: new Map(),
  fleets: new Map(),
  wires: new Map(),
};

async function openIut(source: IutSource, id: string, callMs: number): Promise<Iut> {
  const key = JSON.stringify(source);
  const known = state.iuts.get(key);
  if (known !== undefined) return known;
  let iut: Iut;
  if (source.kind === 'stdio') iut = createStdioIut(source.command, { deadlineMs: callMs });
  else if (source.kind === 'in-process')
    iut = (await resolveInProcessIut(source.nameOrPath, callMs)).iut;
  else {
    const mutant = MUTANTS.find((m) => m.id === source.id);
    if (mutant === undefined)
      throw new CrosscheckError(
        'INTERNAL',
        `Failed to open mutant ${source.id} in a worker: unknown id.`,
      );
    iut = createInProcessIut(id, mutant.adapter, { deadlineMs: callMs });
  }
  state.iuts.set(key, iut);
  return iut;
}

function fleetFor(seed: number): Promise<VendorFleet> {
  let fleet = state.fleets.get(seed);
  if (fleet === undefined) state.fleets.set(seed, (fleet = createVendors({ seed })));
  return fleet;
}

function contextFor(job: CaseJob): Promise<CaseContext> {
  const key = JSON.stringify([job.seed, job.budget, job.deadlines]);
  let ctx = state.contexts.get(key);
  if (ctx === undefined) {
    ctx = fleetFor(job.seed).then((fleet) =>
      createCaseContext({
        seed: job.seed,
        fleet,
        transport: 'in-process',
        deadlines: job.deadlines,
        budget: job.budget,
      }),
    );
    state.contexts.set(key, ctx);
  }
  return ctx;
}

function casesOf(job: CaseJob): ConformanceCase[] {
  const searches = job.shrink ? [] : buildPropertyCases({ shrink: false });
  return job.caseIds.map((id) => {
    const found = searches.find((c) => c.id === id) ?? allCases.find((c) => c.id === id);
    if (found === undefined)
      throw new CrosscheckError('INTERNAL', `Failed to run case ${id} in a worker: no such case.`);
    return found;
  });
}

/**
 * Runs one job the way the main thread would have run the same cases: the same context (from
 * the seed), the same case objects (by id), `runCases` one case at a time. Wire jobs serve the
 * worker's own fleet on the job's transport, as the wire phase does.
 */
export async function runCaseJob(job: CaseJob): Promise<CaseRecord[]> {
  const iut = await openIut(job.source, job.iutId, job.deadlines.callMs);
  let ctx: CaseContext = {
    ...(await contextFor(job)),
    iutCanonicalizations: declaredCanonicalizations(job.hello),
  };
  if (job.wire !== undefined) {
    const { kind, iutTransport } = job.wire;
    let wire = state.wires.get(kind);
    if (wire !== undefined && wire.seed !== job.seed) {
      await (await wire.served).close();
      wire = undefined;
    }
    if (wire === undefined) {
      wire = { seed: job.seed, served: fleetFor(job.seed).then((f) => serveWire(kind, f)) };
      state.wires.set(kind, wire);
    }
    ctx = { ...ctx, wire: (await wire.served).view(iutTransport) };
  }
  return runCases(iut, job.hello, job.transport, casesOf(job), ctx, { concurrency: 1 });
}

/** Closes what jobs opened: IUTs (stopping stdio children), served wires, the fleet. */
export async function closeJobState(): Promise<void> {
  await Promise.allSettled([...state.iuts.values()].map((iut) => iut.close()));
  await Promise.allSettled([...state.wires.values()].map(async (w) => (await w.served).close()));
  await Promise.allSettled([...state.fleets.values()].map(async (f) => (await f).close()));
  state.iuts.clear();
  state.wires.clear();
  state.contexts.clear();
  state.fleets.clear();
}
