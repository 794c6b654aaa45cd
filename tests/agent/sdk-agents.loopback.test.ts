import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietSdkLogs } from '../../implementations/a2a-js/agents/index.ts';
import { startSdkAgent } from '../../implementations/a2a-js/agents/startSdkAgent.ts';
import { startSdk03Agent } from '../../implementations/a2a-js/agents/startSdk03Agent.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { agentRuleCases } from '../../engine/agent/index.ts';
import { judgeAgent, type AgentRun } from '../../engine/agent/judgeAgent.ts';
import { foldByRule, type Folded } from './_fixtures/foldByRule.ts';

const DEADLINES = { callMs: 4_800, progressMs: 900 };

/**
 * What the agent checks find in agents built on @a2a-js/sdk, written by hand. Every verdict that
 * is not a pass was checked against the SDK's installed source (dist/… of @a2a-js/sdk 1.3.0 and
 * 0.3.x); the comment says where. A false alarm here would be a harness bug.
 */
const SDK_FINDINGS: Folded = {
  // JsonRpcTransportHandler.handle: an invalid Request throws RequestMalformedError, which the
  // SDK maps to reason INVALID_PARAMS, i.e. -32602 (dist/server/express/index.js, the
  // "Invalid JSON-RPC Request." branch); JSON-RPC 2.0 §5.1 and A2A §9.5 say -32600.
  'A2A-RPC-002': 'fail',
  // DefaultRequestHandler.sendMessage validates only message.messageId (dist/server/index.js);
  // a message with no parts or no role is served (A2A §5.7: both REQUIRED).
  'A2A-ERR-002': 'fail',
  // validateVersion compares A2A-Version to the card's protocolVersion strings exactly, so
  // "1.0.1" is refused (dist/server/express/index.js); A2A §3.6 says patch numbers MUST NOT count.
  'A2A-VER-004': 'fail',
  // No media-type check anywhere in the request path: an undeclared type is served (SHOULD).
  'A2A-SEND-004': 'fail',
  // InMemoryTaskStore.list keeps a task only when its status timestamp is strictly after
  // statusTimestampAfter (`> filterTime`, dist/server/index.js); the proto says "greater than or
  // equal", so the task updated at that very instant is left out.
  'A2A-LIST-006': 'fail',
  // The probe of a caller's rule never judges an agent.
  'XV-DEL-001': 'not-applicable',
  // No agent here sends Last-Modified; only the full agent declares gRPC.
  'A2A-GRPC-001': 'not-applicable',
  'A2A-CARD-007': 'not-applicable',
};

const FULL: Folded = {
  ...SDK_FINDINGS,
  // canonicalizeAgentCard = JCS(cleanEmpty(AgentCard.toJSON(fromJSON(card)))) (dist/index.js):
  // cleanEmpty drops `securityRequirements: [{ schemes: { crosscheckKey: { list: [] } } }]` whole,
  // a scope-less requirement (every API-key scheme), so the SDK's signature covers a payload
  // without the card's security requirement and verifies under neither canonicalization
  // (a2a-js #627 is the same cleanEmpty for REQUIRED empty members).
  'A2A-SIG-001': 'fail',
  'A2A-SIG-002': 'fail',
  // Declared, so the refusal rules are not applicable on this agent (the minimal one judges them).
  'A2A-CAP-001': 'not-applicable',
  'A2A-CAP-002': 'not-applicable',
  'A2A-CAP-003': 'not-applicable',
  // Its card declares the SDK's gRPC server (grpcService), judged over gRPC: it passes.
  'A2A-GRPC-001': 'pass',
};

