import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVendors,
  startLoopbackServer,
  type VendorFleet,
  type VendorTransport,
} from '../../vendors/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { agentRuleCases } from '../../engine/agent/index.ts';
import { checkAgent } from '../../engine/agent/judgeAgent.ts';
import { serveVendors } from '../../engine/agent/serveVendors.ts';
import { foldByRule, type Folded } from './_fixtures/foldByRule.ts';

const PROGRESS_MS = 300;
/** The fleet progresses at a tenth of its deadline; judged against three, as the phase does. */
const DEADLINES = { callMs: PROGRESS_MS * 16, progressMs: PROGRESS_MS * 3 };

const na = (...rules: string[]): Folded =>
  Object.fromEntries(rules.map((r) => [r, 'not-applicable']));

/** What no JSON-RPC-only vendor without push, extended card, security or required extension offers. */
const NARROW = na(
  'A2A-AUTH-001',
  'A2A-BIND-002',
  'A2A-BIND-003',
  'A2A-BIND-004',
  'A2A-BIND-005',
  'A2A-CAP-004',
  'A2A-CARD-009',
  'A2A-CARD-010',
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
);
/** Never judged on the fleet's vendors: no Last-Modified, no gRPC (only the twins' grpc base serves it), the caller-side probe. */
const NEVER = na('A2A-CARD-007', 'A2A-GRPC-001', 'XV-DEL-001');
/** Streaming declared: its refusal rule does not apply. */
const STREAMS = na('A2A-CAP-001');
/** Streaming not declared: the stream rules do not apply. */
const NO_STREAM = na(
  'A2A-DM-009',
  'A2A-STR-001',
  'A2A-STREAM-001',
  'A2A-STREAM-002',
  'A2A-STREAM-003',
  'A2A-STREAM-004',
  'A2A-STREAM-005',
  'A2A-STREAM-006',
  'A2A-STREAM-007',
  'A2A-STREAM-008',
);
/** Every vendor but C accepts any media type (persona knob `inputModes`), a SHOULD-level finding. */
const LAX_MODES: Folded = { 'A2A-SEND-004': 'fail' };

/** Folded verdicts per simulated vendor, written by hand from vendors/personas.ts. */
const EXPECTED: Record<string, Folded> = {
  // Seed 000: an undeclared activation is dropped and the task never leaves SUBMITTED.
  'vendor-a': { ...NEVER, ...NARROW, ...STREAMS, ...LAX_MODES, 'XV-WIRE-001': 'fail' },
  // Seed 002: streams three chunks, hands a blocking caller the last one only, and GetTask
  // reads back the same truncated artifact (the task model compares it with the stream).
  'vendor-b': {
    ...NEVER,
    ...NARROW,
    ...STREAMS,
    ...LAX_MODES,
    'A2A-STR-001': 'fail',
    'A2A-GET-001': 'fail',
  },
  // B's behaviour, plus enforceInputModes signed under jcs-emitted: a member §8.4.1 leaves out.
  'vendor-b-prime': {
    ...NEVER,
    ...NARROW,
    ...STREAMS,
    ...LAX_MODES,
    'A2A-STR-001': 'fail',
    'A2A-GET-001': 'fail',
    'A2A-SIG-002': 'fail',
  },
  // Enforces input modes: -32005 before any task.
  'vendor-c': { ...NEVER, ...NARROW, ...STREAMS },
  'vendor-minimal': { ...NEVER, ...NARROW, ...NO_STREAM, ...LAX_MODES },
  // `extensions: []` signed under jcs-emitted: §8.4.1 omits an empty repeated field.
  'vendor-explicit-empty': {
    ...NEVER,
    ...NARROW,
    ...NO_STREAM,
    ...LAX_MODES,
    'A2A-SIG-002': 'fail',
  },
  // Everything declared, both bindings, no security: only the refusal and auth rules sit out.
  'vendor-d': {
    ...NEVER,
    ...na(
      'A2A-AUTH-001',
      'A2A-BIND-005',
      'A2A-CARD-010',
      'A2A-CAP-001',
      'A2A-CAP-002',
      'A2A-CAP-003',
    ),
    ...LAX_MODES,
  },
  // Misnumbered errors (no ErrorInfo) and a required extension it does not enforce.
  'vendor-e': {
    ...NEVER,
    ...NARROW,
    ...STREAMS,
    ...LAX_MODES,
    'A2A-CAP-004': 'fail',
    'A2A-RPC-006': 'fail', // the properties find TaskNotFound under -32602
    'A2A-RPC-007': 'fail',
    ...Object.fromEntries(
      [
        'A2A-GET-002',
        'A2A-CANCEL-002',
        'A2A-CANCEL-003',
        'A2A-SEND-002',
        'A2A-SEND-003',
        'A2A-STREAM-005',
        'A2A-STREAM-006',
        'A2A-CAP-002',
        'A2A-CAP-003',
        'A2A-VER-001',
        'A2A-VER-002',
      ].map((r) => [r, 'fail']),
    ),
  },
};

