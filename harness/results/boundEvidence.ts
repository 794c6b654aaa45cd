import { clipJson, type ClipBudget, type ClipLimits } from '../json/clipJson.ts';
import type { JsonValue } from '../json/JsonValue.ts';
import type { Evidence, TranscriptEntry } from './types.ts';

/**
 * Bounds on one result's evidence. Real evidence is a few KiB (the largest in the main job is
 * about 10 KiB, 11 levels deep, 22 transcript entries); these leave two orders of margin and
 * still keep a report of a few hundred results far below the memory the harness may use.
 */
export const EVIDENCE_LIMITS: ClipLimits & { maxTranscriptEntries: number } = {
  maxDepth: 48,
  maxStringChars: 256 * 1024,
  maxItems: 2_000,
  maxChars: 1024 * 1024,
  maxTranscriptEntries: 400,
};

/** Bounds on one transcript entry's headers and body, applied when the entry is recorded. */
export const TRANSCRIPT_ENTRY_LIMITS: ClipLimits = {
  maxDepth: 32,
  maxStringChars: 64 * 1024,
  maxItems: 1_000,
  maxChars: 256 * 1024,
};

/** Longest free-text field kept in a transcript entry's `from`, `to` and `label`. */
const LABEL_CHARS = 512;

/** Fields of `Evidence` in the order their share of the budget is taken: what a reader needs first. */
const PRIORITY: readonly (keyof Evidence)[] = [
  'summary',
  'reason',
  'code',
  'case',
  'replay',
  'durationMs',
  'details',
  'expected',
  'actual',
  'counterexample',
  'card',
  'stderr',
  'transcript',
];

/**
 * A copy of `evidence` that fits `limits` (and the shared `budget`, when given), with every cut
 * listed in `truncated`; never throws, whatever the evidence holds. Free-form values (expected,
 * actual, counterexample answers, transcript bodies) are copied with `clipJson`, text fields are
 * shortened, and a transcript keeps its first `maxTranscriptEntries` entries plus a note saying
 * how many were dropped. The summary is bounded first, so it always survives.
 */
export function boundEvidence(
  evidence: Evidence,
  budget: ClipBudget = { left: EVIDENCE_LIMITS.maxChars },
  limits: typeof EVIDENCE_LIMITS = EVIDENCE_LIMITS,
): Evidence {
  const cuts: string[] = [...(evidence.truncated ?? [])];
  const clip = (value: unknown, at: string): JsonValue => {
    const out = clipJson(value, limits, budget, at);
    cuts.push(...out.cuts);
    return out.value;
  };
  const copied = new Map<keyof Evidence, unknown>();
  for (const key of PRIORITY) {
    const value = evidence[key];
    if (value === undefined) continue;
    if (key === 'transcript')
      copied.set(key, boundTranscript(value as unknown[], budget, limits, cuts));
    else if (key === 'counterexample') copied.set(key, clipCounterexample(value, clip));
    else if (key === 'expected' || key === 'actual') copied.set(key, clip(value, `/${key}`));
    else if (key === 'durationMs') copied.set(key, typeof value === 'number' ? value : undefined);
    else copied.set(key, textOf(clip(value, `/${key}`)));
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(evidence) as (keyof Evidence)[]) {
    if (copied.get(key) !== undefined) out[key] = copied.get(key);
  }
  out['summary'] ??= '';
  if (cuts.length > 0) out['truncated'] = cuts.slice(0, 40);
  return out as unknown as Evidence;
}

/**
 * One transcript entry bounded as it is recorded: its body and headers copied with
 * `clipJson` under {@link TRANSCRIPT_ENTRY_LIMITS} (or the shared `budget`), its labels
 * shortened; what was cut goes into the entry's `truncated`.
 */
export function boundTranscriptEntry(
  entry: TranscriptEntry,
  budget: ClipBudget = { left: TRANSCRIPT_ENTRY_LIMITS.maxChars },
  limits: ClipLimits = TRANSCRIPT_ENTRY_LIMITS,
): TranscriptEntry {
  const cuts: string[] = [...(Array.isArray(entry.truncated) ? entry.truncated.map(String) : [])];
  const text = (v: unknown): string => {
    const s = typeof v === 'string' ? v : String(v);
    return s.length <= LABEL_CHARS
      ? s
      : `${s.slice(0, LABEL_CHARS)}…[cut: ${s.length - LABEL_CHARS} characters]`;
  };
  const out: TranscriptEntry = {
    at: typeof entry.at === 'number' && Number.isFinite(entry.at) ? Math.max(0, entry.at) : 0,
    direction: entry.direction,
    from: text(entry.from),
    to: text(entry.to),
    label: text(entry.label),
  };
  if (entry.headers !== undefined) {
    const headers = clipJson(entry.headers, limits, budget, '/headers');
    cuts.push(...headers.cuts);
    out.headers = Object.fromEntries(
      Object.entries(headers.value as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
  }
  if ('body' in entry) {
    const body = clipJson(entry.body, limits, budget, '/body');
    cuts.push(...body.cuts);
    out.body = body.value;
  }
  if (cuts.length > 0) out.truncated = cuts.slice(0, 40);
  return out;
}

function boundTranscript(
  entries: unknown[],
  budget: ClipBudget,
  limits: typeof EVIDENCE_LIMITS,
  cuts: string[],
): TranscriptEntry[] {
  if (!Array.isArray(entries)) return [];
  const out: TranscriptEntry[] = [];
  let i = 0;
  for (; i < entries.length && i < limits.maxTranscriptEntries && budget.left > 0; i++) {
    out.push(boundTranscriptEntry(entries[i] as TranscriptEntry, budget, limits));
  }
  if (i < entries.length) {
    const why = `${entries.length - i} of ${entries.length} transcript entries dropped (at most ${limits.maxTranscriptEntries}, and the evidence size budget)`;
    cuts.push(`/transcript: ${why}`);
    const last = out.at(-1);
    out.push({
      at: last?.at ?? 0,
      direction: 'note',
      from: 'harness',
      to: 'harness',
      label: 'transcript cut',
      body: why,
    });
  }
  return out;
}

function clipCounterexample(
  value: unknown,
  clip: (v: unknown, at: string) => JsonValue,
): Evidence['counterexample'] {
  const c = value as NonNullable<Evidence['counterexample']>;
  const out: NonNullable<Evidence['counterexample']> = {
    seed: Number.isInteger(c.seed) ? c.seed : 0,
    path: textOf(clip(String(c.path), '/counterexample/path')),
    input: undefined,
    iutAnswer: undefined,
    referenceAnswer: undefined,
    numRuns: Number.isInteger(c.numRuns) && c.numRuns >= 0 ? c.numRuns : 0,
  };
  for (const key of ['input', 'iutAnswer', 'referenceAnswer'] as const) {
    if (c[key] === undefined) delete out[key];
    else out[key] = clip(c[key], `/counterexample/${key}`);
  }
  return out;
}

function textOf(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
