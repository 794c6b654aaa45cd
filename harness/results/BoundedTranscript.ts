import type { ClipBudget } from '../json/clipJson.ts';
import { TRANSCRIPT_ENTRY_LIMITS, boundTranscriptEntry } from './boundEvidence.ts';
import type { TranscriptEntry } from './types.ts';

/** Bounds on one transcript. */
export interface TranscriptLimits {
  /** Entries kept; later ones are counted, not stored. */
  maxEntries: number;
  /** Characters of JSON the kept entries may take in total. */
  maxChars: number;
}

/** Bounds on one transcript (one live agent's checks, one simulated vendor's scenario). */
export const TRANSCRIPT_LIMITS: TranscriptLimits = {
  maxEntries: 1_000,
  maxChars: 4 * 1024 * 1024,
};

/**
 * A transcript that cannot grow without limit, whatever a peer sends (DESIGN §7): each entry is
 * bounded as it is recorded (`boundTranscriptEntry`), and once `maxEntries` entries or
 * `maxChars` characters are kept, further entries are only counted. A slice that lost entries
 * ends with a `note` saying how many, so a reader knows the transcript is incomplete.
 *
 * Positions (`length`, the `from` of `slice`) count dropped entries too, so a mark taken after
 * the cap still selects what was recorded after it.
 */
export class BoundedTranscript {
  private entries: TranscriptEntry[] = [];
  private dropped = 0;
  private budget: ClipBudget = { left: TRANSCRIPT_LIMITS.maxChars };

  constructor(private readonly limits: TranscriptLimits = TRANSCRIPT_LIMITS) {
    this.budget.left = limits.maxChars;
  }

  /** Every entry offered so far, kept or not. */
  get length(): number {
    return this.entries.length + this.dropped;
  }

  push(entry: TranscriptEntry): void {
    if (this.entries.length >= this.limits.maxEntries || this.budget.left <= 0) {
      this.dropped += 1;
      return;
    }
    const own = { left: Math.min(TRANSCRIPT_ENTRY_LIMITS.maxChars, this.budget.left) };
    const start = own.left;
    this.entries.push(boundTranscriptEntry(entry, own));
    this.budget.left -= start - own.left + 64;
  }

  /** Entries from position `from` on (the kept ones), plus a note when some were dropped. */
  slice(from = 0): TranscriptEntry[] {
    const kept = this.entries.slice(from);
    const lost = this.length - Math.max(from, this.entries.length);
    if (lost <= 0) return kept;
    const at = this.entries.at(-1)?.at ?? 0;
    return [
      ...kept,
      {
        at,
        direction: 'note',
        from: 'harness',
        to: 'harness',
        label: 'transcript cut',
        body: `${lost} later entr${lost === 1 ? 'y was' : 'ies were'} not recorded: a transcript keeps at most ${this.limits.maxEntries} entries and ${this.limits.maxChars} characters`,
      },
    ];
  }

  clear(): void {
    this.entries = [];
    this.dropped = 0;
    this.budget = { left: this.limits.maxChars };
  }
}
