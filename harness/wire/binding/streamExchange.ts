import { WIRE_DEFAULTS } from '../defaults.ts';
import type { BindingStreamOptions, StreamRead } from './AgentBinding.ts';
import { openExchange, type HttpRequest, type HttpTarget } from './httpExchange.ts';
import { readEventStream, type StreamDecoder } from './readEventStream.ts';

/**
 * Sends a streaming request and reads its answer with {@link readEventStream}, then hangs up:
 * the exchange is aborted however the read ended (its end, a stall, the reader stopping), so the
 * peer sees the caller leave at once. Cancelling the body alone does not reach a peer whose body
 * the fetch layer tees (msw keeps a clone for its listeners): the source stays open until both
 * branches are cancelled, i.e. until the deadline.
 */
export async function streamExchange(
  target: HttpTarget,
  request: HttpRequest,
  decoder: StreamDecoder,
  options: BindingStreamOptions,
): Promise<StreamRead> {
  const deadlineMs = options.deadlineMs ?? target.deadlineMs;
  const hangUp = new AbortController();
  const signal =
    options.signal === undefined ? hangUp.signal : AbortSignal.any([hangUp.signal, options.signal]);
  try {
    const open = await openExchange(target, request, { deadlineMs, signal });
    return await readEventStream(open, decoder, {
      ...options,
      deadlineMs,
      maxEventBytes: WIRE_DEFAULTS.maxEventBytes,
      maxResponseBytes: target.maxResponseBytes,
    });
  } finally {
    hangUp.abort();
  }
}
