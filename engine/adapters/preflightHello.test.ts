import { describe, expect, it } from 'vitest';
import type { AdapterModule } from '../../harness/contract/types.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { preflightHello } from './preflightHello.ts';

const greeting = { name: 'acme', version: '1.0.0', contractVersion: '1.1' };
const verify = { discover: () => ({}) as never, plan: () => ({}) as never };

async function preflight(adapter: AdapterModule): Promise<string> {
  const iut = createInProcessIut('./acme.ts', adapter, { deadlineMs: 200 });
  try {
    await preflightHello(iut, { source: './acme.ts', adapter });
    return 'accepted';
  } catch (e) {
    return `${(e as { code?: string }).code}: ${(e as Error).message}`;
  }
}

describe('preflightHello', () => {
  it('accepts an adapter whose declared roles it exports', async () => {
    expect(
      await preflight({ hello: () => ({ ...greeting, roles: ['verifier'] }), ...verify }),
    ).toBe('accepted');
  });

  it.each<[string, AdapterModule, string]>([
    [
      'a misspelled role',
      { hello: () => ({ ...greeting, roles: ['verifer'] }), ...verify } as unknown as AdapterModule,
      'USAGE: Failed to start the adapter ./acme.ts: its hello answer is outside the contract (Failed to accept the result of "hello" from ./acme.ts: /roles/0 must be equal to one of the allowed values (got "verifer"). Return a value matching the contract schema (harness/contract/contract.schema.json)). Declare roles among verifier, signer, consumer, client, agent.',
    ],
    [
      'a declared role whose call is missing',
      {
        hello: () => ({ ...greeting, roles: ['verifier'] }),
        discover: verify.discover,
      },
      'USAGE: Failed to start the adapter ./acme.ts: its hello declares the "verifier" role, but the module does not export "plan". Export "plan", or stop declaring the "verifier" role.',
    ],
    [
      'no role',
      { hello: () => ({ ...greeting, roles: [] }) },
      'USAGE: Failed to start the adapter ./acme.ts: its hello declares no role, so no rule would judge it and the run would pass. Declare at least one of verifier, signer, consumer, client.',
    ],
    [
      'a hello that throws',
      {
        hello: () => {
          throw new Error('config file missing\n    at hello (acme.ts:3)');
        },
      },
      'USAGE: Failed to start the adapter ./acme.ts: its hello failed (IUT_CRASHED): Failed to call "hello" on ./acme.ts: it threw Error: config file missing. Make hello answer as the contract says (docs/adapter-protocol.md).',
    ],
    [
      'a hello that never answers',
      { hello: () => new Promise<never>(() => {}) },
      'USAGE: Failed to start the adapter ./acme.ts: its hello failed (IUT_TIMEOUT): Failed to get an answer to "hello" from ./acme.ts: no result within 200 ms. Make the call return (or throw) before its deadline. Make hello answer as the contract says (docs/adapter-protocol.md).',
    ],
    [
      'a contract major the harness does not speak',
      {
        hello: () => ({ ...greeting, contractVersion: '2.0', roles: ['signer'] }),
        sign: () => ({}) as never,
      },
      'USAGE: Failed to start the adapter ./acme.ts: its hello failed (IUT_PROTOCOL_ERROR): Failed to handshake with ./acme.ts: it speaks contract 2.0, the harness speaks 1.2. Update the adapter. Make hello answer as the contract says (docs/adapter-protocol.md).',
    ],
  ])('refuses %s with one line naming the fix', async (_name, adapter, expected) => {
    const message = await preflight(adapter);
    expect(message).toBe(expected);
    expect(message).not.toContain('\n');
  });
});
