import { BoundedTranscript } from './BoundedTranscript.ts';
import type { TranscriptEntry } from './types.ts';

/** Who a transcript's entries are between: the side that asks, the side that answers. */
export interface TranscriptParties {
  /** Sends requests and receives responses and events (`harness`, `caller`). */
  client: string;
  /** Receives requests and sends responses and events (an agent's or a vendor's id). */
  server: string;
  /** Whose notes these are: the side that keeps the transcript. */
  keeper: string;
}

/**
 * What one side of an A2A exchange sent and received, in order: the harness's exchanges with a
 * live agent (`client` harness, `server` the agent), and a simulated vendor's exchanges with a
 * client under test (`client` caller, `server` the vendor, notes the vendor's own decisions).
 * Verdicts on wire behaviour are computed from transcripts (DESIGN §4). Bounded as it records
 * (`BoundedTranscript`): a flooding peer costs a note, not the harness's memory. The one
 * transcript type of the harness: the agent checks and the simulated vendors both keep one.
 */
export class Transcript {
  private readonly entries = new BoundedTranscript();

  /** `now()`: the entry's `at`, in milliseconds (default: since the transcript was made). */
  constructor(
    private readonly parties: TranscriptParties,
    private readonly now: () => number = sinceNow(),
  ) {}

  request(label: string, body: unknown, headers?: Record<string, string>): void {
    const { client, server } = this.parties;
    this.push({ direction: 'request', from: client, to: server, label, headers, body });
  }

  response(label: string, body: unknown, headers?: Record<string, string>): void {
    const { client, server } = this.parties;
    this.push({ direction: 'response', from: server, to: client, label, headers, body });
  }

  event(label: string, body: unknown): void {
    const { client, server } = this.parties;
    this.push({ direction: 'event', from: server, to: client, label, body });
  }

  note(label: string, body: unknown): void {
    const { keeper } = this.parties;
    this.push({ direction: 'note', from: keeper, to: keeper, label, body });
  }

  /** A position to slice from later. */
  mark(): number {
    return this.entries.length;
  }

  /** The entries recorded from `mark` on (a lost-entries note last, when the cap cut some). */
  since(mark: number): TranscriptEntry[] {
    return this.entries.slice(mark);
  }

  /** A copy of every entry so far. */
  snapshot(): TranscriptEntry[] {
    return structuredClone(this.entries.slice());
  }

  clear(): void {
    this.entries.clear();
  }

  private push(
    entry: Omit<TranscriptEntry, 'at' | 'headers'> & {
      headers?: Record<string, string> | undefined;
    },
  ): void {
    const { headers, ...rest } = entry;
    this.entries.push({
      at: this.now(),
      direction: rest.direction,
      from: rest.from,
      to: rest.to,
      label: rest.label,
      ...(headers !== undefined && { headers }),
      body: rest.body,
    });
  }
}

/** Whole milliseconds since the call. */
function sinceNow(): () => number {
  const started = performance.now();
  return () => Math.round(performance.now() - started);
}

/** A transcript of the harness's exchanges with the agent `agentId`. */
export function agentTranscript(agentId: string): Transcript {
  return new Transcript({ client: 'harness', server: agentId, keeper: 'harness' });
}
