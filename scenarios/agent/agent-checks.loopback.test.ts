import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVendors,
  startLoopbackServer,
  type VendorFleet,
  type VendorTransport,
} from '../../vendors/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import { checkAgent } from './checkAgent.ts';
import { serveVendors } from './serveVendors.ts';
import { startA2aJsAgent } from './_fixtures/startA2aJsAgent.ts';

const PROGRESS_MS = 300;
type Expected = Record<string, CaseRecord['verdict']>;

/** Shared by every well-behaved persona: a valid card, capability errors as §3.3.4 requires. */
const CARD_OK: Expected = { 'A2A-CARD-001': 'pass', 'A2A-SIG-001': 'pass', 'A2A-SIG-002': 'pass' };
const CAP_ERRORS_OK: Expected = { 'A2A-CAP-002': 'pass', 'A2A-CAP-003': 'pass' };
/** The media-type probe never judges (A2A sets no MUST for the agent). */
const PROBE: Expected = { 'XV-DEL-001': 'not-applicable' };

/** Verdicts per simulated vendor, written by hand from vendors/personas.ts. */
const EXPECTED: Record<string, Expected> = {
  // Seed 000: drops the undeclared activation, the task never leaves SUBMITTED.
  'vendor-a': {
    ...CARD_OK,
    ...CAP_ERRORS_OK,
    ...PROBE,
    'XV-WIRE-001': 'fail',
    'A2A-CAP-001': 'not-applicable',
    'A2A-STR-001': 'pass',
  },
  // Seed 002: streams three chunks, hands a blocking caller the last one only.
  'vendor-b': {
    ...CARD_OK,
    ...CAP_ERRORS_OK,
    ...PROBE,
    'XV-WIRE-001': 'pass',
    'A2A-CAP-001': 'not-applicable',
    'A2A-STR-001': 'fail',
  },
  // B's behaviour, plus enforceInputModes signed under jcs-emitted: a member §8.4.1 leaves out.
  'vendor-b-prime': {
    ...CARD_OK,
    ...CAP_ERRORS_OK,
    ...PROBE,
    'A2A-SIG-002': 'fail',
    'XV-WIRE-001': 'pass',
    'A2A-CAP-001': 'not-applicable',
    'A2A-STR-001': 'fail',
  },
  'vendor-c': {
    ...CARD_OK,
    ...CAP_ERRORS_OK,
    ...PROBE,
    'XV-WIRE-001': 'pass',
    'A2A-CAP-001': 'not-applicable',
    'A2A-STR-001': 'pass',
  },
  // No streaming declared: SendStreamingMessage must answer -32004.
  'vendor-minimal': {
    ...CARD_OK,
    ...CAP_ERRORS_OK,
    ...PROBE,
    'XV-WIRE-001': 'pass',
    'A2A-CAP-001': 'pass',
    'A2A-STR-001': 'not-applicable',
  },
  // `extensions: []` signed under jcs-emitted: §8.4.1 omits an empty repeated field.
  'vendor-explicit-empty': {
    ...CARD_OK,
    ...CAP_ERRORS_OK,
    ...PROBE,
    'A2A-SIG-002': 'fail',
    'XV-WIRE-001': 'pass',
    'A2A-CAP-001': 'pass',
    'A2A-STR-001': 'not-applicable',
  },
};

let fleet: VendorFleet;
let transport: VendorTransport;
const byVendor = new Map<string, CaseRecord[]>();

beforeAll(async () => {
  fleet = await createVendors({ seed: 7, progressDeadlineMs: PROGRESS_MS });
  transport = await startLoopbackServer(fleet);
  for (const id of Object.keys(EXPECTED)) {
    byVendor.set(
      id,
      await checkAgent(transport.urls[id]!.origin, {
        iut: id,
        seed: 7,
        deadlines: { callMs: 2_000, progressMs: PROGRESS_MS },
      }),
    );
  }
}, 60_000);
afterAll(async () => {
  fleet.close();
  await transport.close();
});

const verdicts = (records: CaseRecord[]): Expected =>
  Object.fromEntries(records.map((r) => [r.rule, r.verdict]));

