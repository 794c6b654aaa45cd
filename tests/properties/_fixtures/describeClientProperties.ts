import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorTransport } from '../../../harness/options/RunOptions.ts';
import { createInProcessIut } from '../../../harness/transports/inProcessIut.ts';
import { naiveAdapter } from '../../../implementations/naive/index.ts';
import { referenceAdapter } from '../../../implementations/reference/createReferenceAdapter.ts';
import { createPropertyContext } from '../../../engine/properties/createPropertyContext.ts';
import { serveWire, type ServedWire } from '../../../engine/wire/serveWire.ts';
import { createVendors, type VendorFleet } from '../../../vendors/index.ts';
import type { CaseContext } from '../../../scenarios/core/CaseContext.ts';
import type { CaseOutcome } from '../../../scenarios/core/ConformanceCase.ts';
import { regressionCases } from '../../../engine/regressions/index.ts';
import { propertyCases, replayProperty } from '../../../engine/properties/index.ts';
import type { DelegateScenario } from '../../../scenarios/properties/client/DelegateScenario.ts';

const SEED = 42;
const naive = createInProcessIut('naive', naiveAdapter);
const reference = createInProcessIut('reference', referenceAdapter);
const clientCases = propertyCases.filter((c) => c.wire === true);

/**
 * The client-role properties on one wire transport: naive (a client that retries, activates
 * extensions toward defaulted lists and ignores `append`) falsifies every one with a shrunk fleet
 * and a replay command that reproduces it; reference passes; the committed wire regression
 * fails on naive and passes on reference.
 */
export function describeClientProperties(kind: VendorTransport, referenceRuns: number): void {
  let fleet: VendorFleet;
  let served: ServedWire;
  let ctx: CaseContext;
  const found = new Map<string, CaseOutcome>();

  beforeAll(async () => {
    fleet = await createVendors({ seed: SEED });
    served = await serveWire(kind, fleet);
    const base = await createPropertyContext(SEED, 100);
    ctx = { ...base, transport: kind, wire: served.view('in-process') };
    for (const c of clientCases) found.set(c.id, await c.run(naive, ctx));
  }, 120_000);

  afterAll(async () => {
    await served.close();
    fleet.close();
  });

  describe(`client-role properties over ${kind}`, () => {
    it('covers XV-NEG-002, XV-NEG-006, XV-DEL-001..006 and XV-STR-001', () => {
      // Two properties judge XV-DEL-006: a silent peer, and an answer served below its JSON value.
      expect(
        clientCases
          .filter((c) => c.rule === 'XV-DEL-006')
          .map((c) => c.id)
          .sort(),
      ).toEqual(['prop-client-answer-bytes', 'prop-client-silent-peer-not-completed']);
      expect([...new Set(clientCases.map((c) => c.rule))].sort()).toEqual([
        'XV-DEL-001',
        'XV-DEL-002',
        'XV-DEL-003',
        'XV-DEL-004',
        'XV-DEL-005',
        'XV-DEL-006',
        'XV-NEG-002',
        'XV-NEG-006',
        'XV-STR-001',
      ]);
    });

    it.each(clientCases.map((c) => [c.id, c.rule] as const))(
      'naive falsifies %s (%s) with a shrunk fleet and a replay command',
      (id, rule) => {
        const o = found.get(id)!;
        expect(o.verdict, o.evidence.summary).toBe('fail');
        const input = o.evidence.counterexample?.input as DelegateScenario;
        expect(input.fleet.length).toBeLessThanOrEqual(2);
        expect(o.evidence.replay).toBe(
          `npx a2a-crosscheck replay --rule ${rule} --iut naive --case ${id} --seed ${SEED} --path "${o.evidence.counterexample?.path}" --transport ${kind}`,
        );
        expect(o.evidence.transcript?.some((e) => e.direction === 'request')).toBe(true);
      },
    );

    it('replays a counterexample to the same outcome', async () => {
      const o = found.get('prop-client-no-retry-falls-back')!;
      const { seed, path } = o.evidence.counterexample!;
      const replayed = await replayProperty({
        rule: 'XV-DEL-004',
        caseId: 'prop-client-no-retry-falls-back',
        seed,
        path,
        iut: naive,
        ctx,
      });
      expect(replayed.verdict).toBe('fail');
      expect(replayed.evidence.counterexample?.input).toEqual(o.evidence.counterexample?.input);
      expect(replayed.evidence.summary).toBe(o.evidence.summary);
    });

    it(`reference passes every client-role property (${referenceRuns} runs)`, async () => {
      const small = { ...ctx, budget: { ...ctx.budget, runs: referenceRuns } };
      const bad: string[] = [];
      for (const c of clientCases) {
        const o = await c.run(reference, small);
        if (o.verdict !== 'pass') bad.push(`${c.id}: ${o.evidence.summary}`);
      }
      expect(bad).toEqual([]);
    }, 120_000);

    it('keeps the wire regression: it fails on naive and passes on reference', async () => {
      const wired = regressionCases.filter((c) => c.wire === true);
      expect(wired.length).toBeGreaterThan(0);
      for (const c of wired) {
        expect((await c.run(naive, ctx)).verdict).toBe('fail');
        expect((await c.run(reference, ctx)).verdict).toBe('pass');
      }
    });
  });
}
