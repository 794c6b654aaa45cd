import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVendors,
  startLoopbackServer,
  twinPersona,
  type PersonaSpec,
  type VendorFault,
  type VendorFleet,
} from '../../vendors/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { judgeAgent } from '../../engine/agent/judgeAgent.ts';
import { PROPERTY_CHECKS } from '../../engine/agent/propertyChecks.ts';
import type { RequestValues } from '../../scenarios/agent/properties/requestValues/RequestValues.ts';

const SEED = 42;
const CHECKS = PROPERTY_CHECKS.filter((c) => c.id === 'agent-prop-request-values');
/** Each fault, and the cases of the property it must fail. */
const FAULTS: Record<string, string[]> = {
  'falsy-response-ids-null': ['agent-prop-request-values-ids-jsonrpc'],
  'unknown-part-members-refused': ['agent-prop-request-values-jsonrpc'],
  'status-after-compared-as-text': ['agent-prop-request-values-status-after-jsonrpc'],
  'version-query-parameter-first': ['agent-prop-request-values-version-query-jsonrpc'],
  // Met on the card's HTTP+JSON interface, beside the JSON-RPC one the property runs on.
  'rest-version-query-over-header': ['agent-prop-request-values-version-query-jsonrpc'],
  'configuration-proto-names-unread': ['agent-prop-request-values-spellings-jsonrpc'],
  'enum-numbers-refused': ['agent-prop-request-values-spellings-jsonrpc'],
  // One lookup serves every operation: GetTask and a push config meet it alike.
  'task-ids-prefix-matched': [
    'agent-prop-request-values-task-ids-jsonrpc',
    'agent-prop-request-values-push-task-ids-jsonrpc',
  ],
};

/** Two faults in one agent, each breaking a rule of its own, judged at the proof gate's seeds. */
const TWO_FAULTS = ['falsy-response-ids-null', 'status-after-compared-as-text'] as const;
const TWO = TWO_FAULTS.join('+');
const SEEDS = [42, 101, 102, 103, 104];
const bySeed = new Map<number, CaseRecord[]>();

/** A JSON-RPC fault on an agent whose card lists its HTTP+JSON interface first. */
const REST_FIRST = 'rest-first-version-query-parameter-first';
const restFirst = (): PersonaSpec => {
  const persona = twinPersona(REST_FIRST, 'full-surface', ['version-query-parameter-first']);
  return { ...persona, behaviour: { ...persona.behaviour, bindings: ['HTTP+JSON', 'JSONRPC'] } };
};

let fleet: VendorFleet;
let close: () => Promise<void>;
let origin: (vendor: string) => string;
const byVendor = new Map<string, CaseRecord[]>();
const verdicts = (vendor: string) =>
  Object.fromEntries(byVendor.get(vendor)!.map((r) => [r.caseId, r.verdict]));

beforeAll(async () => {
  fleet = await createVendors({
    seed: SEED,
    personas: [
      twinPersona('control', 'full-surface'),
      ...Object.keys(FAULTS).map((f) => twinPersona(f, 'full-surface', [f as VendorFault])),
      twinPersona(TWO, 'full-surface', [...TWO_FAULTS]),
      restFirst(),
    ],
    progressDeadlineMs: 300,
  });
  const transport = await startLoopbackServer(fleet);
  close = () => transport.close();
  origin = (vendor) => transport.urls[vendor]!.origin;
  for (const vendor of ['control', ...Object.keys(FAULTS), REST_FIRST]) {
    const { records } = await judgeAgent(transport.urls[vendor]!.origin, {
      reporting: { iut: vendor },
      seed: SEED,
      // Enough time for a failure to shrink all the way (the run's default cuts it short).
      budget: {
        deadlines: { callMs: 4_800, progressMs: 900 },
        propertyRuns: 4,
        propertyTimeMs: 20_000,
      },
      scope: { checks: CHECKS },
    });
    byVendor.set(vendor, records);
  }
  for (const seed of SEEDS) {
    const { records } = await judgeAgent(transport.urls[TWO]!.origin, {
      reporting: { iut: TWO },
      seed,
      budget: {
        deadlines: { callMs: 4_800, progressMs: 900 },
        propertyRuns: 4,
        propertyTimeMs: 20_000,
      },
      scope: { checks: CHECKS },
    });
    bySeed.set(seed, records);
  }
});
afterAll(async () => {
  await close();
  fleet.close();
});

