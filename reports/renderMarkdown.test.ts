import { describe, expect, it } from 'vitest';
import { sampleReport } from './_fixtures/sampleReport.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import { reportGate } from './ReportGate.ts';
import { renderMarkdown } from './renderMarkdown.ts';

describe('renderMarkdown', () => {
  it('lists every failure and error with its replay command', () => {
    // Arrange
    const report = sampleReport();
    // Act
    const md = renderMarkdown(report);
    // Assert
    expect(md).toContain('## a2a-crosscheck: ✗ 3 failed, 1 error, 3 passed');
    expect(md).toContain('| 3 | 1 | 3 | 1 | 8 |');
    expect(md).toContain('### Failing cases (4, in 4 results)');
    expect(md).toContain(
      '`npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed 42 --path "3:1:0"`',
    );
    expect(md).toContain('`npx a2a-crosscheck replay --rule XV-WIRE-001 --iut naive --seed 42`');
    expect(md).toContain(
      '| `A2A-STR-001` | MUST | naive | vendor-b | msw | `a2a-str-001-case` | ⚠ ERROR | IUT crashed during reassemble |  |',
    );
  });

  it('escapes table syntax in evidence', () => {
    const md = renderMarkdown(sampleReport());
    expect(md).toContain('absent extensions read as \\[\\] \\| declared');
  });

  it('shows a rule × IUT matrix with the worst verdict', () => {
    const md = renderMarkdown(sampleReport());
    expect(md).toContain('| rule | level | naive | reference |');
    expect(md).toContain('| `XV-DEL-002` | SHOULD | ✗ FAIL 1/1 | – N/A 1/1 |');
    expect(md).toContain('| `XV-NEG-001` | MUST | ✗ FAIL 1/1 | ✓ PASS 1/1 |');
  });

  it('marks new and baselined failures and lists stale entries when the report is gated', () => {
    const ungated = sampleReport();
    const comparison = compareToBaseline(ungated, {
      schemaVersion: '2.0',
      entries: [
        {
          rule: 'XV-NEG-001',
          case: 'xv-neg-001-case',
          iut: 'naive',
          vendor: 'vendor-a',
          transport: 'msw',
          reason: 'seed 000',
        },
        {
          rule: 'XV-NEG-001',
          case: 'xv-neg-001-case',
          iut: 'reference',
          vendor: 'vendor-a',
          transport: 'msw',
          reason: 'old',
        },
      ],
    });
    const md = renderMarkdown({ ...ungated, gate: reportGate(comparison, false) });
    expect(md.split('\n').slice(0, 3)).toEqual([
      '## a2a-crosscheck: ✗ gate failed (exit 1): 2 regression(s), 1 stale baseline entry',
      '',
      'Results: 3 failed, 1 error, 3 passed; 1 failing case(s) baselined, 1 below the gating level (--strict gates SHOULD).',
    ]);
    expect(md).toMatch(
      /\| `XV-NEG-001` \| MUST \| naive \| vendor-a \| msw \| `xv-neg-001-case` \| ✗ FAIL \| baselined \|/,
    );
    expect(md).toMatch(
      /\| `XV-WIRE-001` \| MUST \| naive \| vendor-a \| msw \| `xv-wire-001-case` \| ✗ FAIL \| \*\*new\*\* \|/,
    );
    expect(md).toContain('### Stale baseline entries (1)\n\nThese now pass');
    expect(md).toContain(
      '- `XV-NEG-001` · `xv-neg-001-case` · reference · vendor-a · msw (now: pass)',
    );
    expect(md).toMatch(/\| `XV-DEL-002` \| SHOULD \| .* \| not gating \|/);
  });

  it('puts the gate first: a green job with baselined failures reads green', () => {
    const ungated = sampleReport();
    const gated = compareToBaseline(ungated, {
      schemaVersion: '2.0',
      entries: ungated.results
        .filter((r) => r.level === 'MUST')
        .flatMap((r) =>
          r.cases
            .filter((c) => c.verdict === 'fail' || c.verdict === 'error')
            .map((c) => ({ ...r, case: c.case, reason: 'known' })),
        )
        .map(({ rule, case: c, iut, vendor, transport, reason }) => ({
          rule,
          case: c,
          iut,
          vendor,
          transport,
          reason,
        })),
    });
    const md = renderMarkdown({ ...ungated, gate: reportGate(gated, false) });
    expect(md.split('\n')[0]).toBe('## a2a-crosscheck: ✓ gate passed (exit 0)');
    expect(md).not.toContain('**new**');
  });

  it('says so when nothing failed', () => {
    const report = sampleReport(sampleReport().results.filter((r) => r.verdict === 'pass'));
    const md = renderMarkdown(report);
    expect(md.split('\n')[0]).toBe('## a2a-crosscheck: ✓ no failures, 3 passed');
    expect(md).not.toContain('### Failures');
  });
});