/** Every rule the agent checks know: `expected[rule]`, else `fallback`. */
function complete(expected: Folded, fallback: CaseRecord['verdict']): Folded {
  return Object.fromEntries([...agentRuleCases().keys()].map((r) => [r, expected[r] ?? fallback]));
}

let fleet: VendorFleet;
let transport: VendorTransport;
const byVendor = new Map<string, CaseRecord[]>();

beforeAll(async () => {
  fleet = await createVendors({ seed: 7, progressDeadlineMs: PROGRESS_MS });
  transport = await startLoopbackServer(fleet);
  await Promise.all(
    fleet.ids.map(async (id) =>
      byVendor.set(
        id,
        await checkAgent(transport.urls[id]!.origin, {
          budget: { deadlines: DEADLINES },
          reporting: { iut: id },
          seed: 7,
        }),
      ),
    ),
  );
});
afterAll(async () => {
  fleet.close();
  await transport.close();
});

describe('the agent checks against the simulated vendors on loopback', () => {
  it.each(Object.keys(EXPECTED))('%s gets its hand-written verdicts', (id) => {
    const records = byVendor.get(id)!;
    const expected = complete(EXPECTED[id]!, 'pass');
    const surprises = records
      .filter((r) => r.verdict !== expected[r.rule])
      .map((r) => `${r.caseId}: ${r.verdict}: ${r.evidence.summary}`);

    expect(foldByRule(records), surprises.join('\n')).toEqual(expected);
  });

  it('names the stall of vendor A and carries the exchange that shows it', () => {
    const record = byVendor
      .get('vendor-a')!
      .find((r) => r.rule === 'XV-WIRE-001' && !r.caseId.startsWith('agent-prop-'))!;

    expect(record.evidence.summary).toMatch(
      /^stall: the first task stayed TASK_STATE_SUBMITTED for 900 ms/,
    );
    const request = record.evidence.transcript?.find(
      (e) => e.direction === 'request' && e.label === 'SendMessage',
    );
    expect(request?.headers?.['A2A-Extensions']).toBe(
      'https://a2a-crosscheck.dev/extensions/undeclared-probe/v1',
    );
    expect(record.evidence.transcript?.some((e) => e.label === 'GetTask')).toBe(false); // polls are summarised
    expect(
      record.evidence.transcript?.find((e) => e.label === 'progress watch')?.body,
    ).toMatchObject({
      stalled: true,
      states: ['TASK_STATE_SUBMITTED'],
    });
  });

  it('shows vendor B losing chunks: three streamed parts, one in the blocking task', () => {
    const record = byVendor.get('vendor-b')!.find((r) => r.rule === 'A2A-STR-001')!;

    expect(record.evidence.expected).toMatchObject([{ parts: 3 }]);
    expect(record.evidence.actual).toMatchObject([{ parts: 1 }]);
  });

  it('records what each agent does with an unsupported media type', () => {
    const summary = (id: string) =>
      byVendor.get(id)!.find((r) => r.rule === 'XV-DEL-001')!.evidence.summary;

    expect(summary('vendor-c')).toContain('answered -32005 (ContentTypeNotSupported)');
    expect(summary('vendor-c')).toContain('before creating a task (preferred)');
    expect(summary('vendor-b')).toContain('and then reached TASK_STATE_FAILED');
  });

  it('charges a hung vendor to A2A-BIND-001 alone: one failure, every other wire rule not applicable', () => {
    const records = byVendor.get('vendor-hung')!;
    const folded = foldByRule(records);

    expect(Object.entries(folded).filter(([, v]) => v === 'fail' || v === 'error')).toEqual([
      ['A2A-BIND-001', 'fail'],
    ]);
    expect(records.find((r) => r.rule === 'A2A-BIND-001')!.evidence.summary).toMatch(
      /did not answer within 4800 ms$/,
    );
    expect(records.find((r) => r.rule === 'XV-WIRE-001')!.evidence.reason).toBe(
      'the interface does not answer A2A; charged to A2A-BIND-001',
    );
  });

  it('judges the HTTP+JSON binding of vendor D with its own case ids', () => {
    const cases = byVendor
      .get('vendor-d')!
      .filter((r) => r.rule === 'A2A-GET-002')
      .map((r) => [r.caseId, r.verdict]);

    expect(cases).toEqual([
      ['agent-get-unknown-task-not-found-http-json', 'pass'],
      ['agent-get-unknown-task-not-found-jsonrpc', 'pass'],
      // The request-values property runs on the preferred binding only.
      ['agent-prop-request-values-task-ids-jsonrpc', 'pass'],
    ]);
  });

  it('refuses a non-loopback agent unless allowRemote', async () => {
    await expect(checkAgent('http://agent.example.com')).rejects.toMatchObject({
      code: 'NET_REMOTE_NOT_ALLOWED',
    });
  });
});

