import { afterEach, describe, expect, it, vi } from 'vitest';
import { A2ARpcError } from './A2ARpcError.ts';
import { createA2AClient } from './createA2AClient.ts';
import type { StreamResponse } from './a2aTypes.ts';
import { watchStreamProgress } from './watchProgress.ts';

const RPC = 'http://127.0.0.1:9/a2a/jsonrpc';
const PARAMS = {
  message: { messageId: 'm1', role: 'ROLE_USER' as const, parts: [{ text: 'hi' }] },
};
const status = (state: string): StreamResponse => ({
  statusUpdate: { taskId: 't', contextId: 'c', status: { state: state as never } },
});

/** An SSE body that sends each event after `gapMs`, then stays open for `holdMs` (or closes). */
function sse(events: unknown[], opts: { gapMs?: number; holdMs?: number; id?: number } = {}) {
  const seenSignals: AbortSignal[] = [];
  const fetch = (async (_input: unknown, init?: RequestInit) => {
    seenSignals.push(init!.signal!);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const result of events) {
          await new Promise((r) => setTimeout(r, opts.gapMs ?? 0));
          // A comment line must not count as progress.
          controller.enqueue(
            encoder.encode(
              `: keep-alive\n\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: opts.id ?? 1, result })}\n\n`,
            ),
          );
        }
        if (opts.holdMs === undefined) controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }) as typeof globalThis.fetch;
  return { fetch, seenSignals };
}

async function collect(stream: AsyncIterable<StreamResponse>): Promise<StreamResponse[]> {
  const out: StreamResponse[] = [];
  for await (const e of stream) out.push(e);
  return out;
}

describe('sendStreamingMessage', () => {
  it('yields each event in order and ends when the stream closes', async () => {
    const events = [
      { task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_SUBMITTED' } } },
      status('TASK_STATE_COMPLETED'),
    ];
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: sse(events).fetch,
      deadlineMs: 1_000,
    });

    expect(await collect(client.sendStreamingMessage(PARAMS))).toEqual(events);
  });

  it('throws WIRE_STALL when no event arrives within eventDeadlineMs, despite keep-alive comments', async () => {
    vi.useFakeTimers();
    const net = sse([status('TASK_STATE_WORKING'), status('TASK_STATE_COMPLETED')], { gapMs: 120 });
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: net.fetch,
      deadlineMs: 1_000,
    });

    const reading = collect(client.sendStreamingMessage(PARAMS, { eventDeadlineMs: 40 }));
    const outcome = expect(reading).rejects.toMatchObject({
      code: 'WIRE_STALL',
      message: expect.stringContaining('no event for 40 ms') as unknown,
    });
    await vi.advanceTimersByTimeAsync(40);

    await outcome;
    expect(net.seenSignals[0]?.aborted).toBe(true);
  });

  it('stops a stream that sends more events than the cap (NET_RESPONSE_TOO_LARGE)', async () => {
    const frame = `data: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result: status('TASK_STATE_WORKING') })}\n\n`;
    const fetch = (async () =>
      new Response(frame.repeat(10_001), {
        headers: { 'content-type': 'text/event-stream' },
      })) as typeof globalThis.fetch;
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch,
      deadlineMs: 60_000,
    });

    await expect(collect(client.sendStreamingMessage(PARAMS))).rejects.toMatchObject({
      code: 'NET_RESPONSE_TOO_LARGE',
      message: expect.stringContaining('more than 10000 events') as unknown,
    });
  });

  it('stops a stream that sends more bytes than the cap, whatever the size of each event', async () => {
    const big = { ...status('TASK_STATE_WORKING'), pad: 'p'.repeat(1_000_000) };
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: sse(Array.from({ length: 20 }, () => big)).fetch,
      deadlineMs: 60_000,
    });
    let seen = 0;

    const reading = (async () => {
      for await (const event of client.sendStreamingMessage(PARAMS)) if (event) seen += 1;
    })();

    await expect(reading).rejects.toMatchObject({
      code: 'NET_RESPONSE_TOO_LARGE',
      message: expect.stringContaining('more than 16777216 bytes') as unknown,
    });
    expect(seen).toBeLessThanOrEqual(16);
  });

  it('throws A2ARpcError for a JSON-RPC error answered instead of a stream', async () => {
    const fetch = (async () =>
      new Response(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32004, message: 'Unsupported operation' },
        }),
        {
          headers: { 'content-type': 'application/json' },
        },
      )) as typeof globalThis.fetch;
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch,
      deadlineMs: 1_000,
    });

    const error = await collect(client.sendStreamingMessage(PARAMS)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(A2ARpcError);
    expect(error).toMatchObject({ code: 'WIRE_RPC_ERROR', rpcError: { code: -32004 } });
  });

  it('refuses an event answering another request id', async () => {
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: sse([status('TASK_STATE_WORKING')], { id: 7 }).fetch,
      deadlineMs: 1_000,
    });

    await expect(collect(client.sendStreamingMessage(PARAMS))).rejects.toMatchObject({
      code: 'NET_BAD_RESPONSE',
    });
  });
});

afterEach(() => void vi.useRealTimers());

describe('watchStreamProgress', () => {
  it('reports a stall at the progress deadline and closes the stream', async () => {
    vi.useFakeTimers();
    const net = sse(
      [{ task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_SUBMITTED' } } }],
      { holdMs: 10_000 },
    );
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: net.fetch,
      deadlineMs: 5_000,
    });
    const stream = client.sendStreamingMessage(PARAMS);

    const watching = watchStreamProgress(stream, { progressDeadlineMs: 80 });
    await vi.advanceTimersByTimeAsync(80);
    const watched = await watching;

    expect(watched).toMatchObject({
      reached: null,
      stalled: true,
      states: ['TASK_STATE_SUBMITTED'],
      elapsedMs: 80,
    });
    expect(stream.closed).toBe(true);
    expect(net.seenSignals[0]?.aborted).toBe(true);
  });

  it('stops at the first state meeting the goal and leaves the rest of the stream readable', async () => {
    const events = [status('TASK_STATE_WORKING'), status('TASK_STATE_COMPLETED')];
    const client = createA2AClient({
      rpcUrl: RPC,
      baseUrl: 'http://127.0.0.1:9',
      fetch: sse(events).fetch,
      deadlineMs: 1_000,
    });
    const stream = client.sendStreamingMessage(PARAMS);

    const watched = await watchStreamProgress(stream, { progressDeadlineMs: 500 });
    const rest = await collect(stream);

    expect(watched).toMatchObject({ reached: 'TASK_STATE_WORKING', stalled: false });
    expect(rest).toEqual([status('TASK_STATE_COMPLETED')]);
  });
});
