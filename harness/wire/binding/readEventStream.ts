import { isCrosscheckError } from '../../errors/CrosscheckError.ts';
import type { StreamResponse } from '../a2aTypes.ts';
import { WIRE_DEFAULTS } from '../defaults.ts';
import { toNetError } from '../_internals/fetchErrors.ts';
import { readCappedBody } from '../_internals/readCappedBody.ts';
import { readSseData } from '../_internals/readSseData.ts';
import type { BindingStreamOptions, StreamEnd, StreamRead, WireError } from './AgentBinding.ts';
import type { OpenExchange } from './httpExchange.ts';

/** What one `data:` line of a binding's stream decodes to. */
export interface DecodedEvent {
  raw: unknown;
  event?: StreamResponse;
  /** An error answer carried in the stream (JSON-RPC: an error response). */
  error?: WireError;
  problem?: string;
}

/** How a binding reads its streams: one event, and a non-stream answer. */
export interface StreamDecoder {
  event(data: string, index: number): DecodedEvent;
  /** A non-`text/event-stream` answer: the error it carries, or why it is malformed. */
  nonStream(status: number, bytes: Uint8Array): { error?: WireError; malformed?: string };
}

/** Events read from one stream before it is closed, unless the reader asks for more (DESIGN §7). */
const MAX_EVENTS = 1_000;

/**
 * Reads an SSE answer to its end, a stall, the deadline or `maxEvents`, decoding each event with
 * the binding's decoder. Nothing thrown by the peer's bytes escapes: problems are recorded on the
 * read; only harness failures other than a stall or the deadline are rethrown.
 */
export async function readEventStream(
  open: OpenExchange,
  decoder: StreamDecoder,
  options: BindingStreamOptions & {
    deadlineMs: number;
    maxEventBytes: number;
    maxResponseBytes: number;
  },
): Promise<StreamRead> {
  const { head, response, deadline } = open;
  const read: StreamRead = {
    http: head,
    events: [],
    rawEvents: [],
    eventProblems: [],
    end: 'closed',
  };
  const what = 'read the event stream';
  if (!head.contentType.toLowerCase().startsWith('text/event-stream') || response.body === null) {
    // The exchange ends with this body, as the stream's does below: its deadline is cleared, or
    // its timer would keep a finished run's process alive until the deadline passed.
    const bytes = await readCappedBody(response, options.maxResponseBytes, what, deadline.signal)
      .catch((cause: unknown) => {
        throw toNetError(cause, deadline, what);
      })
      .finally(() => deadline.clear());
    const answer = decoder.nonStream(head.status, bytes);
    return {
      ...read,
      ...(answer.error !== undefined && { error: answer.error }),
      ...(answer.error === undefined && {
        malformed: answer.malformed ?? `expected text/event-stream, got "${head.contentType}"`,
      }),
    };
  }
  const limit = Math.min(options.maxEvents ?? MAX_EVENTS, WIRE_DEFAULTS.maxStreamEvents);
  const events = readSseData(response.body, {
    eventDeadlineMs: options.eventDeadlineMs ?? options.deadlineMs,
    maxEventBytes: options.maxEventBytes,
    // A stream without end is bounded in bytes and events too (DESIGN §7).
    maxStreamBytes: WIRE_DEFAULTS.maxStreamBytes,
    maxStreamEvents: WIRE_DEFAULTS.maxStreamEvents,
    what,
  });
  let end: StreamEnd = 'closed';
  try {
    for await (const data of events) {
      const decoded = decoder.event(data, read.rawEvents.length);
      read.rawEvents.push(decoded.raw);
      if (decoded.problem !== undefined) {
        read.eventProblems.push(`event ${read.rawEvents.length}: ${decoded.problem}`);
        if (options.stopOnProblem === true) {
          end = 'aborted';
          break;
        }
      }
      if (decoded.error !== undefined) {
        read.error = decoded.error;
        break;
      }
      if (decoded.event === undefined) continue;
      read.events.push(decoded.event);
      if (options.onEvent?.(decoded.event, read.events.length - 1) === false) {
        end = 'aborted';
        break;
      }
      if (read.events.length >= limit) {
        end = 'limit';
        break;
      }
    }
  } catch (cause) {
    if (isCrosscheckError(cause, 'WIRE_STALL')) end = 'stall';
    else if (deadline.timedOut()) end = 'timeout';
    else if (deadline.signal.aborted) end = 'aborted';
    else throw toNetError(cause, deadline, what);
  } finally {
    deadline.clear();
    await response.body.cancel().catch(() => undefined);
  }
  // A body that ended cleanly after this side aborted the exchange was closed by the abort, not
  // by the peer: which of the two reaches the reader first depends on scheduling (msw under load
  // closes it), so the end is read from the deadline, never from the order.
  if (end === 'closed' && deadline.timedOut()) end = 'timeout';
  else if (end === 'closed' && deadline.signal.aborted) end = 'aborted';
  return { ...read, end };
}