describe('the generated request values', () => {
  it('pass the vendor without a fault on every rule they judge', () => {
    expect(verdicts('control')).toEqual({
      'agent-prop-request-values-jsonrpc': 'pass',
      'agent-prop-request-values-ids-jsonrpc': 'pass',
      'agent-prop-request-values-status-after-jsonrpc': 'pass',
      'agent-prop-request-values-version-query-jsonrpc': 'pass',
      'agent-prop-request-values-task-ids-jsonrpc': 'pass',
      'agent-prop-request-values-push-task-ids-jsonrpc': 'pass',
      'agent-prop-request-values-spellings-jsonrpc': 'pass',
    });
  });

  it('fail each twin on its own rule alone, no fixed request having met the fault', () => {
    for (const [fault, caseIds] of Object.entries(FAULTS)) {
      const failed = Object.entries(verdicts(fault)).filter(([, v]) => v !== 'pass');
      expect([fault, failed]).toEqual([fault, caseIds.map((c) => [c, 'fail'])]);
    }
  });

  it('shrink a falsy id to the one request that needs it', () => {
    const failed = byVendor.get('falsy-response-ids-null')!.find((r) => r.verdict === 'fail')!;
    const input = failed.evidence.counterexample!.input as RequestValues;

    expect(input.unknown).toBeNull();
    expect(input.after).toBeNull();
    expect(input.versionQuery).toBeNull();
    expect(input.ids!.ids.filter((id) => id !== 0 && id !== '')).toEqual([]);
    expect(failed.evidence.summary).toMatch(/^\S+ with id (0|"") was answered with id null$/);
  });

  it('replay a failure from its { seed, path } to the same shrunk values', async () => {
    const first = byVendor.get('falsy-response-ids-null')!.find((r) => r.verdict === 'fail')!;
    const { records } = await judgeAgent(origin('falsy-response-ids-null'), {
      reporting: { iut: 'falsy-response-ids-null' },
      seed: SEED,
      budget: { deadlines: { callMs: 4_800, progressMs: 900 }, propertyRuns: 4 },
      scope: {
        checks: CHECKS,
        replay: { caseId: first.caseId, path: first.evidence.counterexample!.path },
      },
    });
    const again = records.find((r) => r.caseId === first.caseId)!;

    expect(again.verdict).toBe('fail');
    expect(again.evidence.counterexample?.input).toEqual(first.evidence.counterexample?.input);
  });

  it('find the task an id cut short reaches by prefix', () => {
    const failed = byVendor.get('task-ids-prefix-matched')!.find((r) => r.verdict === 'fail')!;

    expect(failed.evidence.summary).toMatch(/, task (\S+)'s id cut-short, answered task \1, not /);
  });

  it('send the version query to the HTTP+JSON interface the card declares, and name it', () => {
    const failed = byVendor
      .get('rest-version-query-over-header')!
      .find((r) => r.verdict === 'fail')!;

    expect(failed.evidence.summary).toMatch(
      /^HTTP\+JSON GetTask with A2A-Version 1\.0 in its header and \?\S*A2A-Version=\S* in its URL was answered error 400 /,
    );
  });

  it('on an agent preferring HTTP+JSON, send the version query to its JSON-RPC interface too, and judge no ids', () => {
    const records = byVendor.get(REST_FIRST)!;
    const version = records.find(
      (r) => r.caseId === 'agent-prop-request-values-version-query-http-json',
    )!;
    const ids = records.find((r) => r.caseId === 'agent-prop-request-values-ids-http-json')!;

    expect(version.verdict).toBe('fail');
    expect(version.evidence.summary).toMatch(
      /^JSON-RPC GetTask with A2A-Version 1\.0 in its header /,
    );
    expect([ids.verdict, ids.evidence.summary]).toEqual([
      'not-applicable',
      expect.stringMatching(
        /^JSON-RPC ids exist on the JSON-RPC binding alone: HTTP\+JSON has no request id/,
      ),
    ]);
    expect(records.filter((r) => r.verdict === 'fail').map((r) => r.caseId)).toEqual([
      'agent-prop-request-values-version-query-http-json',
    ]);
  });

  it('name the spelling a timestamp filter was misread in', () => {
    const failed = byVendor
      .get('status-after-compared-as-text')!
      .find((r) => r.verdict === 'fail')!;

    // Only whole seconds and another offset sort otherwise as text than as instants.
    expect(failed.evidence.summary).toMatch(
      /^ListTasks with statusTimestampAfter "[^"]*(:\d\dZ|\+01:00)" /,
    );
  });

  it('find both faults of one agent, each with a counterexample of its own rule', () => {
    for (const seed of SEEDS) {
      const records = bySeed.get(seed)!;
      const failed = records
        .filter((r) => r.verdict !== 'pass')
        .map((r) => [r.caseId, r.verdict])
        .sort();
      const ids = records.find((r) => r.caseId === 'agent-prop-request-values-ids-jsonrpc')!;
      const after = records.find(
        (r) => r.caseId === 'agent-prop-request-values-status-after-jsonrpc',
      )!;
      const idsInput = ids.evidence.counterexample?.input as RequestValues;
      const afterInput = after.evidence.counterexample?.input as RequestValues;
      const labels = (r: CaseRecord) => (r.evidence.transcript ?? []).map((e) => e.label);

      expect([seed, failed]).toEqual([
        seed,
        [
          ['agent-prop-request-values-ids-jsonrpc', 'fail'],
          ['agent-prop-request-values-status-after-jsonrpc', 'fail'],
        ],
      ]);
      // Each shrunk for its own rule: only the values that rule judges, nothing of the other's.
      expect([seed, idsInput.after, afterInput.ids]).toEqual([seed, null, null]);
      expect(idsInput.ids!.ids.filter((id) => id !== 0 && id !== '')).toEqual([]);
      expect(ids.evidence.summary).toMatch(/^\S+ with id (0|"") was answered with id null$/);
      expect(after.evidence.summary).toMatch(/^ListTasks with statusTimestampAfter /);
      // Each record holds the exchanges of its own failure sent once more, not the other's.
      expect(labels(ids).some((l) => /ListTasks|tasks/.test(l))).toBe(false);
      expect(labels(after).some((l) => /\(id /.test(l))).toBe(false);
    }
  });
});
