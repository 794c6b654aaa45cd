import { describe, expect, it } from 'vitest';
import { BoundedTranscript } from './BoundedTranscript.ts';
import { EVIDENCE_LIMITS, boundEvidence, boundTranscriptEntry } from './boundEvidence.ts';
import type { Evidence, TranscriptEntry } from './types.ts';

function nest(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

const entry = (body: unknown): TranscriptEntry => ({
  at: 1,
  direction: 'event',
  from: 'agent',
  to: 'harness',
  label: 'SendStreamingMessage',
  body,
});

describe('boundEvidence', () => {
  it('returns ordinary evidence unchanged', () => {
    const evidence: Evidence = {
      summary: 'vendor A dropped the activation',
      expected: { admitted: true },
      actual: { admitted: false, stage: 'schema' },
      transcript: [entry({ task: { id: 't1' } })],
      replay: 'npx a2a-crosscheck replay …',
      durationMs: 12,
    };

    expect(boundEvidence(evidence)).toEqual(evidence);
  });

  it('keeps every member Evidence defines, the code of an error included', () => {
    // One value per member of Evidence (the type makes a missing member a compile error).
    const full: Required<Omit<Evidence, 'truncated'>> = {
      summary: 's',
      reason: 'r',
      code: 'NOT_TESTABLE',
      case: 'c',
      replay: 'p',
      durationMs: 1,
      details: 'd',
      expected: { a: 1 },
      actual: { a: 2 },
      counterexample: {
        seed: 1,
        path: '0',
        input: 1,
        iutAnswer: 2,
        referenceAnswer: 3,
        numRuns: 4,
      },
      card: '{"name":"x"}',
      stderr: 'e',
      transcript: [entry(null)],
    };
    expect(boundEvidence(full)).toEqual(full);
  });

  it('makes a 10,000-deep answer writable as JSON, and says what was cut', () => {
    const evidence: Evidence = { summary: 'deep', actual: nest(10_000) };
    expect(() => JSON.stringify(evidence)).toThrow(RangeError);

    const bounded = boundEvidence(evidence);

    expect(() => JSON.stringify(bounded)).not.toThrow();
    expect(bounded.truncated).toEqual([
      `/actual${'/0'.repeat(EVIDENCE_LIMITS.maxDepth)}: nested deeper than 48 levels`,
    ]);
  });

  it('keeps the summary first when the budget runs out', () => {
    const evidence: Evidence = {
      summary: 'the one line',
      actual: 'a'.repeat(5_000_000),
      card: 'c'.repeat(5_000_000),
    };

    const bounded = boundEvidence(evidence);

    expect(bounded.summary).toBe('the one line');
    expect(JSON.stringify(bounded).length).toBeLessThan(EVIDENCE_LIMITS.maxChars + 10_000);
    expect(bounded.truncated).toEqual([
      '/actual: 4737856 of 5000000 characters',
      '/card: 4737856 of 5000000 characters',
    ]);
  });

  it('keeps the first transcript entries and a note of how many were dropped', () => {
    const transcript = Array.from({ length: 1_000 }, (_, i) => entry({ i }));

    const bounded = boundEvidence({ summary: 's', transcript });

    expect(bounded.transcript).toHaveLength(EVIDENCE_LIMITS.maxTranscriptEntries + 1);
    expect(bounded.transcript!.at(-1)).toMatchObject({
      direction: 'note',
      label: 'transcript cut',
      body: '600 of 1000 transcript entries dropped (at most 400, and the evidence size budget)',
    });
  });

  it('never throws, whatever the evidence holds', () => {
    const cycle: Record<string, unknown> = {};
    cycle['me'] = cycle;
    const hostile = {
      summary: 'x',
      actual: cycle,
      expected: 10n,
      counterexample: { seed: 1, path: '0', input: cycle, numRuns: 1 },
    } as unknown as Evidence;

    const bounded = boundEvidence(hostile);

    expect(JSON.parse(JSON.stringify(bounded))).toMatchObject({
      expected: '[cut: a bigint (10n) is not JSON]',
      actual: { me: '[cut: a cycle (refers back to an enclosing value)]' },
      counterexample: { seed: 1, path: '0', numRuns: 1 },
    });
  });
});

describe('boundTranscriptEntry', () => {
  it('cuts a huge event body and notes it on the entry', () => {
    const bounded = boundTranscriptEntry(entry({ text: 'z'.repeat(1_000_000) }));

    expect(bounded.truncated).toEqual(['/body/text: 934464 of 1000000 characters']);
    expect(JSON.stringify(bounded).length).toBeLessThan(70_000);
  });
});

describe('BoundedTranscript', () => {
  it('stops storing past its limits, and every later slice says so', () => {
    const transcript = new BoundedTranscript({ maxEntries: 3, maxChars: 1_000_000 });
    for (let i = 0; i < 5; i++) transcript.push(entry({ i }));
    const mark = transcript.length;
    transcript.push(entry({ i: 5 }));

    expect(transcript.slice(0).map((e) => e.body)).toEqual([
      { i: 0 },
      { i: 1 },
      { i: 2 },
      '3 later entries were not recorded: a transcript keeps at most 3 entries and 1000000 characters',
    ]);
    expect(transcript.slice(mark).map((e) => e.body)).toEqual([
      '1 later entry was not recorded: a transcript keeps at most 3 entries and 1000000 characters',
    ]);
  });

  it('holds a flood of large events to its character budget', () => {
    const transcript = new BoundedTranscript({ maxEntries: 100_000, maxChars: 1_000_000 });
    const big = 'e'.repeat(200_000);
    for (let i = 0; i < 2_000; i++) transcript.push(entry({ big }));

    const kept = transcript.slice(0);

    expect(JSON.stringify(kept).length).toBeLessThan(1_100_000);
    expect(kept.at(-1)!.label).toBe('transcript cut');
    expect(transcript.length).toBe(2_000);
  });
});
