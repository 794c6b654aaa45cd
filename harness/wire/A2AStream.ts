import { isJsonObject } from '../json/JsonValue.ts';
import { A2ARpcError } from './A2ARpcError.ts';
import type { StreamResponse } from './a2aTypes.ts';
import { toNetError, type Deadline } from './_internals/fetchErrors.ts';
import { readCappedBody } from './_internals/readCappedBody.ts';
import { readSseData } from './_internals/readSseData.ts';
import { bad, parseRpcEnvelope } from './_internals/rpcEnvelope.ts';

/**
 * The events of one `SendStreamingMessage` call, in the order the peer sent them. Iterate it
 * once (it is its own iterator, so a second loop continues where the first stopped).
 *
 * Iteration throws `A2ARpcError` when the peer answers with a JSON-RPC error, `WIRE_STALL`
 * when no event arrives within the per-event deadline, `NET_TIMEOUT` when the whole call
 * outlives its deadline, `NET_BAD_RESPONSE` when an event is not a JSON-RPC response,
 * `NET_RESPONSE_TOO_LARGE` when one event or the whole stream passes its size or event cap.
 * `close()` aborts the exchange at once; a pending or later `next()` then ends quietly.
 */
export interface A2AStream extends AsyncIterable<StreamResponse> {
  close(): void;
  readonly closed: boolean;
}

export interface StreamExchange {
  response: Promise<Response>;
  deadline: Deadline;
  abort: AbortController;
  id: number;
  method: string;
  eventDeadlineMs: number;
  maxResponseBytes: number;
  maxEventBytes: number;
  /** Largest whole stream, in bytes, and most events read (`NET_RESPONSE_TOO_LARGE` past either). */
  maxStreamBytes: number;
  maxStreamEvents: number;
}

/** Wraps an exchange already under way (the request is sent eagerly) as an `A2AStream`. */
export function openA2AStream(x: StreamExchange): A2AStream {
  let closed = false;
  const what = `read the ${x.method} stream`;
  x.response.catch(() => undefined);
  async function* run(): AsyncGenerator<StreamResponse> {
    try {
      const response = await x.response;
      const type = response.headers.get('content-type') ?? '';
      if (!type.toLowerCase().startsWith('text/event-stream') || response.body === null) {
        const body = await readCappedBody(response, x.maxResponseBytes, what);
        const envelope = parseRpcEnvelope(body, x.id, what);
        if (envelope.kind === 'error') throw new A2ARpcError(x.method, envelope.error);
        throw bad(what, `expected text/event-stream, got "${type}" (HTTP ${response.status})`);
      }
      const events = readSseData(response.body, {
        eventDeadlineMs: x.eventDeadlineMs,
        maxEventBytes: x.maxEventBytes,
        maxStreamBytes: x.maxStreamBytes,
        maxStreamEvents: x.maxStreamEvents,
        what,
      });
      for await (const data of events) {
        const envelope = parseRpcEnvelope(data, x.id, what);
        if (envelope.kind === 'error') throw new A2ARpcError(x.method, envelope.error);
        if (!isJsonObject(envelope.result))
          throw bad(what, 'an event\'s "result" is not an object');
        yield envelope.result;
      }
    } catch (cause) {
      if (closed) return;
      throw toNetError(cause, x.deadline, what);
    } finally {
      x.abort.abort();
    }
  }
  const iterator = run();
  return {
    [Symbol.asyncIterator]: () => iterator,
    close() {
      closed = true;
      x.abort.abort();
    },
    get closed() {
      return closed;
    },
  };
}
