import { describe, expect, it } from 'vitest';
import { SAMPLE_DIFFERENTIAL } from '../../reports/_fixtures/sampleDifferential.ts';
import { result, sampleReport } from '../../reports/_fixtures/sampleReport.ts';
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

  it("prints an adapter's stderr tail under its reason as lines, each set off and neutralized", () => {
    // Arrange: the stdio transport's message, then the tail: a traceback with a forged line.
    const reason =
      'Failed to get an answer to "discover" (id 3) from python3 a.py: the process exited (exit code 1). See the adapter stderr below.\n--- adapter stderr (tail) ---\nTraceback (most recent call last):\n  File "a.py", line 7\nValueError: cannot read \u001b[2Kdiscover';
    const crashed = result({
      rule: 'XV-NEG-005',
      iut: 'crashy',
      verdict: 'error',
      vendor: null,
      evidence: { summary: 'could not be judged: IUT_CRASHED', reason },
    });
    // Act
    const lines = printed(sampleReport([crashed]));
    // Assert
    const at = lines.findIndex((l) => l.startsWith('    reason: '));
    expect(lines.slice(at, at + 5)).toEqual([
      '    reason: Failed to get an answer to "discover" (id 3) from python3 a.py: the process exited (exit code 1). See the adapter stderr below.',
      '    adapter stderr (tail):',
      '      | Traceback (most recent call last):',
      '      |   File "a.py", line 7',
      '      | ValueError: cannot read \\x1b[2Kdiscover',
    ]);
  });
});
