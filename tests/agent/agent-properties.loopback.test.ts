import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendors, type VendorFleet } from '../../vendors/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { judgeBuiltinAgent } from '../../engine/agent/builtinAgents.ts';
import type { AgentRequest } from '../../scenarios/agent/properties/AgentRequest.ts';

/** The property rules only: the live-agent search, without the example-based checks. */
const RULES = new Set([
  'XV-WIRE-001',
  'A2A-STR-001',
  'A2A-RPC-006',
  'A2A-CAP-004',
  'A2A-STREAM-003',
  'A2A-HIST-002',
]);
/** Enough for every failure to shrink all the way (a stall costs a progress deadline per step). */
const BUDGET_MS = 25_000;
const SEED = 42;

/** The smallest request of each kind: what a fully shrunk counterexample keeps besides its cause. */
const MINIMAL: AgentRequest = {
  task: 'new',
  activation: 'none',
  mode: 'blocking',
  parts: ['text'],
  historyLength: null,
  copies: 1,
};

let fleet: VendorFleet;
const byVendor = new Map<string, CaseRecord[]>();
const property = (vendor: string, id: string): CaseRecord =>
  byVendor.get(vendor)!.find((r) => r.caseId === `${id}-jsonrpc`)!;

beforeAll(async () => {
  fleet = await createVendors({ seed: SEED });
  for (const id of ['vendor-a', 'vendor-b', 'vendor-e', 'vendor-c', 'vendor-d'])
    byVendor.set(
      id,
      (
        await judgeBuiltinAgent(id, fleet, {
          scope: { rules: RULES },
          budget: { propertyTimeMs: BUDGET_MS },
          seed: SEED,
        })
      ).records.filter((r) => r.caseId.startsWith('agent-prop-')),
    );
});
afterAll(() => fleet.close());

describe('the live-agent properties find each deliberate fault and shrink it', () => {
  it.each([
    // seed 000: an undeclared activation is dropped, the task stalls in SUBMITTED (watched by
    // polling: the progress property generates non-blocking requests only); the extension probe
    // activates the undeclared URI on its own first message, so the request shrinks to none
    [
      'vendor-a',
      'agent-prop-progress',
      'XV-WIRE-001',
      { mode: 'non-blocking', extensionProbe: true },
      /^stall: the task stayed TASK_STATE_SUBMITTED/,
    ],
    // seed 002: the blocking task keeps only the last streamed chunk
    [
      'vendor-b',
      'agent-prop-blocking-equals-stream',
      'A2A-STR-001',
      {},
      /^artifact 1: 3 part\(s\) streamed, 1 in the blocking task/,
    ],
    // a required extension omitted, and served all the same
    [
      'vendor-e',
      'agent-prop-required-extension',
      'A2A-CAP-004',
      { activation: 'omit-required' },
      /the requirement was ignored/,
    ],
    // TaskNotFound filed under -32602
    [
      'vendor-e',
      'agent-prop-a2a-error-codes',
      'A2A-RPC-006',
      { task: 'unknown' },
      /^TaskNotFound was due; the agent answered -32602/,
    ],
  ] as const)('%s: %s (%s)', (vendor, id, rule, cause, summary) => {
    const record = property(vendor, id);

    expect(record.rule).toBe(rule);
    expect(record.verdict).toBe('fail');
    expect(record.evidence.summary).toMatch(summary);
    expect(record.evidence.counterexample?.input).toEqual({ ...MINIMAL, ...cause });
    expect(record.evidence.replay).toBe(
      `npx a2a-crosscheck replay --rule ${rule} --iut vendors --agent ${vendor} --case ${id}-jsonrpc --seed ${SEED} --path "${record.evidence.counterexample!.path}"`,
    );
  });

  it('replays a counterexample from its { seed, path } to the same shrunk request', async () => {
    const first = property('vendor-b', 'agent-prop-blocking-equals-stream');
    const again = await judgeBuiltinAgent('vendor-b', fleet, {
      scope: {
        rules: new Set(['A2A-STR-001']),
        replay: { caseId: first.caseId, path: first.evidence.counterexample!.path },
      },
      seed: SEED,
    });

    expect(again.records.map((r) => [r.caseId, r.verdict])).toEqual([[first.caseId, 'fail']]);
    expect(again.records[0]!.evidence.counterexample?.input).toEqual(
      first.evidence.counterexample?.input,
    );
  });

  it('finds nothing on the well-behaved vendors C and D', () => {
    const verdicts = (id: string) =>
      Object.fromEntries(byVendor.get(id)!.map((r) => [r.caseId, r.verdict]));

    expect(verdicts('vendor-c')).toEqual({
      'agent-prop-progress-jsonrpc': 'pass',
      'agent-prop-blocking-equals-stream-jsonrpc': 'pass',
      'agent-prop-a2a-error-codes-jsonrpc': 'pass',
      'agent-prop-required-extension-jsonrpc': 'not-applicable',
      'agent-prop-lifecycle-jsonrpc': 'pass',
      'agent-prop-history-length-jsonrpc': 'pass',
    });
    expect(Object.values(verdicts('vendor-d'))).toEqual(Array(6).fill('pass'));
  });

  it('keeps the failing exchange, sent once more, as the evidence', () => {
    const record = property('vendor-e', 'agent-prop-a2a-error-codes');
    const requests = record.evidence.transcript?.filter((e) => e.direction === 'request') ?? [];

    expect(requests).toHaveLength(1);
    expect(requests[0]!.label).toBe('SendMessage');
  });
});