describe('serveVendors', () => {
  it('serves every vendor on consecutive fixed ports, cards signed for those origins', async () => {
    // Below Linux's ephemeral range (32768-60999), where any outgoing connection of this or
    // another process may hold a port, and 20 apart per process for the fleet's 13 ports; a base
    // another test holds is skipped (EADDRINUSE is a USAGE error naming the port).
    let served: Awaited<ReturnType<typeof serveVendors>> | undefined;
    let port = 0;
    for (let attempt = 0; served === undefined; attempt++) {
      port = 20_000 + ((process.pid + attempt * 97) % 600) * 20;
      try {
        served = await serveVendors({ seed: 7, port });
      } catch (cause) {
        if (attempt >= 4 || !/Choose another port/.test(String(cause))) throw cause;
      }
    }
    try {
      const first = served.urls[0]!;
      const response = await fetch(first.cardUrl);
      const card = (await response.json()) as { supportedInterfaces: { url: string }[] };

      expect(served.urls.map((u) => u.baseUrl)).toEqual(
        served.urls.map((_, i) => `http://127.0.0.1:${port + i}`),
      );
      expect(first).toEqual({
        vendor: 'vendor-a',
        baseUrl: `http://127.0.0.1:${port}`,
        cardUrl: `http://127.0.0.1:${port}/.well-known/agent-card.json`,
        summary: expect.stringMatching(
          /^Seed 000 signer: capabilities omit "extensions"/,
        ) as unknown,
      });
      expect(card.supportedInterfaces[0]!.url).toBe(`http://127.0.0.1:${port}/a2a/jsonrpc`);
    } finally {
      await served.close();
    }
  });

  it('serves on ephemeral ports by default', async () => {
    const served = await serveVendors({ seed: 7 });
    try {
      const response = await fetch(served.urls.find((u) => u.vendor === 'vendor-minimal')!.cardUrl);

      expect(response.status).toBe(200);
    } finally {
      await served.close();
    }
  });
});