const MINIMAL: Folded = {
  ...SDK_FINDINGS,
  ...notApplicable(
    // nothing optional is declared, one binding, unsigned, open
    'A2A-AUTH-001',
    'A2A-BIND-002',
    'A2A-BIND-003',
    'A2A-BIND-004',
    'A2A-BIND-005',
    'A2A-CAP-004',
    'A2A-CARD-009',
    'A2A-CARD-010',
    'A2A-DM-009',
    'A2A-STR-001',
    'A2A-SIG-001',
    'A2A-SIG-002',
    'A2A-SIG-003',
    'A2A-PUSH-001',
    'A2A-PUSH-002',
    'A2A-PUSH-003',
    'A2A-PUSH-004',
    'A2A-PUSH-005',
    'A2A-PUSH-006',
    'A2A-REST-001',
    'A2A-REST-002',
    'A2A-REST-003',
    'A2A-REST-004',
    'A2A-REST-005',
    'A2A-REST-006',
    'A2A-STREAM-001',
    'A2A-STREAM-002',
    'A2A-STREAM-003',
    'A2A-STREAM-004',
    'A2A-STREAM-005',
    'A2A-STREAM-006',
    'A2A-STREAM-007',
    'A2A-STREAM-008',
  ),
};

/**
 * The v0.3 agent: every rule with a v0.3 counterpart (`Rule.v03`) is judged, under v0.3 method
 * names; the rest are not applicable. Written by hand against @a2a-js/sdk 0.3.14's source.
 */
const V03_JUDGED: Folded = {
  'A2A-BIND-001': 'pass',
  'A2A-CANCEL-001': 'pass',
  'A2A-CANCEL-002': 'pass',
  'A2A-CANCEL-003': 'pass',
  // The agent declares pushNotifications false; the 0.3 SDK answers -32003 to all four methods.
  'A2A-CAP-002': 'pass',
  'A2A-CARD-001': 'pass',
  'A2A-CARD-002': 'pass',
  'A2A-CARD-011': 'pass',
  'A2A-CTX-001': 'pass',
  'A2A-CTX-003': 'pass',
  'A2A-CTX-004': 'pass',
  'A2A-ERR-001': 'pass',
  // DefaultRequestHandler.sendMessage (dist/server/index.js) reads params.message.messageId
  // first: no message throws a TypeError answered -32603; a message without parts or role is
  // served. v0.3 §8.1 assigns -32602 to a missing required field.
  'A2A-ERR-002': 'fail',
  'A2A-EXEC-001': 'pass',
  'A2A-EXEC-002': 'pass',
  'A2A-GET-001': 'pass',
  'A2A-GET-002': 'pass',
  'A2A-RPC-001': 'pass',
  'A2A-RPC-002': 'pass',
  'A2A-RPC-003': 'pass',
  'A2A-RPC-004': 'pass',
  'A2A-RPC-006': 'pass',
  'A2A-SEND-001': 'pass',
  // v0.3 §7.1: a message to a finished task "will result in an error"; the 0.3 SDK answers
  // -32600, which v0.3 allows (v1.0 names UnsupportedOperationError).
  'A2A-SEND-002': 'pass',
  'A2A-SEND-003': 'pass',
  // No media-type check in the 0.3 request path either (SHOULD, v0.3 §8.2 -32005).
  'A2A-SEND-004': 'fail',
  'A2A-STR-001': 'pass',
  'A2A-STREAM-001': 'pass',
  'A2A-STREAM-003': 'pass',
  'A2A-STREAM-006': 'pass',
  'XV-WIRE-001': 'pass',
};

function notApplicable(...rules: string[]): Folded {
  return Object.fromEntries(rules.map((r) => [r, 'not-applicable']));
}

/** Every rule the agent checks know gets `expected[rule]`, or `fallback`. */
function complete(expected: Folded, fallback: CaseRecord['verdict']): Folded {
  return Object.fromEntries([...agentRuleCases().keys()].map((r) => [r, expected[r] ?? fallback]));
}

const runs = new Map<string, AgentRun>();

/** The cases that disagree with `expected`, for the assertion message. */
function surprises(id: string, expected: Folded): string {
  return runs
    .get(id)!
    .records.filter((r) => r.verdict !== expected[r.rule])
    .map((r) => `${r.caseId}: ${r.verdict}: ${r.evidence.summary}`)
    .join('\n');
}

