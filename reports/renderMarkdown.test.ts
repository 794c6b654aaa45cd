import { describe, expect, it } from 'vitest';
import { sampleReport } from './_fixtures/sampleReport.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import { reportGate } from './ReportGate.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import { oneAmongMany, THE_REGRESSION } from './_fixtures/oneAmongMany.ts';
import { CATALOGUE } from './_fixtures/catalogue.ts';

describe('renderMarkdown', () => {
  it('lists every failure and error with its replay command', () => {
    // Arrange
    const report = sampleReport();
    // Act
    const md = renderMarkdown(report);
    // Assert
    expect(md).toContain('## a2a-crosscheck: ✗ 3 failed, 1 error, 3 passed');
    expect(md).toContain(
      'Cases: 3 failed, 1 error, 3 passed, 1 not applicable (8 cases in 8 results).',
    );
    expect(md).toContain('| per result | 3 | 1 | 3 | 1 | 8 |');
    expect(md).toContain('### Errors (1)');
    expect(md).toContain('### Failing cases (3)');
    expect(md).toContain(
      '`npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed 42 --path "3:1:0"`',
    );
    expect(md).toContain('`npx a2a-crosscheck replay --rule XV-WIRE-001 --iut naive --seed 42`');
    expect(md).toContain(
      '| `A2A-STR-001` | MUST | naive | vendor-b | msw | `a2a-str-001-case` | ⚠ ERROR | IUT crashed during reassemble: exit code 1 |  |',
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
    const md = renderMarkdown(
      { ...ungated, gate: reportGate(comparison, false) },
      { rules: CATALOGUE },
    );
    expect(md.split('\n').slice(0, 3)).toEqual([
      '## a2a-crosscheck: ✗ gate failed (exit 1): 2 regression(s), 1 stale baseline entry',
      '',
      'Cases: 3 failed, 1 error, 3 passed, 1 not applicable (8 cases in 8 results); 1 failing case(s) baselined, 1 below the gating level (--strict gates SHOULD).',
    ]);
    expect(md).toMatch(
      /\| `XV-NEG-001` \| MUST \| naive \| vendor-a \| msw \| `xv-neg-001-case` \| ✗ FAIL \| baselined \|/,
    );
    expect(md).toContain(
      '- ✗ `XV-WIRE-001` [MUST] undeclared extension activation does not stall (A2A §4.6.3; seed 000 § What Was Observed)\n  - naive × vendor-a · msw · case `xv-wire-001-case`: new: fail (not in the baseline)',
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
    expect(md).not.toContain('### Regressions');
  });

  it('says so when nothing failed', () => {
    const report = sampleReport(sampleReport().results.filter((r) => r.verdict === 'pass'));
    const md = renderMarkdown(report);
    expect(md.split('\n')[0]).toBe('## a2a-crosscheck: ✓ no failures, 3 passed');
    expect(md).not.toContain('### Failures');
  });
});

describe('renderMarkdown, one regression among 150 baselined failures', () => {
  it('shows the regression first, in full, before any baselined case', () => {
    const md = renderMarkdown(oneAmongMany(), { rules: CATALOGUE });
    const sections = md.split('\n').filter((l) => l.startsWith('#'));
    expect(sections.slice(0, 3)).toEqual([
      '## a2a-crosscheck: ✗ gate failed (exit 1): 1 regression(s)',
      '### Regressions (1)',
      '### Other failing cases (150)',
    ]);
    const regressions = md.slice(md.indexOf('### Regressions'), md.indexOf('### Other failing'));
    expect(regressions).toBe(
      [
        '### Regressions (1)',
        '',
        '- ✗ `XV-DEL-003` [MUST] Delegation to a skill id the card does not declare is refused (seed 002 Python: resolve\\_input\\_modes)',
        `  - naive × no vendor · msw · case \`${THE_REGRESSION}\`: new: fail at /decision (not in the baseline)`,
        '  - an unknown skill id is delegated: /decision: expected "reject", got "send"',
        `  - replay: \`npx a2a-crosscheck replay --rule XV-DEL-003 --iut naive --case ${THE_REGRESSION} --seed 42\``,
        '',
        '',
      ].join('\n'),
    );
    // The rest is capped; the regression never is.
    expect(md).toContain('…and 100 more failing cases: see report.html or report.json.');
  });
});
