import { type ChildProcess, spawn } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/index.ts';
import { ALL_AGENT_CHECKS } from '../../engine/agent/agentSuite.ts';
import { builtinDeadlines } from '../../engine/agent/builtinAgents.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import {
  createVendors,
  startLoopbackServer,
  type VendorFleet,
  type VendorTransport,
} from '../../vendors/index.ts';

/**
 * A verdict does not move with the order of the checks or with machine load: the
 * agent suite judges the vendors whose checks depend on timing (a task kept running to cancel it,
 * to follow it up, to subscribe to it; immediacy of a non-blocking send; a stall) three times: in
 * the catalogue's order, in a shuffled order, and in the catalogue's order again while two busy
 * loops compete for both cores. Every (rule, case) must get the same verdict each time.
 */
const VENDORS = ['vendor-a', 'vendor-c', 'vendor-d', 'vendor-minimal'] as const;
const SEED = 11;

let fleet: VendorFleet;
let served: VendorTransport;

beforeAll(async () => {
  fleet = await createVendors({ seed: SEED });
  served = await startLoopbackServer(fleet);
});
afterAll(async () => {
  fleet.close();
  await served.close();
});

/** Every vendor of `VENDORS` judged at once by `checks`: `vendor rule case` → verdict. */
async function verdicts(checks: readonly AgentCheck[]): Promise<Record<string, string>> {
  const deadlines = builtinDeadlines(fleet.progressDeadlineMs);
  const runs = await Promise.all(
    VENDORS.map((id) =>
      checkAgent(served.urls[id]!.origin, {
        scope: { checks },
        budget: { deadlines },
        reporting: { iut: id },
        seed: SEED,
      }),
    ),
  );
  return Object.fromEntries(
    runs.flat().map((r) => [`${r.iut} ${r.rule} ${r.caseId}`, r.verdict] as const),
  );
}

/** Two processes that keep both cores busy until stopped. */
function busyLoops(): { stop(): void } {
  const loops: ChildProcess[] = [0, 1].map(() =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return { stop: () => loops.forEach((p) => p.kill('SIGKILL')) };
}

describe('the agent suite on the simulated vendors', () => {
  let inOrder: Record<string, string>;
  beforeAll(async () => {
    inOrder = await verdicts(ALL_AGENT_CHECKS);
  });

  it('gives the same verdicts whatever the order of the checks', async () => {
    const shuffled = fc.sample(
      fc.shuffledSubarray([...ALL_AGENT_CHECKS], {
        minLength: ALL_AGENT_CHECKS.length,
      }),
      { seed: SEED, numRuns: 1 },
    )[0]!;
    expect(shuffled.map((c) => c.id)).not.toEqual(ALL_AGENT_CHECKS.map((c) => c.id));

    expect(await verdicts(shuffled)).toEqual(inOrder);
  });

  it('gives the same verdicts with both cores loaded by busy loops', async () => {
    const load = busyLoops();
    try {
      expect(await verdicts(ALL_AGENT_CHECKS)).toEqual(inOrder);
    } finally {
      load.stop();
    }
  });
});
