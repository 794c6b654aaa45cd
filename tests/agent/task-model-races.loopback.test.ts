import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVendors,
  startLoopbackServer,
  twinPersona,
  type VendorFault,
  type VendorFleet,
} from '../../vendors/index.ts';
import { judgeAgent } from '../../engine/agent/judgeAgent.ts';
import { ALL_AGENT_CHECKS } from '../../engine/agent/agentSuite.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';

/** The rules the task model's races are charged to. */
const RULES = new Set([
  'A2A-CANCEL-001',
  'A2A-CANCEL-002',
  'A2A-GET-001',
  'A2A-CTX-003',
  'A2A-PUSH-001',
  'A2A-PUSH-003',
]);
/** Faults only operations sent at once meet, and the vendor without them. */
const FAULTS: readonly (VendorFault | 'none')[] = [
  'none',
  'stream-misses-cancel',
  'context-running-task-joined',
  'push-configs-written-back-after-check',
];

let close: () => Promise<void>;
const failed = new Map<string, string[]>();

beforeAll(async () => {
  const fleet: VendorFleet = await createVendors({
    seed: 42,
    personas: FAULTS.map((f) => twinPersona(f, 'full-surface', f === 'none' ? [] : [f])),
  });
  const transport = await startLoopbackServer(fleet);
  close = async () => {
    await transport.close();
    fleet.close();
  };
  const checks = ALL_AGENT_CHECKS.filter((c) =>
    c.heads.some((h) => h.caseId.startsWith('agent-prop-task-model')),
  );
  for (const f of FAULTS) {
    const { records } = await judgeAgent(transport.urls[f]!.origin, {
      reporting: { iut: f },
      seed: 42,
      budget: { propertyRuns: 4 },
      scope: { rules: RULES, checks },
    });
    failed.set(
      f,
      records
        .filter((r: CaseRecord) => r.verdict === 'fail')
        .map((r) => `${r.rule}: ${r.evidence.summary ?? ''}`),
    );
  }
});
afterAll(() => close());

describe('the task model, operations sent at once', () => {
  it('passes the vendor without a fault, whichever way its races went', () => {
    expect(failed.get('none')).toEqual([]);
  });

  it('fails a stream that runs on after its task was canceled, under A2A-CANCEL-001', () => {
    expect(failed.get('stream-misses-cancel')).toEqual([
      expect.stringMatching(
        /^A2A-CANCEL-001: .*its stream, open meanwhile, ended TASK_STATE_COMPLETED: the cancel never reached it/,
      ),
    ]);
  });

  it('fails two messages sent at once to one context answered with one task, under A2A-CTX-003', () => {
    expect(failed.get('context-running-task-joined')).toEqual([
      expect.stringMatching(
        /^A2A-CTX-003: two messages sent at once to context \S+, neither naming a task, were both answered with task/,
      ),
    ]);
  });

  it('fails two configs created at once of which the listing keeps one, under A2A-PUSH-003 alone', () => {
    // Each create answered the id the client gave it: the loss shows only in the listing.
    expect(failed.get('push-configs-written-back-after-check')).toEqual([
      expect.stringMatching(
        /^A2A-PUSH-003: ListTaskPushNotificationConfigs of \S+ lists \d+ config\(s\) without \S+, one of two created for it at once/,
      ),
    ]);
  });
});
