import { BoundedTranscript } from '../harness/results/BoundedTranscript.ts';
import type { TranscriptEntry } from '../harness/results/types.ts';

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

/** Milliseconds since the scenario started; `reset()` starts a new scenario. */
export interface ScenarioClock {
  now(): number;
  reset(): void;
}

export function createScenarioClock(): ScenarioClock {
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
 * computed from transcripts). `from`/`to` are `caller` and the vendor id; notes record the
 * vendor's own decisions (a dropped activation, a task created, a stream closed). Bounded as
 * it records (`BoundedTranscript`), whatever a client under test sends.
 */
export class TranscriptRecorder {
  private readonly entries = new BoundedTranscript();

  constructor(
    private readonly vendorId: string,
    private readonly clock: ScenarioClock,
  ) {}

  request(label: string, headers: Headers, body: unknown): void {
    this.push({
      direction: 'request',
      from: 'caller',
      to: this.vendorId,
      label,
      headers: pickHeaders(headers),
      body,
    });
  }

  /** The HTTP status travels as the `:status` pseudo-header (RFC 9113 §8.3.2). */
  response(label: string, status: number, headers: Headers, body: unknown): void {
    const recorded = { ':status': String(status), ...pickHeaders(headers) };
    this.push({
      direction: 'response',
      from: this.vendorId,
      to: 'caller',
      label,
      headers: recorded,
      body,
    });
  }

  event(label: string, body: unknown): void {
    this.push({ direction: 'event', from: this.vendorId, to: 'caller', label, body });
  }

  note(label: string, body: unknown): void {
    this.push({ direction: 'note', from: this.vendorId, to: this.vendorId, label, body });
  }

  /** A copy of the entries so far. */
  snapshot(): TranscriptEntry[] {
    return structuredClone(this.entries.slice());
  }

  clear(): void {
    this.entries.clear();
  }

  private push(entry: Omit<TranscriptEntry, 'at'>): void {
    this.entries.push({ at: this.clock.now(), ...entry });
  }
}

function pickHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) out[name] = value;
  });
  return out;
}
