import { describe, expect, it } from 'vitest';
import type { DiscoverParams } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { createInProcessIut, handshake } from '../../harness/transports/inProcessIut.ts';
import { type HostileBehaviour, createHostileAdapter } from './createHostileAdapter.ts';
import { casePolicy } from '../../harness/vocabulary/index.ts';

/**
 * Each hostile behaviour through the in-process transport: the call fails with a typed error
 * whose message names the call, the IUT and what came back, within the deadline's order.
 */
const DEADLINE_MS = 150;

const params: DiscoverParams = {
  cardBase64: Buffer.from('{"name":"x"}').toString('base64'),
  jwks: { keys: [] },
  policy: casePolicy(),
};

const CASES: { behaviour: HostileBehaviour; code: string; says: RegExp }[] = [
  {
    behaviour: 'throws',
    code: 'IUT_CRASHED',
    says: /"discover" on hostile-throws: it threw Error: hostile adapter: discover exploded/,
  },
  {
    behaviour: 'rejects',
    code: 'IUT_CRASHED',
    says: /it threw TypeError: hostile adapter: discover rejected/,
  },
  { behaviour: 'throws-unprintable', code: 'IUT_CRASHED', says: /it threw an unprintable object/ },
  {
    behaviour: 'hangs',
    code: 'IUT_TIMEOUT',
    says: /"discover" from hostile-hangs: no result within 150 ms/,
  },
  { behaviour: 'late', code: 'IUT_TIMEOUT', says: /no result within 150 ms/ },
  {
    behaviour: 'wrong-shape',
    code: 'IUT_BAD_RESULT',
    says: /"discover" from hostile-wrong-shape: \/ must have required property 'mayNegotiateExtensions' \(got \{"admitted":"yes"/,
  },
  {
    behaviour: 'bigint',
    code: 'IUT_BAD_RESULT',
    says: /\/trace is a bigint \(18446744073709551616n\), not JSON/,
  },
  { behaviour: 'function', code: 'IUT_BAD_RESULT', says: /\/toJSON is a function, not JSON/ },
  {
    behaviour: 'cycle',
    code: 'IUT_BAD_RESULT',
    says: /\/self refers back to an enclosing value \(a cycle\)/,
  },
  {
    behaviour: 'non-finite',
    code: 'IUT_BAD_RESULT',
    says: /\/score is NaN, which JSON cannot carry/,
  },
  {
    behaviour: 'enormous',
    code: 'IUT_BAD_RESULT',
    says: /\/padding makes the result larger than 4194304 characters/,
  },
  {
    behaviour: 'resolves-then-throws',
    code: 'IUT_BAD_RESULT',
    says: /\/admitted is an accessor \(getter or setter\)/,
  },
];

async function failure(run: () => Promise<unknown>): Promise<CrosscheckError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof CrosscheckError) return error;
    throw new Error(`expected a CrosscheckError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('hostile adapters through the in-process transport', () => {
  it.each(CASES)('$behaviour → $code', async ({ behaviour, code, says }) => {
    // Arrange
    const iut = createInProcessIut(`hostile-${behaviour}`, createHostileAdapter(behaviour), {
      deadlineMs: DEADLINE_MS,
    });
    const started = performance.now();
    // Act
    const error = await failure(() => iut.call('discover', params));
    // Assert
    // Wide on purpose: the call deadline (150 ms) ends a hang, not the test's timeout; 10 s
    // holds on a loaded machine. Timings belong to `npm run bench`.
    expect({
      code: error.code,
      elapsedOk: performance.now() - started < DEADLINE_MS + 10_000,
    }).toEqual({ code, elapsedOk: true });
    expect(error.message).toMatch(says);
    expect(error.message.length).toBeLessThan(1_000);
  });

  it('fails the handshake of an adapter whose hello never settles', async () => {
    const iut = createInProcessIut('hostile-hello-hangs', createHostileAdapter('hello-hangs'), {
      deadlineMs: DEADLINE_MS,
    });
    const error = await failure(() => handshake(iut));
    expect(error.code).toBe('IUT_TIMEOUT');
    expect(error.message).toMatch(/"hello" from hostile-hello-hangs/);
  });

  it('fails the handshake of an adapter whose hello is garbage, quoting it', async () => {
    const iut = createInProcessIut('hostile-hello-garbage', createHostileAdapter('hello-garbage'), {
      deadlineMs: DEADLINE_MS,
    });
    const error = await failure(() => handshake(iut));
    expect(error.code).toBe('IUT_BAD_RESULT');
    expect(error.message).toMatch(/result of "hello" from hostile-hello-garbage: .* \(got /);
  });

  it('answers a late call with a timeout and ignores the late answer when it comes', async () => {
    const iut = createInProcessIut('hostile-late', createHostileAdapter('late', { lateMs: 60 }), {
      deadlineMs: 20,
    });
    const error = await failure(() => iut.call('discover', params));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(error.code).toBe('IUT_TIMEOUT');
  });
});
