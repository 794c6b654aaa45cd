import { describe, expect, it } from 'vitest';
import type { AdapterModule, DiscoverParams } from '../contract/types.ts';
import { createInProcessIut } from './inProcessIut.ts';

const HELLO = { name: 'throws', version: '1.0.0', contractVersion: '1.1', roles: ['verifier'] };

/** An adapter whose discover throws `error`. */
const throwing = (error: unknown): AdapterModule =>
  ({
    hello: () => HELLO,
    discover: () => {
      throw error;
    },
  }) as unknown as AdapterModule;

describe('an in-process adapter that throws', () => {
  it.each([
    {
      thrown: new Error('disk full'),
      message: 'Failed to call "discover" on throws: it threw Error: disk full.',
    },
    {
      thrown: new Error('Pass plain JSON.'),
      message: 'Failed to call "discover" on throws: it threw Error: Pass plain JSON.',
    },
    {
      thrown: 'what?',
      message: 'Failed to call "discover" on throws: it threw what?',
    },
  ])('is IUT_CRASHED with one full stop: $message', async ({ thrown, message }) => {
    const iut = createInProcessIut('throws', throwing(thrown));

    const call = iut.call('discover', { cardBase64: '' } as DiscoverParams, { deadlineMs: 1_000 });

    await expect(call).rejects.toMatchObject({ code: 'IUT_CRASHED', message });
  });
});
