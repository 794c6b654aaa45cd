import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterModule } from '../../harness/contract/types.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { createReferenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { createPropertyContext } from '../../engine/properties/createPropertyContext.ts';
import { propertyCases } from '../../engine/properties/index.ts';
import { serveWire, type ServedWire } from '../../engine/wire/serveWire.ts';
import { createVendors, type VendorFleet } from '../../vendors/index.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';

/**
 * A client that sends nothing: every delegation comes back `error` without a request on the
 * wire. It breaks none of the prohibitions (no send to a wrong peer, no activation, no retry),
 * so only the positive obligation every client property carries, that a delegation a conforming
 * client sends does reach a usable peer, can fail it; reference keeps it on the same inputs.
 */
const silent: AdapterModule = {
  ...createReferenceAdapter('silent'),
  delegate: () => ({
    outcome: 'error',
    error: { type: 'DiscoveryError', code: 'INTERNAL', message: 'sends nothing' },
  }),
};

const SEED = 42;
const RUNS = 30;
const clientCases = propertyCases.filter((c) => c.wire === true);

let fleet: VendorFleet;
let served: ServedWire;
let ctx: CaseContext;

beforeAll(async () => {
  fleet = await createVendors({ seed: SEED });
  served = await serveWire('msw', fleet);
  const base = await createPropertyContext(SEED, RUNS);
  ctx = { ...base, transport: 'msw', wire: served.view('in-process') };
});

afterAll(async () => {
  await served.close();
  fleet.close();
});

describe('a client that sends nothing', () => {
  it('has all ten client properties to fail', () => {
    expect(clientCases).toHaveLength(10);
  });

  it.each(clientCases.map((c) => [c.id] as const))('fails %s', async (id) => {
    const c = clientCases.find((x) => x.id === id)!;
    const o = await c.run(createInProcessIut('silent', silent), ctx);
    expect(o.verdict, o.evidence.summary).toBe('fail');
    // XV-DEL-004 already owed a fallback; the other six owe only the positive obligation.
    expect(o.evidence.summary).toMatch(
      /none received a SendMessage carrying its parts|fell back to none of them/,
    );
  });

  it.each(clientCases.map((c) => [c.id] as const))('where reference passes %s', async (id) => {
    const c = clientCases.find((x) => x.id === id)!;
    const o = await c.run(createInProcessIut('reference', createReferenceAdapter()), ctx);
    expect(o.verdict, o.evidence.summary).toBe('pass');
  });
});
