import { selectShard } from '../harness/options/selectShard.ts';
import { startLoopbackServer, startMswServer, type VendorTransport } from '../vendors/index.ts';
import type { CaseRecord, ConformanceCase } from '../scenarios/core/ConformanceCase.ts';
import type { PhaseInput, RunPhase } from '../scenarios/core/RunPhase.ts';
import { declaredCanonicalizations } from './declaredCanonicalizations.ts';
import { runCases } from './runCases.ts';

/**
 * The wire phase: serves the fleet on each selected transport and runs the wire cases against
 * every IUT that declares the `client` role. Cases run one at a time because they read the
 * vendors' shared transcripts. A child-process IUT cannot see msw's in-process interception,
 * so it runs on loopback only.
 */
export function wirePhase(cases: readonly ConformanceCase[]): RunPhase {
  return async ({ ctx, fleet, rules, iuts, options }: PhaseInput): Promise<CaseRecord[]> => {
    const selected = cases.filter((c) => c.wire === true && rules.has(c.rule));
    const records: CaseRecord[] = [];
    const clients = iuts.filter(({ hello }) => hello.roles.includes('client'));
    if (selected.length === 0 || clients.length === 0) return records;
    for (const kind of options.transports) {
      const users = clients.filter(
        ({ resolved }) => kind === 'loopback' || resolved.transport === 'in-process',
      );
      if (users.length === 0) continue;
      const served: VendorTransport =
        kind === 'msw' ? startMswServer(fleet) : await startLoopbackServer(fleet);
      try {
        const wireCtx = { ...ctx, wire: { kind, fleet, urls: served.urls } };
        for (const { resolved, hello } of users) {
          const mine = selectShard(
            selected,
            (c) => `${c.rule}|${resolved.iut.id}|${c.vendor ?? '-'}|${kind}`,
            options.shard,
          );
          records.push(
            ...(await runCases(
              resolved.iut,
              hello,
              kind,
              mine,
              { ...wireCtx, iutCanonicalizations: declaredCanonicalizations(hello) },
              { concurrency: 1 },
            )),
          );
        }
      } finally {
        await served.close();
      }
    }
    return records;
  };
}
