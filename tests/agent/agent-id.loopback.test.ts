import { deadLoopbackPort } from '../_fixtures/deadLoopbackPort.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testIo } from '../../cli/_fixtures/testIo.ts';
import { main } from '../../cli/main.ts';
import { defaultEngine } from '../../engine/root/defaultEngine.ts';
import { judgeAgent } from '../../engine/agent/judgeAgent.ts';
import {
  createVendors,
  startLoopbackServer,
  type VendorFleet,
  type VendorTransport,
} from '../../vendors/index.ts';

/**
 * An agent's default id comes from its card, not from where it listens: the
 * same agent served on two ports is one IUT, so a CI with ephemeral ports keeps its baseline.
 */
let fleet: VendorFleet;
let first: VendorTransport;
let second: VendorTransport;

beforeAll(async () => {
  fleet = await createVendors({ seed: 3 });
  first = await startLoopbackServer(fleet);
  second = await startLoopbackServer(fleet);
});
afterAll(async () => {
  fleet.close();
  await first.close();
  await second.close();
});

describe('the id of an agent named by URL', () => {
  it('is its card name and version, the same on two ports', async () => {
    const a = first.urls['vendor-a']!.origin;
    const b = second.urls['vendor-a']!.origin;
    expect(new URL(a).port).not.toBe(new URL(b).port);
    const [runA, runB] = await Promise.all([
      judgeAgent(a, { scope: { checks: [] } }),
      judgeAgent(b, { scope: { checks: [] } }),
    ]);
    expect(runA.iut).toBe(runB.iut);
    expect(runA.iut).not.toContain(new URL(a).port);
    expect(runA.iut).toMatch(/^[a-z0-9._-]+(@[a-z0-9._-]+)?$/);
  });

  it('falls back to the URL when the card-derived id is taken by another agent of the run', async () => {
    const url = first.urls['vendor-a']!.origin;
    const own = (await judgeAgent(url, { scope: { checks: [] } })).iut;
    const again = await judgeAgent(url, {
      scope: { checks: [] },
      reporting: { takenIds: new Set([own]) },
    });
    expect(again.iut).toBe(url);
  });

  it('is the one the caller gives, when given', async () => {
    const run = await judgeAgent(first.urls['vendor-a']!.origin, {
      scope: { checks: [] },
      reporting: { iut: 'mine' },
    });
    expect(run.iut).toBe('mine');
  });
});

describe('an agent that never accepts a connection', () => {
  let closedPort: number;
  beforeAll(async () => {
    closedPort = await deadLoopbackPort();
  });

  it('is the environment to the gate: exit 4, not a regression of the implementation', async () => {
    const out = await mkdtemp(join(tmpdir(), 'xc-unreachable-'));
    try {
      const t = testIo();
      const code = await main(
        ['run', '--agent-url', `http://127.0.0.1:${closedPort}`, '--out', out],
        t.io,
        defaultEngine,
      );
      expect(code).toBe(4);
      expect(t.stdout() + t.stderr()).toContain('NET_UNREACHABLE');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('is an error NET_UNREACHABLE saying what --wait-for-agent waited for', async () => {
    const url = `http://127.0.0.1:${closedPort}`;
    const run = await judgeAgent(url, { reach: { waitForAgentMs: 300 } });
    expect(run.records).toHaveLength(1);
    const [r] = run.records;
    expect(r!.verdict).toBe('error');
    expect(r!.evidence.code).toBe('NET_UNREACHABLE');
    expect(r!.evidence.reason).toMatch(
      /waited \d+ ms \(--wait-for-agent 300\) for http:\/\/127\.0\.0\.1:\d+ to accept a connection, \d+ attempts/,
    );
  });
});
