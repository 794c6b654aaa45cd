import { expect, it } from 'vitest';
import { createVendors } from './createVendors.ts';
import { startMswServer } from './msw/createMswHandlers.ts';
import { describeFleetOverTransport } from './_fixtures/fleetSuite.ts';
import { AGENT_CARD_PATH, fetchDocument, WIRE_DEFAULTS } from '../harness/wire/index.ts';

describeFleetOverTransport('msw', async (fleet) => startMswServer(fleet));

it('msw refuses a URL no vendor handles (onUnhandledRequest: "error")', async () => {
  const fleet = await createVendors({ seed: 42, personas: ['vendor-c'] });
  const transport = startMswServer(fleet);
  try {
    const outcome = await fetchDocument(`http://127.0.0.1:47999${AGENT_CARD_PATH}`, {
      allowRemote: false,
      deadlineMs: 1_000,
      maxResponseBytes: WIRE_DEFAULTS.maxResponseBytes,
    }).catch((e: unknown) => e);

    expect(outcome).toMatchObject({ code: 'NET_UNREACHABLE' });
  } finally {
    await transport.close();
    fleet.close();
  }
});
