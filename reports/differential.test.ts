import { describe, expect, it } from 'vitest';
import { comparison, SAMPLE_DIFFERENTIAL } from './_fixtures/sampleDifferential.ts';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { mergeReports } from './mergeReports.ts';
import { renderHtml } from './renderHtml.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import { validateReport } from './validateReport.ts';

const withDifferential = (): CrosscheckReport => ({
  ...sampleReport(),
  differential: SAMPLE_DIFFERENTIAL,
});

describe('report.differential (2.2)', () => {
  it('is valid report.json, and a finding with one answer is not', () => {
    // Arrange
    const good = JSON.parse(JSON.stringify(withDifferential())) as CrosscheckReport;
    const bad = structuredClone(good);
    bad.differential!.findings[0]!.answers.pop();
    // Act / Assert
    expect(validateReport(good).differential).toEqual(SAMPLE_DIFFERENTIAL);
    expect(good.schemaVersion).toBe('2.4');
    expect(() => validateReport(bad)).toThrow(/\/differential\/findings\/0\/answers/);
  });

  it('closes report.md, after the matrix: the comparisons that differ and the first findings', () => {
    // Act
    const md = renderMarkdown(withDifferential());
    // Assert
    const section = md.slice(md.indexOf('### Differential check'));
    expect(md.indexOf('### Matrix')).toBeLessThan(md.indexOf('### Differential check'));
    expect(section).toMatchInlineSnapshot(`
      "### Differential check (informational)

      1 of 2 comparisons (property × pair of IUTs of one role, on the same generated inputs) found answers that differ. Informational: no verdict, never gating; each side shows what the property made of its answer.

      | property | rule | IUTs | inputs compared | differ where the property looks | differ elsewhere |
      | --- | --- | --- | ---: | ---: | ---: |
      | \`prop-disc-security-schemes\` | \`XV-DISC-002\` | reference vs naive | 40 | 3 | 1 |

      - \`prop-disc-security-schemes\`: reference vs naive differ at \`/admitted\`, \`/stage\` (where the property looks; input \`7\` of seed 42, first of 3)
        - reference: \`{ "admitted": false, "stage": "consistency" }\`, agrees with the reference model; replay \`npx a2a-crosscheck replay --rule XV-DISC-002 --iut reference --case prop-disc-security-schemes --seed 42 --path "7"\`
        - naive: \`{ "admitted": true, "note": "<img src=x>" }\`, disagrees with the reference model: /admitted: expected false, got true; replay \`npx a2a-crosscheck replay --rule XV-DISC-002 --iut naive --case prop-disc-security-schemes --seed 42 --path "7"\`
      "
    `);
  });

  it('has its own section in report.html, after the matrix and before the results, escaped', () => {
    // Act
    const html = renderHtml(withDifferential());
    // Assert
    const at = html.indexOf('<h2>Differential check (informational)</h2>');
    expect(at).toBeGreaterThan(html.indexOf('<h2>Compatibility matrix</h2>'));
    expect(at).toBeLessThan(html.indexOf('<h2>Results</h2>'));
    expect(html).toContain('&lt;img src=x&gt;');
    expect(html).not.toContain('<img src=x>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('is left out of both renderings when the report has none', () => {
    expect(renderMarkdown(sampleReport())).not.toContain('Differential check');
    expect(renderHtml(sampleReport())).not.toContain('Differential check');
  });

  it('merges the shards’ parts in (property, IUT pair, kind) order', () => {
    // Arrange
    const shard = (index: number, rule: string, d: CrosscheckReport['differential']) => ({
      ...sampleReport([result({ rule, iut: 'reference', verdict: 'pass' })]),
      shard: { index, count: 2 },
      ...(d === undefined ? {} : { differential: d }),
    });
    const [first, second] = SAMPLE_DIFFERENTIAL.comparisons;
    // Act
    const merged = mergeReports([
      shard(1, 'XV-DISC-002', { comparisons: [second!], findings: [] }),
      shard(2, 'XV-DISC-003', {
        comparisons: [first!, comparison({ property: 'prop-a', iuts: ['x', 'y'] })],
        findings: SAMPLE_DIFFERENTIAL.findings,
      }),
    ]);
    // Assert
    expect(merged.differential).toEqual({
      comparisons: [comparison({ property: 'prop-a', iuts: ['x', 'y'] }), first, second],
      findings: SAMPLE_DIFFERENTIAL.findings,
    });
    expect(mergeReports([shard(1, 'A', undefined), shard(2, 'B', undefined)]).differential).toBe(
      undefined,
    );
  });
});
