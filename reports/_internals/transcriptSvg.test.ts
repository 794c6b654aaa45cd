import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../../harness/results/types.ts';
import { isStall, transcriptSvg } from './transcriptSvg.ts';

const entry = (e: Partial<TranscriptEntry> & Pick<TranscriptEntry, 'label'>): TranscriptEntry => ({
  at: 0,
  direction: 'request',
  from: 'caller',
  to: 'vendor-b',
  ...e,
});

describe('transcriptSvg', () => {
  it('recognises stall entries by label, not by substring', () => {
    expect(
      [
        entry({ label: 'stall' }),
        entry({ label: 'Stalled: no WORKING' }),
        entry({ label: 'install' }),
      ].map(isStall),
    ).toEqual([true, true, false]);
  });

  it('draws one lane per party and one arrow per exchange, numbering retries', () => {
    // Arrange: seed 002's naive client retries vendor B after a deterministic failure
    const svg = transcriptSvg(
      [
        entry({ at: 0, label: 'SendMessage' }),
        entry({
          at: 12,
          direction: 'response',
          from: 'vendor-b',
          to: 'caller',
          label: 'TASK_STATE_FAILED',
        }),
        entry({ at: 20, label: 'SendMessage' }),
        entry({ at: 31, label: 'SendMessage' }),
      ],
      'u1',
    );
    // Assert
    expect(svg.match(/<text class="lane-name"/g)).toHaveLength(2);
    expect(svg.match(/<g class="msg /g)).toHaveLength(4);
    expect(svg).toContain('SendMessage (retry #1)');
    expect(svg).toContain('SendMessage (retry #2)');
    expect(svg.match(/<g class="msg request retry">/g)).toHaveLength(2);
    expect(svg).toContain('<g class="msg response">');
    expect(svg).toContain('>+31 ms</text>');
    expect(svg).toContain('marker-end="url(#u1-r)"');
  });

  it('does not call different probes of one call retries of each other', () => {
    const svg = transcriptSvg(
      [
        entry({ at: 0, label: 'GetTask', body: { params: { id: 'task-1' } } }),
        entry({ at: 5, label: 'GetTask', body: { params: { id: 'task-2' } } }),
        entry({ at: 9, label: 'GetTask', body: { params: { id: 'task-1' } } }),
      ],
      'u2',
    );
    // Only the third, the same GetTask as the first, is a retry (its label and its tooltip).
    expect(svg).toContain('GetTask (retry #1)');
    expect(svg).not.toContain('(retry #2)');
    expect(svg.match(/<g class="msg request retry">/g)).toHaveLength(1);
  });

  it('marks a stall on the silent party lane with the silent time', () => {
    const svg = transcriptSvg(
      [
        entry({ at: 5, label: 'SendMessage' }),
        entry({ at: 3005, direction: 'note', from: 'harness', to: 'vendor-b', label: 'stall' }),
      ],
      'u2',
    );
    expect(svg).toContain(
      '<g class="stall"><title>stall: vendor-b no progress until deadline at +3005 ms (3000 ms silent)</title>',
    );
  });

  it('caps very long transcripts and says how many entries were left out', () => {
    const many = Array.from({ length: 250 }, (_, i) => entry({ at: i, label: `m${i}` }));
    const svg = transcriptSvg(many, 'u3');
    expect(svg.match(/<g class="msg /g)).toHaveLength(200);
    expect(svg).toContain('…50 more entries not drawn');
  });
});
