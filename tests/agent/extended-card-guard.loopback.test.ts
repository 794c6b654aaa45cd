import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVendors,
  startLoopbackServer,
  twinPersona,
  TWIN_BEARER_TOKEN,
  type VendorFleet,
  type VendorTransport,
} from '../../vendors/index.ts';
import { ALL_AGENT_CHECKS } from '../../engine/agent/agentSuite.ts';
import { judgeAgent } from '../../engine/agent/judgeAgent.ts';

const PROGRESS_MS = 300;
const DEADLINES = { callMs: PROGRESS_MS * 16, progressMs: PROGRESS_MS * 3 };
const RULES = new Set(['A2A-CARD-009', 'A2A-CARD-010', 'A2A-REST-002']);

let fleet: VendorFleet;
let transport: VendorTransport;

beforeAll(async () => {
  // A correct agent that guards only its extended card (A2A §13.3): it declares the scheme a
  // caller authenticates with, requires it of no other operation, and leaves them open.
  const secured = twinPersona('guarded-extended-card', 'secured');
  const guarded = {
    ...secured,
    extraMembers: { securitySchemes: secured.extraMembers?.['securitySchemes'] ?? {} },
    behaviour: { ...secured.behaviour, bearerScope: 'extended-card' as const },
  };
  fleet = await createVendors({ seed: 5, personas: [guarded], progressDeadlineMs: PROGRESS_MS });
  transport = await startLoopbackServer(fleet);
});

afterAll(async () => {
  fleet.close();
  await transport.close();
});

const judge = async (headers?: Record<string, string>) => {
  const { records } = await judgeAgent(transport.urls['guarded-extended-card']!.origin, {
    reporting: { iut: 'guarded-extended-card' },
    seed: 5,
    budget: { deadlines: DEADLINES, concurrency: 2, propertyRuns: 4 },
    scope: {
      rules: RULES,
      checks: ALL_AGENT_CHECKS.filter((c) => c.heads.some((h) => RULES.has(h.rule))),
    },
    ...(headers !== undefined && { reach: { headers } }),
  });
  return records
    .filter((r) => RULES.has(r.rule))
    .map((r) => ({
      rule: r.rule,
      verdict: r.verdict,
      code: r.evidence.code,
      summary: r.evidence.summary,
    }));
};

describe('an agent that guards its extended card (A2A §13.3)', () => {
  it('is not failed without credentials: the extended card is not testable, naming --header', async () => {
    const judged = await judge();
    const card009 = judged.filter((r) => r.rule === 'A2A-CARD-009');

    expect(card009.length).toBeGreaterThan(0);
    expect(card009.map((r) => [r.verdict, r.code])).toEqual(
      card009.map(() => ['error', 'NOT_TESTABLE']),
    );
    expect(card009[0]!.summary).toContain("--header 'Authorization:");
    expect(judged.filter((r) => r.verdict === 'fail')).toEqual([]);
  });

  it('is judged with credentials, and passes', async () => {
    const judged = await judge({ authorization: `Bearer ${TWIN_BEARER_TOKEN}` });

    expect(judged.filter((r) => r.verdict !== 'pass' && r.verdict !== 'not-applicable')).toEqual(
      [],
    );
    expect(judged.filter((r) => r.rule === 'A2A-CARD-009').map((r) => r.verdict)).toEqual([
      'pass',
      'pass',
    ]);
  });

  it('fails when the credentials given are refused', async () => {
    const judged = await judge({ authorization: 'Bearer not-the-token' });

    expect(judged.filter((r) => r.rule === 'A2A-CARD-009').map((r) => r.verdict)).toContain('fail');
  });
});
