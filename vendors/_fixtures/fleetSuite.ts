import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isJsonObject, type JsonObject } from '../../harness/json/JsonValue.ts';
import { parseStrictJson } from '../../harness/json/parseStrictJson.ts';
import { verifyCardSignatures } from '../../harness/jws/index.ts';
import {
  createJsonRpcBinding,
  fetchDocument,
  fetchJwks,
  jsonRpcUrlFromCard,
  taskFailureCode,
  watchProgress,
  WIRE_DEFAULTS,
  type HttpTarget,
  type JsonRpcBinding,
  type SendMessageParams,
  type StreamRead,
} from '../../harness/wire/index.ts';
import { createVendors, type VendorFleet } from '../createVendors.ts';
import type { VendorTransport } from '../VendorTransport.ts';

const DEADLINE_MS = 2_000;
const PROGRESS_MS = 300;
const PDF = 'JVBERi0xLjcKJcTl8uXr'; // "%PDF-1.7\n%…", base64

let messageNo = 0;
function message(
  parts: SendMessageParams['message']['parts'],
  extra: Partial<SendMessageParams['message']> = {},
): SendMessageParams['message'] {
  messageNo += 1;
  return { messageId: `msg-${messageNo}`, role: 'ROLE_USER', parts, ...extra };
}
const pdfMessage = () =>
  message([
    { text: 'Extract this invoice.' },
    { raw: PDF, mediaType: 'application/pdf', filename: 'invoice.pdf' },
  ]);
const jsonMessage = () =>
  message([{ data: { invoiceNo: 'INV-7' }, mediaType: 'application/json' }]);

const http = (deadlineMs: number, fetch?: typeof globalThis.fetch): HttpTarget => ({
  allowRemote: false,
  deadlineMs,
  maxResponseBytes: WIRE_DEFAULTS.maxResponseBytes,
  ...(fetch !== undefined && { fetch }),
});

/** The task states a stream read carried, consecutive repeats folded. */
function streamedStates(read: StreamRead): string[] {
  const states: string[] = [];
  for (const e of read.events) {
    const state = e.task?.status.state ?? e.statusUpdate?.status.state;
    if (state !== undefined && states.at(-1) !== state) states.push(state);
  }
  return states;
}

/**
 * The fleet's wire behaviour, run identically over each transport (msw in-process, loopback
 * sockets), driven through the harness's own client (the JSON-RPC binding, the document and
 * JWKS fetches): cards and JWKS, signatures, seed 002's vendor B, seed 000's vendor A, the
 * fallback C, capability errors, stalls and hangs, the loopback-only rule. `start` brings up the
 * transport for a fleet.
 */