describe('checkAgent against the simulated vendors on loopback', () => {
  it.each(Object.keys(EXPECTED))('%s gets its hand-written verdicts', (id) => {
    expect(verdicts(byVendor.get(id)!)).toEqual(EXPECTED[id]);
  });

  it('names the stall of vendor A and carries the exchange that shows it', () => {
    const record = byVendor.get('vendor-a')!.find((r) => r.rule === 'XV-WIRE-001')!;

    expect(record.evidence.summary).toMatch(
      /^stall: the first task stayed TASK_STATE_SUBMITTED for 300 ms/,
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
    ).toMatchObject({ stalled: true, states: ['TASK_STATE_SUBMITTED'] });
  });

  it('shows vendor B losing chunks: three streamed parts, one in the blocking task', () => {
    const record = byVendor.get('vendor-b')!.find((r) => r.rule === 'A2A-STR-001')!;

    expect(record.evidence.expected).toMatchObject([{ parts: 3 }]);
    expect(record.evidence.actual).toMatchObject([{ parts: 1 }]);
  });

  it('records what each agent does with an unsupported media type', () => {
    const summary = (id: string) =>
      byVendor.get(id)!.find((r) => r.rule === 'XV-DEL-001')!.evidence.summary;

    expect(summary('vendor-c')).toContain(
      '-32005 ContentTypeNotSupportedError before creating a task',
    );
    expect(summary('vendor-b')).toContain('reached TASK_STATE_FAILED with error -32602');
  });

  it('never hangs on a hung vendor: every wire check ends within its deadline as fail or error', async () => {
    const started = Date.now();
    const records = await checkAgent(transport.urls['vendor-hung']!.origin, {
      iut: 'vendor-hung',
      seed: 7,
      deadlines: { callMs: 300, progressMs: PROGRESS_MS },
    });

    // Wide on purpose: the checks' own 300 ms deadlines end it (about 2 s in all), not the
    // 30 s test timeout; 20 s holds on a loaded machine. Timings belong to `npm run bench`.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(verdicts(records)).toEqual({
      ...CARD_OK,
      'XV-WIRE-001': 'fail',
      'A2A-CAP-001': 'not-applicable',
      'A2A-CAP-002': 'error',
      'A2A-CAP-003': 'error',
      'A2A-STR-001': 'error',
      'XV-DEL-001': 'error',
    });
  });

  it('refuses a non-loopback agent unless allowRemote', async () => {
    await expect(checkAgent('http://agent.example.com')).rejects.toMatchObject({
      code: 'NET_REMOTE_NOT_ALLOWED',
    });
  });
});

describe('checkAgent against an @a2a-js/sdk express agent', () => {
  it('records what the SDK server does (a trivial executor streaming two chunks)', async () => {
    const agent = await startA2aJsAgent();
    let records: CaseRecord[];
    try {
      records = await checkAgent(agent.origin, {
        iut: 'a2a-js-agent',
        seed: 7,
        deadlines: { callMs: 2_000, progressMs: PROGRESS_MS },
      });
    } finally {
      await agent.close();
    }

    // Checked by hand: the SDK's DefaultRequestHandler refuses push configs (-32003) and the
    // extended card (-32004) when undeclared, ignores an unknown extension, and merges chunks
    // for a blocking caller. The card is unsigned.
    expect(verdicts(records)).toEqual({
      'A2A-CARD-001': 'pass',
      'A2A-SIG-001': 'not-applicable',
      'A2A-SIG-002': 'not-applicable',
      'XV-WIRE-001': 'pass',
      'A2A-CAP-001': 'not-applicable',
      'A2A-CAP-002': 'pass',
      'A2A-CAP-003': 'pass',
      'A2A-STR-001': 'pass',
      'XV-DEL-001': 'not-applicable',
    });
  });
});

describe('serveVendors', () => {
  it('serves every vendor on consecutive fixed ports, cards signed for those origins', async () => {
    const port = 47_800 + (process.pid % 100) * 10;
    const served = await serveVendors({ seed: 7, port });
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
