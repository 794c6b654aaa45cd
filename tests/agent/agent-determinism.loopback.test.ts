import { type ChildProcess, spawn } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/index.ts';
import { ALL_AGENT_CHECKS } from '../../engine/agent/agentSuite.ts';
import { builtinDeadlines } from '../../engine/agent/builtinAgents.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
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

/** Every vendor of `VENDORS` judged at once by `checks`: `vendor rule case` → verdict and reason. */
async function verdicts(checks: readonly AgentCheck[]): Promise<Record<string, Judged>> {
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
    runs
      .flat()
      .map(
        (r) =>
          [`${r.iut} ${r.rule} ${r.caseId}`, { verdict: r.verdict, reason: reasonOf(r) }] as const,
      ),
  );
}

interface Judged {
  verdict: CaseRecord['verdict'];
  reason: string;
}

const reasonOf = (r: CaseRecord): string => {
  const reason = (r.evidence as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason.slice(0, 300) : '';
};

/**
 * The cases whose verdict differs between two runs, each with both verdicts and reasons: empty
 * when no verdict moved, and when one did, the failure names it and says why each run judged it.
 */
function moved(before: Record<string, Judged>, after: Record<string, Judged>): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((k) => before[k]?.verdict !== after[k]?.verdict)
    .map(
      (k) =>
        `${k}: ${before[k]?.verdict ?? 'absent'} (${before[k]?.reason ?? ''}) -> ` +
        `${after[k]?.verdict ?? 'absent'} (${after[k]?.reason ?? ''})`,
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
  let inOrder: Record<string, Judged>;
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

    const again = await verdicts(shuffled);
    expect(Object.keys(again).length).toBeGreaterThan(0);
    const changed = moved(inOrder, again);
    expect(changed, changed.join('\n')).toEqual([]);
  });

  it('gives the same verdicts with both cores loaded by busy loops', async () => {
    const load = busyLoops();
    try {
      const loaded = await verdicts(ALL_AGENT_CHECKS);
      expect(Object.keys(loaded).length).toBeGreaterThan(0);
      const changed = moved(inOrder, loaded);
      expect(changed, changed.join('\n')).toEqual([]);
    } finally {
      load.stop();
    }
  });
});
