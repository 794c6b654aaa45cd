import type { VendorTransport } from '../../harness/options/RunOptions.ts';
import { selectShard } from '../../harness/options/selectShard.ts';
import type { CaseRecord, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import type { PhaseInput, RunPhase } from '../run/RunPhase.ts';
import { declaredCanonicalizations } from '../run/declaredCanonicalizations.ts';
import { type OneAtATime, type SearchWorkers, runSearchCases } from '../workers/runSearchCases.ts';
import { type ServedWire, serveWire } from './serveWire.ts';

type Client = PhaseInput['iuts'][number];

/**
 * Why a child-process client runs on loopback whatever `--transport` says: msw intercepts
 * requests inside this process only, and the IUT's requests leave another one.
 */
const LOOPBACK_NOTE =
  'served on loopback although --transport did not name it: a child-process IUT cannot see msw, which intercepts requests inside the harness process only';

/**
 * The transports each client runs the wire cases on: an in-process IUT every selected one; a
 * child-process IUT loopback, always (DESIGN §4), so a stdio client is never skipped silently.
 */
export function wireTransportsFor(
  client: Client,
  selected: readonly VendorTransport[],
): { kind: VendorTransport; substituted: boolean }[] {
  if (client.resolved.transport === 'in-process')
    return selected.map((kind) => ({ kind, substituted: false }));
  return [{ kind: 'loopback', substituted: !selected.includes('loopback') }];
}

/**
 * The wire phase: serves the fleet, with free slots for the fleets the client-role properties
 * generate, on each transport some client needs, and runs the wire cases
 * against every IUT that declares the `client` role: the seed cases one at a time, because they
 * read the vendors' transcripts, and the client properties of every client at once in the
 * search workers.
 */
export function wirePhase(
  cases: readonly ConformanceCase[],
  options: { workers?: SearchWorkers } = {},
): RunPhase {
  return async (input: PhaseInput): Promise<CaseRecord[]> => {
    const { rules, iuts, options: run } = input;
    const selected = cases.filter((c) => c.wire === true && rules.has(c.rule));
    const records: CaseRecord[] = [];
    const clients = iuts.filter(({ hello }) => hello.roles.includes('client'));
    if (selected.length === 0 || clients.length === 0) return records;
    const [ctx, fleet] = [await input.context(), await input.fleet()];
    const kinds: VendorTransport[] = [...run.transports];
    if (!kinds.includes('loopback') && clients.some((c) => c.resolved.transport !== 'in-process'))
      kinds.push('loopback');
    for (const kind of kinds) {
      const users = clients.flatMap((c) =>
        wireTransportsFor(c, run.transports)
          .filter((t) => t.kind === kind)
          .map((t) => ({ client: c, substituted: t.substituted })),
      );
      if (users.length === 0) continue;
      // This thread serves the fleet once the phases beside the cases are done (msw patches its
      // `fetch`, which their agent checks use); the client properties go to the worker threads
      // at once, where each serves a fleet of its own.
      let served: ServedWire | undefined;
      const serving = input.besideDone.then(() => serveWire(kind, fleet)).then((s) => (served = s));
      // Seed scenarios share the fleet's transcripts, so they run one at a time, client after
      // client, while the client properties run in the workers, every client's at once.
      let queue: Promise<unknown> = serving;
      const oneAtATime: OneAtATime = (work) => {
        const next = queue.then(work);
        queue = next.catch(() => undefined);
        return next;
      };
      try {
        const runs = users.map(({ client, substituted }) => {
          const { resolved, hello } = client;
          // Read by the cases run on this thread only, which wait for `serving`.
          const wireCtx = {
            ...ctx,
            get wire() {
              return served!.view(resolved.transport);
            },
            iutCanonicalizations: declaredCanonicalizations(hello),
          };
          const mine = selectShard(
            selected,
            (c) => `${c.rule}|${resolved.iut.id}|${c.vendor ?? '-'}|${kind}`,
            run.shard,
          );
          return runSearchCases(resolved, hello, kind, mine, wireCtx, {
            concurrency: 1,
            wire: { kind, iutTransport: resolved.transport },
            oneAtATime,
            ...(options.workers === undefined ? {} : { workers: options.workers }),
          }).then((done) => (substituted ? done.map(withLoopbackNote) : done));
        });
        // Every client's work settles before the fleet is closed; the first failure is thrown.
        for (const settled of await Promise.allSettled(runs)) {
          if (settled.status === 'rejected') throw settled.reason;
          records.push(...settled.value);
        }
      } finally {
        await serving.catch(() => undefined);
        await served?.close();
        fleet.resetTranscripts();
      }
    }
    return records;
  };
}

function withLoopbackNote(record: CaseRecord): CaseRecord {
  const details = [record.evidence.details, LOOPBACK_NOTE].filter(Boolean).join('\n');
  return { ...record, evidence: { ...record.evidence, details } };
}