export function describeFleetOverTransport(
  kind: 'msw' | 'loopback',
  start: (fleet: VendorFleet) => Promise<VendorTransport>,
): void {
  describe(`simulated vendors over ${kind}`, () => {
    let fleet: VendorFleet;
    let transport: VendorTransport;
    const client = (id: string, deadlineMs = DEADLINE_MS): JsonRpcBinding =>
      createJsonRpcBinding({
        url: transport.urls[id]!.rpcUrl,
        generation: '1.0',
        target: http(deadlineMs),
      });

    beforeAll(async () => {
      fleet = await createVendors({ seed: 42, progressDeadlineMs: PROGRESS_MS });
      transport = await start(fleet);
    });
    afterAll(async () => {
      fleet.close();
      await transport.close();
    });
    beforeEach(() => fleet.resetTranscripts());

    it('serves every card and JWKS, signed by the key its JWKS publishes', async () => {
      for (const id of fleet.ids) {
        const doc = await fetchDocument(transport.urls[id]!.cardUrl, http(DEADLINE_MS));
        const card = parseStrictJson(doc.bytes) as JsonObject;
        const jwks = await fetchJwks(transport.urls[id]!.jwksUrl, http(DEADLINE_MS));
        const verdict = await verifyCardSignatures(card, {
          jwks,
          algorithms: ['ES256'],
          canonicalization: fleet.vendor(id).persona.canonicalization,
          allowedJkuOrigins: [transport.urls[id]!.origin],
          revokedKids: [],
        });

        expect(doc.status).toBe(200);
        expect(jsonRpcUrlFromCard(card)).toBe(transport.urls[id]!.rpcUrl);
        expect({ id, state: verdict.state, kid: verdict.verifiedKid }).toEqual({
          id,
          state: 'valid',
          kid: fleet.vendor(id).identity.kid,
        });
      }
    });

    it('B accepts a PDF (SUBMITTED), then fails it with an opaque -32602', async () => {
      const b = client('vendor-b');

      const sent = await b.sendMessage({
        message: pdfMessage(),
        configuration: { returnImmediately: true },
      });
      const watched = await watchProgress(b, sent.result!.task!.id, {
        goal: 'settled',
        progressDeadlineMs: PROGRESS_MS,
      });

      expect(sent.result?.task?.status.state).toBe('TASK_STATE_SUBMITTED');
      expect(watched).toMatchObject({ reached: 'TASK_STATE_FAILED', stalled: false });
      // The first poll may already see FAILED; WORKING must never appear.
      expect(watched.states.filter((s) => s !== 'TASK_STATE_SUBMITTED')).toEqual([
        'TASK_STATE_FAILED',
      ]);
      expect(taskFailureCode(watched.task!)).toBe(-32602);
    });

    it('B keeps only the last chunk for a blocking caller (breaks A2A-STR-001)', async () => {
      const sent = await client('vendor-b').sendMessage({ message: jsonMessage() });

      const task = sent.result!.task!;
      expect(task.status.state).toBe('TASK_STATE_COMPLETED');
      expect(task.artifacts).toHaveLength(1);
      expect(task.artifacts![0]!.parts).toHaveLength(1);
      expect(task.artifacts![0]!.parts[0]!.text).toMatch(/^\[3\/3\] /);
    });

    it('B streams every append chunk, then closes on completion', async () => {
      const read = await client('vendor-b').sendStreamingMessage({ message: jsonMessage() });

      const events = read.events;
      expect(read).toMatchObject({ end: 'closed', eventProblems: [] });
      const kinds = events.map((e) => Object.keys(e)[0]);
      const chunks = events.flatMap((e) =>
        e.artifactUpdate === undefined ? [] : [e.artifactUpdate],
      );
      expect(kinds).toEqual([
        'task',
        'statusUpdate',
        'artifactUpdate',
        'artifactUpdate',
        'artifactUpdate',
        'statusUpdate',
      ]);
      expect(
        chunks.map((c) => [
          c.append ?? false,
          c.lastChunk ?? false,
          c.artifact.parts[0]!.text!.slice(0, 6),
        ]),
      ).toEqual([
        [false, false, '[1/3] '],
        [true, false, '[2/3] '],
        [true, true, '[3/3] '],
      ]);
      expect(events.at(-1)?.statusUpdate?.status.state).toBe('TASK_STATE_COMPLETED');
      expect(fleet.transcript('vendor-b').filter((e) => e.direction === 'event')).toHaveLength(6);
    });

    it('A drops an activation it does not understand: the stall is caught by the progress deadline', async () => {
      const a = client('vendor-a');

      const sent = await a.sendMessage(
        {
          message: message([{ text: 'Summarize Q3.' }]),
          configuration: { returnImmediately: true },
        },
        { extensions: ['https://ext.example/trace/v1'] },
      );
      const watched = await watchProgress(a, sent.result!.task!.id, {
        progressDeadlineMs: PROGRESS_MS,
      });

      expect(watched).toMatchObject({
        reached: null,
        stalled: true,
        states: ['TASK_STATE_SUBMITTED'],
      });
      expect(watched.elapsedMs).toBeGreaterThanOrEqual(PROGRESS_MS - 1);
      expect(watched.elapsedMs).toBeLessThan(PROGRESS_MS * 1.5);
      const request = fleet
        .transcript('vendor-a')
        .find((e) => e.label === 'SendMessage' && e.direction === 'request');
      expect(request?.headers?.['a2a-extensions']).toBe('https://ext.example/trace/v1');
      expect(fleet.transcript('vendor-a').map((e) => e.label)).toContain(
        'extension-activation-dropped',
      );
    });

    it('lazy A fails the task with an ordinary error naming the problem instead of stalling', async () => {
      const lazy = client('vendor-a-lazy');

      const sent = await lazy.sendMessage(
        {
          message: message([{ text: 'Summarize Q3.' }]),
          configuration: { returnImmediately: true },
        },
        { extensions: ['https://ext.example/trace/v1'] },
      );
      const settled = await watchProgress(lazy, sent.result!.task!.id, {
        progressDeadlineMs: PROGRESS_MS,
        goal: 'settled',
      });

      expect(settled).toMatchObject({ reached: 'TASK_STATE_FAILED', stalled: false });
      expect(fleet.transcript('vendor-a-lazy').map((e) => e.label)).toContain(
        'extension-activation-failed',
      );
    });

    it('A without extensions progresses within the deadline and completes (polling)', async () => {
      const a = client('vendor-a');

      const sent = await a.sendMessage({
        message: message([{ text: 'Summarize Q3.' }]),
        configuration: { returnImmediately: true },
      });
      const progress = await watchProgress(a, sent.result!.task!.id, {
        progressDeadlineMs: PROGRESS_MS,
        pollIntervalMs: 5,
      });
      const settled = await watchProgress(a, sent.result!.task!.id, {
        progressDeadlineMs: PROGRESS_MS,
        goal: 'settled',
      });

      // Which of WORKING or COMPLETED a poll sees first depends on the scheduler; the stream test pins the order.
      expect(progress).toMatchObject({ stalled: false });
      expect(['TASK_STATE_WORKING', 'TASK_STATE_COMPLETED']).toContain(progress.reached);
      expect(settled).toMatchObject({ reached: 'TASK_STATE_COMPLETED', stalled: false });
      const request = fleet
        .transcript('vendor-a')
        .find((e) => e.label === 'SendMessage' && e.direction === 'request');
      expect(request?.headers).toMatchObject({
        'a2a-version': '1.0',
        'content-type': 'application/json',
      });
      expect(request?.headers?.['a2a-extensions']).toBeUndefined();
    });

    it('A without extensions streams SUBMITTED, WORKING, then COMPLETED', async () => {
      const read = await client('vendor-a').sendStreamingMessage(
        { message: message([{ text: 'Summarize Q3.' }]) },
        { eventDeadlineMs: PROGRESS_MS },
      );

      expect(read).toMatchObject({ end: 'closed', eventProblems: [] });
      expect(streamedStates(read)).toEqual([
        'TASK_STATE_SUBMITTED',
        'TASK_STATE_WORKING',
        'TASK_STATE_COMPLETED',
      ]);
    });

    it('A over a stream: the stall is caught and the stream closed', async () => {
      const read = await client('vendor-a').sendStreamingMessage(
        { message: message([{ text: 'Summarize Q3.' }]) },
        { extensions: ['https://ext.example/trace/v1'], eventDeadlineMs: PROGRESS_MS },
      );

      expect(read.end).toBe('stall');
      expect(streamedStates(read)).toEqual(['TASK_STATE_SUBMITTED']);
      await vi.waitFor(() =>
        expect(
          fleet.transcript('vendor-a').find((e) => e.label === 'stream-closed')?.body,
        ).toMatchObject({ reason: 'caller-aborted' }),
      );
    });

    it('C refuses an unsupported media type before creating a task, and completes a PDF with every chunk', async () => {
      const c = client('vendor-c');

      const png = await c.sendMessage({
        message: message([{ raw: 'iVBORw0KGgo=', mediaType: 'image/png' }]),
      });
      const pdf = await c.sendMessage({ message: pdfMessage() });

      expect(png.error?.code).toBe(-32005);
      expect(pdf.result?.task?.status.state).toBe('TASK_STATE_COMPLETED');
      expect(pdf.result?.task?.artifacts?.[0]?.parts.map((p) => p.text!.slice(0, 6))).toEqual([
        '[1/3] ',
        '[2/3] ',
        '[3/3] ',
      ]);
      expect(fleet.transcript('vendor-c').filter((e) => e.label === 'task-created')).toHaveLength(
        1,
      );
    });

    it('the minimal and explicit-[] vendors ignore unknown extensions; minimal refuses streaming with -32004', async () => {
      const ext = { extensions: ['https://ext.example/trace/v1'] };

      const minimal = await client('vendor-minimal').sendMessage(
        { message: message([{ text: 'echo' }]) },
        ext,
      );
      const empty = await client('vendor-explicit-empty').sendMessage(
        { message: message([{ text: 'hola' }]) },
        ext,
      );
      const streamed = await client('vendor-minimal').sendStreamingMessage({
        message: message([{ text: 'echo' }]),
      });

      expect(minimal.result?.task?.status.state).toBe('TASK_STATE_COMPLETED');
      expect(empty.result?.task?.status.state).toBe('TASK_STATE_COMPLETED');
      expect(streamed.events).toEqual([]);
      expect(streamed.error).toMatchObject({ code: -32004, type: 'UnsupportedOperation' });
      expect(streamed.error?.malformed).toBeUndefined();
    });

    it('answers -32009 to a request without A2A-Version and -32003 to push config', async () => {
      const version = await client('vendor-c').sendMessage(
        { message: jsonMessage() },
        { version: null },
      );
      const push = await client('vendor-c').call('CreateTaskPushNotificationConfig', {
        taskId: 'x',
        config: {},
      });

      expect(version.error?.code).toBe(-32009);
      expect(push.error?.code).toBe(-32003);
      expect(isJsonObject((version.error?.details as JsonObject[] | undefined)?.[0])).toBe(true);
    });

    it('a hung vendor makes the client time out within its deadline', async () => {
      const hungDeadline = 250;

      const outcome = await client('vendor-hung', hungDeadline)
        .sendMessage({ message: jsonMessage() })
        .catch((e: unknown) => e);

      // The client's own deadline ended the wait (not the vendor's hold, nor a refusal), as the
      // error's code and message say; how long that took on the wall clock is not judged here,
      // because a loaded machine stretches it (`npm test` beside six busy loops took 546 ms).
      expect(outcome).toMatchObject({
        code: 'NET_TIMEOUT',
        message: expect.stringContaining(`within the ${hungDeadline} ms deadline`) as unknown,
      });
      // The caller's abort reaches the vendor through either transport: nothing is left held.
      await vi.waitFor(() =>
        expect(
          fleet
            .transcript('vendor-hung')
            .filter((e) => e.label === 'held')
            .map((e) => e.body),
        ).toEqual([{ method: 'SendMessage', end: 'caller-aborted' }]),
      );
    });

    it('refuses a non-loopback host before any request leaves', async () => {
      const sent: string[] = [];
      const spy = (async (input: string | URL | Request) => {
        sent.push(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        );
        return new Response(null, { status: 500 });
      }) as typeof globalThis.fetch;
      const evil = 'http://127.0.0.1.evil.example';
      const remote = createJsonRpcBinding({
        url: `${evil}/a2a/jsonrpc`,
        generation: '1.0',
        target: http(DEADLINE_MS, spy),
      });

      await expect(
        fetchDocument(`${evil}/.well-known/agent-card.json`, http(DEADLINE_MS, spy)),
      ).rejects.toMatchObject({ code: 'NET_REMOTE_NOT_ALLOWED' });
      await expect(remote.sendMessage({ message: jsonMessage() })).rejects.toMatchObject({
        code: 'NET_REMOTE_NOT_ALLOWED',
      });
      expect(sent).toEqual([]);
    });
  });
}
