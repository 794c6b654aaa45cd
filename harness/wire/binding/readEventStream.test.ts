import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamResponse } from '../a2aTypes.ts';
import { WIRE_DEFAULTS } from '../defaults.ts';
import { createJsonRpcBinding } from './createJsonRpcBinding.ts';

const RPC = 'http://127.0.0.1:9/a2a/jsonrpc';
const PARAMS = {
  message: { messageId: 'm1', role: 'ROLE_USER' as const, parts: [{ text: 'hi' }] },
};
const status = (state: string): StreamResponse => ({
  statusUpdate: { taskId: 't', contextId: 'c', status: { state: state as never } },
});
const frame = (result: unknown, id = 1) =>
  `data: ${JSON.stringify({ jsonrpc: '2.0', id, result })}\n\n`;

/**
 * A peer answering one SSE body: each frame after `gapMs` (a keep-alive comment first, which
 * must not count as progress), then closed unless `hold`. With `tee`, the body handed to the
 * client is one branch of a tee, as msw hands it (it keeps the other for its listeners), so a
 * cancel of the body alone never reaches the source.
 */
function sse(
  frames: string[],
  opts: { gapMs?: number; hold?: boolean; tee?: boolean; closeOnAbort?: boolean } = {},
) {
  const signals: AbortSignal[] = [];
  let sourceCancelled = false;
  const fetch = (async (_input: unknown, init?: RequestInit) => {
    signals.push(init!.signal!);
    const encoder = new TextEncoder();
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        // As fetch does: an aborted exchange errors its body. With closeOnAbort the body ends
        // cleanly instead, as it reaches the reader when the peer closes its side first (seen
        // with msw under load: the vendor ends the stream of a caller that left).
        init!.signal!.addEventListener('abort', () => {
          sourceCancelled = true;
          if (opts.closeOnAbort === true) controller.close();
          else controller.error(init!.signal!.reason);
        });
        for (const f of frames) {
          if (init!.signal!.aborted) return;
          await new Promise((r) => setTimeout(r, opts.gapMs ?? 0));
          controller.enqueue(encoder.encode(`: keep-alive\n\n${f}`));
        }
        if (opts.hold !== true) controller.close();
      },
      cancel: () => void (sourceCancelled = true),
    });
    const body = opts.tee === true ? source.tee()[0] : source;
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }) as typeof globalThis.fetch;
  return { fetch, signals, sourceCancelled: () => sourceCancelled };
}

const binding = (fetch: typeof globalThis.fetch, deadlineMs = 1_000) =>
  createJsonRpcBinding({
    url: RPC,
    generation: '1.0',
    target: { allowRemote: false, deadlineMs, maxResponseBytes: 1024 * 1024, fetch },
  });

afterEach(() => void vi.useRealTimers());

/** An agent that answers a streaming request with a JSON-RPC error instead of a stream. */
const answersUnsupported = (async () =>
  Response.json({
    jsonrpc: '2.0',
    id: 1,
    error: { code: -32004, message: 'Unsupported operation' },
  })) as typeof globalThis.fetch;
