import { AsyncLocalStorage } from 'node:async_hooks';
import { BoundedTranscript } from './BoundedTranscript.ts';
import type { TranscriptEntry } from './types.ts';

/**
 * What the harness sent to a live agent and what came back, at the A2A level (method, headers
 * the harness set, params; result, error or stream event). Each check takes the slice of
 * entries made during its probe (`since(mark)`) as its evidence. Bounded as it records
 * (`BoundedTranscript`): a flooding agent costs a note, not the harness's memory.
 */
export class AgentTranscript {
  private readonly entries = new BoundedTranscript();
  private readonly started = performance.now();

  constructor(private readonly agent: string) {}

  request(label: string, body: unknown, headers?: Record<string, string>): void {
    this.push({
      direction: 'request',
      from: 'harness',
      to: this.agent,
      label,
      body,
      ...(headers && { headers }),
    });
  }

  response(label: string, body: unknown): void {
    this.push({ direction: 'response', from: this.agent, to: 'harness', label, body });
  }

  event(label: string, body: unknown): void {
    this.push({ direction: 'event', from: this.agent, to: 'harness', label, body });
  }

  note(label: string, body: unknown): void {
    this.push({ direction: 'note', from: 'harness', to: 'harness', label, body });
  }

  /** A position to slice from later. */
  mark(): number {
    return this.entries.length;
  }

  since(mark: number): TranscriptEntry[] {
    return this.entries.slice(mark);
  }

  private push(entry: Omit<TranscriptEntry, 'at'>): void {
    this.entries.push({ at: Math.round(performance.now() - this.started), ...entry });
  }
}

/**
 * The transcript of the check running in this async context (set by `runAgentChecks` around
 * each check), so what the wire layer reports on its own (a redirect hop) lands in the
 * evidence of the check that caused it.
 */
export const activeTranscript = new AsyncLocalStorage<AgentTranscript>();