beforeAll(async () => {
  await quietSdkLogs(async () => {
    const agents = {
      full: await startSdkAgent('full'),
      minimal: await startSdkAgent('minimal'),
      v03: await startSdk03Agent(),
    };
    try {
      for (const [id, agent] of Object.entries(agents))
        runs.set(
          id,
          await judgeAgent(agent.origin, {
            reporting: { iut: id },
            seed: 11,
            // The key opens the gRPC port too, another origin than the card's (as in the main job).
            reach: { headers: agent.headers, headersAnyOrigin: true },
            budget: { deadlines: DEADLINES },
          }),
        );
    } finally {
      await Promise.all(Object.values(agents).map((a) => a.close()));
    }
  });
});
afterAll(() => runs.clear());

describe('the agent checks on agents built with @a2a-js/sdk', () => {
  it('find exactly the hand-written verdicts on the full 1.x agent (both bindings)', () => {
    const expected = complete(FULL, 'pass');

    expect(foldByRule(runs.get('full')!.records), surprises('full', expected)).toEqual(expected);
  });

  it('judge the gRPC interface of the full agent with the send, get, cancel and stream checks', () => {
    const grpc = runs.get('full')!.records.filter((r) => r.caseId.endsWith('-grpc'));

    expect(grpc.map((r) => r.rule).sort()).toEqual([
      'A2A-BIND-001',
      'A2A-CANCEL-001',
      'A2A-CANCEL-002',
      'A2A-CANCEL-003',
      'A2A-CTX-001',
      'A2A-CTX-003',
      'A2A-DM-009',
      'A2A-EXEC-001',
      'A2A-GET-001',
      'A2A-GET-002',
      'A2A-HIST-001',
      'A2A-HIST-002',
      'A2A-HIST-004',
      'A2A-SEND-001',
      'A2A-SEND-002',
      'A2A-SEND-003',
      'A2A-STREAM-001',
      'A2A-STREAM-002',
      'A2A-STREAM-003',
      'A2A-STREAM-004',
      'A2A-STREAM-005',
      'A2A-STREAM-006',
    ]);
    expect(grpc.filter((r) => r.verdict !== 'pass').map((r) => r.caseId)).toEqual([]);
  });

  it('find exactly the hand-written verdicts on the minimal 1.x agent', () => {
    const expected = complete(MINIMAL, 'pass');

    expect(foldByRule(runs.get('minimal')!.records), surprises('minimal', expected)).toEqual(
      expected,
    );
  });

  it('recognise the 0.3 agent under its sub-path and judge it under v0.3 names', () => {
    const run = runs.get('v03')!;

    expect(run.generation).toBe('0.3');
    expect(new URL(run.cardUrl!).pathname).toBe('/agents/echo/.well-known/agent-card.json');
    const expected = complete(V03_JUDGED, 'not-applicable');
    expect(foldByRule(run.records), surprises('v03', expected)).toEqual(expected);
    expect(run.records.every((r) => r.generation === '0.3')).toBe(true);
    const send = run.records.find((r) => r.rule === 'A2A-SEND-001')!;
    expect(send.evidence.transcript?.find((e) => e.direction === 'request')?.label).toBe(
      'message/send',
    );
    expect(send.evidence.details).toContain('A2A v0.3 agent');
  });

  it('bring at least 60 distinct rules to a pass or a fail across the SDK agents', () => {
    const judged = new Set(
      [...runs.values()].flatMap((r) =>
        r.records.filter((x) => x.verdict === 'pass' || x.verdict === 'fail').map((x) => x.rule),
      ),
    );

    expect(judged.size).toBeGreaterThanOrEqual(60);
  });

  it('never write the API key into a transcript', () => {
    const text = JSON.stringify(runs.get('full')!.records);

    expect(text).not.toContain('crosscheck-sdk-agent-key');
    expect(text).toContain('"X-Crosscheck-Key":"[redacted]"');
  });
});
