import { Transcript } from '../harness/results/Transcript.ts';

/**
 * Headers that say how the bytes travelled rather than what the caller asked for. They differ
 * between msw and a real socket, so recording them would make the two transports' transcripts
 * differ for no reason a rule could care about.
 */
const TRANSPORT_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'sec-fetch-mode',
]);

/** Milliseconds since the fleet's current case started; `reset()` starts the next one. */
export interface FleetClock {
  now(): number;
  reset(): void;
}

export function createFleetClock(): FleetClock {
  let start = performance.now();
  return {
    now: () => Math.round((performance.now() - start) * 10) / 10,
    reset: () => {
      start = performance.now();
    },
  };
}

/**
 * What one vendor received and sent, in order (DESIGN §4: verdicts on wire behaviour are
 * computed from transcripts): the harness's one `Transcript`, between `caller` and the vendor,
 * with the vendor's own decisions as notes (a dropped activation, a task created, a stream
 * closed), timed by the fleet's scenario clock.
 */
export function vendorTranscript(vendorId: string, clock: FleetClock): Transcript {
  return new Transcript({ client: 'caller', server: vendorId, keeper: vendorId }, () =>
    clock.now(),
  );
}

/** The headers a vendor records of a request: what the caller asked for, not how it travelled. */
export function requestHeaders(headers: Headers): Record<string, string> {
  return pickHeaders(headers);
}

/** The headers a vendor records of its answer; the HTTP status travels as `:status` (RFC 9113 §8.3.2). */
export function responseHeaders(status: number, headers: Headers): Record<string, string> {
  return { ':status': String(status), ...pickHeaders(headers) };
}

function pickHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) out[name] = value;
  });
  return out;
}
