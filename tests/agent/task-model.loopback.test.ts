import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendors, type VendorFleet } from '../../vendors/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { judgeBuiltinAgent } from '../../engine/agent/builtinAgents.ts';
import type { TaskProgram } from '../../scenarios/agent/properties/TaskProgram.ts';

/** The rules the task model charges its comparisons to. */
const RULES = new Set([
  'A2A-GET-001',
  'A2A-LIST-003',
  'A2A-LIST-005',
  'A2A-CANCEL-001',
  'A2A-CANCEL-002',
  'A2A-SEND-004',
]);
const SEED = 42;
/** Enough for a failing program to shrink all the way. */
const BUDGET_MS = 25_000;

let fleet: VendorFleet;
const byVendor = new Map<string, CaseRecord[]>();
const model = (vendor: string): CaseRecord[] =>
  byVendor.get(vendor)!.filter((r) => r.caseId.startsWith('agent-prop-task-model'));

beforeAll(async () => {
  fleet = await createVendors({ seed: SEED });
  for (const id of ['vendor-b', 'vendor-c', 'vendor-d'])
    byVendor.set(
      id,
      (
        await judgeBuiltinAgent(id, fleet, {
          scope: { rules: RULES },
          budget: { propertyTimeMs: BUDGET_MS },
          seed: SEED,
        })
      ).records,
    );
});
afterAll(() => fleet.close());

describe('the task model', () => {
  it('reads back what seed 002 loses: the stored artifact against the chunks the stream carried', () => {
    const failed = model('vendor-b').filter((r) => r.verdict === 'fail');

    expect(failed.map((r) => [r.rule, r.caseId])).toEqual([
      ['A2A-GET-001', 'agent-prop-task-model-jsonrpc'],
    ]);
    // Three chunks streamed, the last one alone stored: the first chunk is not where it belongs.
    expect(failed[0]!.evidence.summary).toMatch(
      /^GetTask of \S+, against the chunks its (stream|subscription) delivered: chunk 1 of 3 of artifact "\S+-result" \(new\) "\[1\/3\] [^"]*" is not where the chunks before it end: the stored artifact holds "\[3\/3\] [^"]*" there$/,
    );
    // Shrunk to what the failure needs: one task followed to its end (at this seed by the
    // subscription of a task asked to linger, its context listed while it runs), and the
    // closing listing.
    const program = failed[0]!.evidence.counterexample!.input as TaskProgram;
    expect(program.commands.map((c) => (c.op === 'send' ? `${c.op} ${c.mode}` : c.op))).toEqual([
      'send non-blocking',
      'list',
      'subscribe',
      'list',
    ]);
  });

  it('charges each comparison to its own rule and passes the well-behaved vendors C and D', () => {
    const verdicts = (id: string) =>
      Object.fromEntries(model(id).map((r) => [`${r.rule} ${r.caseId}`, r.verdict]));

    expect(
      Object.values(verdicts('vendor-c')).filter((v) => v !== 'pass' && v !== 'not-applicable'),
    ).toEqual([]);
    expect(verdicts('vendor-d')).toMatchObject({
      'A2A-GET-001 agent-prop-task-model-jsonrpc': 'pass',
      'A2A-LIST-003 agent-prop-task-model-listing-order-jsonrpc': 'pass',
      'A2A-LIST-005 agent-prop-task-model-listing-jsonrpc': 'pass',
      'A2A-SEND-004 agent-prop-task-model-media-types-jsonrpc': 'pass',
    });
    expect(
      Object.values(verdicts('vendor-d')).filter((v) => v !== 'pass' && v !== 'not-applicable'),
    ).toEqual([]);
  });

  it('replays a failing program from its { seed, path } to the same program', async () => {
    const first = model('vendor-b').find((r) => r.verdict === 'fail')!;
    const again = await judgeBuiltinAgent('vendor-b', fleet, {
      scope: {
        rules: new Set(['A2A-GET-001']),
        replay: { caseId: first.caseId, path: first.evidence.counterexample!.path },
      },
      seed: SEED,
    });
    const replayed = again.records.filter((r) => r.caseId === first.caseId);

    expect(replayed.map((r) => r.verdict)).toEqual(['fail']);
    expect(replayed[0]!.evidence.counterexample?.input).toEqual(
      first.evidence.counterexample?.input,
    );
  });
});
