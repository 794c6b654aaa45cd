import { describe, expect, it } from 'vitest';
import { SAMPLE_DIFFERENTIAL } from '../../reports/_fixtures/sampleDifferential.ts';
import { sampleReport } from '../../reports/_fixtures/sampleReport.ts';
import { printOutcome } from './printOutcome.ts';

const written = {
  json: 'r/report.json',
  md: 'r/report.md',
  html: 'r/report.html',
  junit: 'r/j.xml',
};

function printed(report: ReturnType<typeof sampleReport>): string[] {
  let text = '';
  printOutcome({ write: (chunk: string) => (text += chunk) }, report, written, null);
  return text.split('\n');
}

describe('printOutcome', () => {
  it('says in one line what the differential check found, before the reports, never as a failure', () => {
    // Act
    const lines = printed({ ...sampleReport(), differential: SAMPLE_DIFFERENTIAL });
    // Assert
    const at = lines.findIndex((l) => l.startsWith('Differential check'));
    expect(lines[at]).toBe(
      'Differential check (informational, never gating): IUTs of one role answered the same inputs differently in 1 of 2 comparisons; see r/report.md.',
    );
    expect(at).toBeLessThan(lines.findIndex((l) => l.startsWith('Reports: ')));
  });

  it('says nothing of it when the run compared no IUTs', () => {
    expect(printed(sampleReport()).some((l) => l.includes('Differential'))).toBe(false);
  });
});
