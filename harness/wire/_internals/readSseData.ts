import { createParser } from 'eventsource-parser';
import { CrosscheckError } from '../../errors/CrosscheckError.ts';
import { lagFreeTimeout } from '../../time/lagFreeTimeout.ts';

export interface SseReadOptions {
  /** Longest wait for the next event (or for the first one), in milliseconds. */
  eventDeadlineMs: number;
  /** Largest single event, in characters. */
  maxEventBytes: number;
  /** Largest whole stream, in bytes read. */
  maxStreamBytes: number;
  /** Most events yielded. */
  maxStreamEvents: number;
  what: string;
}

/**
 * Yields the `data` of each server-sent event in `body`, parsed with eventsource-parser. A gap
 * longer than `eventDeadlineMs` between events is a stall (`WIRE_STALL`): the body is cancelled
 * and the generator throws, so a peer that stops talking never holds the harness. The gap is
 * measured on the lag-free clock, as every network deadline is: a loaded harness that read late
 * is not a stalled peer. A stream
 * longer than `maxStreamBytes` or `maxStreamEvents` is `NET_RESPONSE_TOO_LARGE`: a peer that
 * never stops talking does not hold the harness's memory either.
 */
export async function* readSseData(
  body: ReadableStream<Uint8Array>,
  opts: SseReadOptions,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: string[] = [];
  let parseError: Error | undefined;
  const parser = createParser({
    maxBufferSize: opts.maxEventBytes,
    onEvent: (event) => queue.push(event.data),
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') parseError = error;
    },
  });
  let finished = false;
  let lastText = '';
  let bytes = 0;
  let events = 0;
  // Only events count as progress: comments and keep-alive bytes do not push the deadline.
  let gap = startGap(opts);
  try {
    for (;;) {
      const next = queue.shift();
      if (next !== undefined) {
        events += 1;
        if (events > opts.maxStreamEvents)
          throw tooLong(opts, `more than ${opts.maxStreamEvents} events`);
        // The consumer's time with the event is not the peer's: no gap runs while it has it.
        gap.cancel();
        yield next;
        gap = startGap(opts);
        continue;
      }
      if (finished) return;
      const chunk = await Promise.race([reader.read(), gap.stalled]);
      if (chunk.done) {
        const rest = decoder.decode();
        parser.feed(rest);
        // A final CR ends its line (the spec allows CR alone), but the parser holds it as the
        // possible first half of a CRLF, so a CR-framed stream lost its last event (issue 38).
        // An LF makes it a CRLF: one line end, and no event the stream did not finish.
        if ((rest === '' ? lastText : rest).endsWith('\r')) parser.feed('\n');
        parser.reset({ consume: true });
        finished = true;
      } else {
        bytes += chunk.value.byteLength;
        if (bytes > opts.maxStreamBytes)
          throw tooLong(opts, `more than ${opts.maxStreamBytes} bytes`);
        const text = decoder.decode(chunk.value, { stream: true });
        if (text !== '') lastText = text;
        parser.feed(text);
      }
      if (parseError !== undefined) {
        throw new CrosscheckError(
          'NET_RESPONSE_TOO_LARGE',
          `Failed to ${opts.what}: one event exceeds ${opts.maxEventBytes} characters. Send smaller events.`,
          { cause: parseError },
        );
      }
    }
  } finally {
    gap.cancel();
    // Not awaited: the cancel of a tee'd body (msw keeps a clone) settles only once the exchange
    // is aborted, which the caller does when the read returns (binding/streamExchange).
    reader.cancel().catch(() => undefined);
  }
}

/** The wait for the next event: `stalled` rejects with `WIRE_STALL` once it is too long. */
interface Gap {
  stalled: Promise<never>;
  cancel(): void;
}

/** Starts the wait for the next event, on the lag-free clock. */
function startGap(opts: SseReadOptions): Gap {
  let cancel = (): void => undefined;
  const stalled = new Promise<never>((_, reject) => {
    const timer = lagFreeTimeout(opts.eventDeadlineMs, () =>
      reject(
        new CrosscheckError(
          'WIRE_STALL',
          `Failed to ${opts.what}: no event for ${opts.eventDeadlineMs} ms. The peer stalled; raise the progress deadline if it is merely slow.`,
        ),
      ),
    );
    cancel = () => timer.cancel();
  });
  // Read only through the race with a read; a gap is cancelled before the generator yields.
  stalled.catch(() => undefined);
  return { stalled, cancel };
}

function tooLong(opts: SseReadOptions, size: string): CrosscheckError {
  return new CrosscheckError(
    'NET_RESPONSE_TOO_LARGE',
    `Failed to ${opts.what}: the stream sent ${size}, over the harness's limit; it stopped reading. Send fewer or smaller events.`,
  );
}