describe('a JSON-RPC stream read', () => {
  it('reads each event in order and ends when the stream closes', async () => {
    const events = [
      { task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_SUBMITTED' } } },
      status('TASK_STATE_COMPLETED'),
    ];

    const read = await binding(sse(events.map((e) => frame(e))).fetch).sendStreamingMessage(PARAMS);

    expect(read).toEqual({
      http: {
        status: 200,
        contentType: 'text/event-stream',
        headers: { 'content-type': 'text/event-stream' },
      },
      events,
      rawEvents: events.map((result) => ({ jsonrpc: '2.0', id: 1, result })),
      eventProblems: [],
      end: 'closed',
    });
  });

  it('ends in a stall when no event arrives within eventDeadlineMs, despite keep-alive comments, and hangs up', async () => {
    vi.useFakeTimers();
    const net = sse([frame(status('TASK_STATE_WORKING')), frame(status('TASK_STATE_COMPLETED'))], {
      gapMs: 120,
      tee: true,
    });

    const reading = binding(net.fetch).sendStreamingMessage(PARAMS, { eventDeadlineMs: 40 });
    await vi.advanceTimersByTimeAsync(40);
    const read = await reading;

    expect(read).toMatchObject({ end: 'stall', events: [] });
    expect(net.signals[0]?.aborted).toBe(true);
    expect(net.sourceCancelled()).toBe(true);
  });

  it('ends at the call deadline when events keep coming past it', async () => {
    vi.useFakeTimers();
    const net = sse(
      Array.from({ length: 50 }, () => frame(status('TASK_STATE_WORKING'))),
      { gapMs: 10 },
    );

    const reading = binding(net.fetch, 100).sendStreamingMessage(PARAMS, {
      eventDeadlineMs: 5_000,
    });
    await vi.advanceTimersByTimeAsync(100);
    const read = await reading;

    expect(read.end).toBe('timeout');
    expect(read.events.length).toBeGreaterThan(0);
  });

  it('ends at the call deadline when the aborted body closes cleanly instead of erroring', async () => {
    vi.useFakeTimers();
    const net = sse([frame(status('TASK_STATE_WORKING'))], { hold: true, closeOnAbort: true });

    const reading = binding(net.fetch, 100).sendStreamingMessage(PARAMS, {
      eventDeadlineMs: 5_000,
    });
    await vi.advanceTimersByTimeAsync(100);
    const read = await reading;

    expect(read).toMatchObject({ end: 'timeout', events: [status('TASK_STATE_WORKING')] });
  });

  it('stops when onEvent returns false, and hangs up', async () => {
    const net = sse(
      [
        frame(status('TASK_STATE_WORKING')),
        frame(status('TASK_STATE_COMPLETED')),
        frame(status('TASK_STATE_WORKING')),
      ],
      { hold: true, tee: true },
    );

    const read = await binding(net.fetch).sendStreamingMessage(PARAMS, {
      onEvent: (e) => e.statusUpdate?.status.state !== 'TASK_STATE_COMPLETED',
    });

    expect(read.end).toBe('aborted');
    expect(read.events).toEqual([status('TASK_STATE_WORKING'), status('TASK_STATE_COMPLETED')]);
    expect(net.signals[0]?.aborted).toBe(true);
  });

  it('closes a stream at 1,000 events by default, and at most at maxStreamEvents when asked for more', async () => {
    const many = (n: number) => () =>
      new Response(frame(status('TASK_STATE_WORKING')).repeat(n), {
        headers: { 'content-type': 'text/event-stream' },
      });
    const fetch = (n: number) => (async () => many(n)()) as typeof globalThis.fetch;

    const byDefault = await binding(fetch(1_001)).sendStreamingMessage(PARAMS);
    const asked = await binding(fetch(10_001), 60_000).sendStreamingMessage(PARAMS, {
      maxEvents: 1_000_000,
    });

    expect([byDefault.end, byDefault.events.length]).toEqual(['limit', 1_000]);
    expect([asked.end, asked.events.length]).toEqual(['limit', 10_000]);
  });

  it('refuses a stream that sends more bytes than the cap, whatever the size of each event', async () => {
    const big = { ...status('TASK_STATE_WORKING'), pad: 'p'.repeat(1_000_000) };
    let seen = 0;

    const reading = binding(
      sse(Array.from({ length: 20 }, () => frame(big))).fetch,
      60_000,
    ).sendStreamingMessage(PARAMS, { onEvent: () => void (seen += 1) });

    await expect(reading).rejects.toMatchObject({
      code: 'NET_RESPONSE_TOO_LARGE',
      message: expect.stringContaining(
        `more than ${WIRE_DEFAULTS.maxStreamBytes} bytes`,
      ) as unknown,
    });
    expect(seen).toBeLessThanOrEqual(WIRE_DEFAULTS.maxStreamBytes / 1_000_000);
  });

  it('reads a JSON-RPC error answered instead of a stream as the error', async () => {
    const fetch = answersUnsupported;

    const read = await binding(fetch).sendStreamingMessage(PARAMS);

    expect(read).toMatchObject({
      events: [],
      error: { type: 'UnsupportedOperation', code: -32004, message: 'Unsupported operation' },
    });
    expect(read.malformed).toBeUndefined();
    expect(read.error?.malformed).toBeUndefined();
  });

  it('stops the call deadline once a body that is not a stream is read', async () => {
    // A pending deadline keeps the process alive: left running, it held a finished CLI run
    // against an agent that answers streams with JSON errors open until the deadline passed.
    vi.useFakeTimers();
    const fetch = answersUnsupported;
    const before = vi.getTimerCount();

    const read = await binding(fetch, 60_000).sendStreamingMessage(PARAMS);

    expect(read.error?.type).toBe('UnsupportedOperation');
    expect(vi.getTimerCount()).toBe(before);
  });

  it.each([
    [
      'a JSON result instead of a stream',
      () => Response.json({ jsonrpc: '2.0', id: 1, result: {} }),
      'a JSON answer instead of an event stream',
    ],
    [
      'a body that is neither',
      () => new Response('<html>'),
      'neither an event stream nor a JSON-RPC answer',
    ],
  ])('names %s in "malformed"', async (_name, respond, why) => {
    const fetch: typeof globalThis.fetch = async () => respond();
    const read = await binding(fetch).sendStreamingMessage(PARAMS);

    expect(read).toMatchObject({ events: [], malformed: why });
    expect(read.error).toBeUndefined();
  });

  it('ends on an error event in the middle of the stream', async () => {
    const error = `data: ${JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'boom' } })}\n\n`;

    const read = await binding(
      sse([frame(status('TASK_STATE_WORKING')), error, frame(status('TASK_STATE_COMPLETED'))])
        .fetch,
    ).sendStreamingMessage(PARAMS);

    expect(read.events).toEqual([status('TASK_STATE_WORKING')]);
    expect(read.error).toMatchObject({ code: -32603, message: 'boom' });
  });

  it('records an event answering another id, or not an object, and reads on unless told to stop', async () => {
    const frames = [
      frame(status('TASK_STATE_WORKING'), 7),
      'data: [1]\n\n',
      frame(status('TASK_STATE_COMPLETED')),
    ];

    const readOn = await binding(sse(frames).fetch).sendStreamingMessage(PARAMS);
    const stopped = await binding(sse(frames).fetch).sendStreamingMessage(PARAMS, {
      stopOnProblem: true,
    });

    expect(readOn.eventProblems).toEqual([
      `event 1: the id 7 does not echo the request's 1`,
      'event 2: the body is not a JSON object; the result is not a StreamResponse',
    ]);
    expect(readOn.events).toEqual([status('TASK_STATE_WORKING'), status('TASK_STATE_COMPLETED')]);
    expect(stopped).toMatchObject({
      end: 'aborted',
      events: [],
      eventProblems: [`event 1: the id 7 does not echo the request's 1`],
    });
  });
});
