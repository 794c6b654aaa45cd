import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../harness/results/types.ts';
import { result } from '../_fixtures/sampleReport.ts';
import { compareToBaseline } from '../compareToBaseline.ts';
import { createReport } from '../createReport.ts';
import { reportGate } from '../ReportGate.ts';
import { glanceTable } from './glance.ts';

const row = (
  rule: string,
  iut: string,
  vendor: string | null,
  verdict: RuleResult['verdict'],
): RuleResult =>
  result({
    rule,
    iut,
    vendor,
    transport: 'in-process',
    verdict,
    evidence: { summary: `${rule} ${iut} ${vendor ?? '-'} ${verdict}` },
  });

describe('glanceTable', () => {
  it('folds vendors into one cell per rule and IUT: the failure decides, with its count and link', () => {
    const report = createReport({
      seed: 1,
      profile: 'all',
      startedAt: '2026-11-30T00:00:00.000Z',
      durationMs: 1,
      iuts: [
        { id: 'reference', transport: 'in-process', roles: ['verifier'] },
        { id: 'naive', transport: 'in-process', roles: ['verifier'] },
      ],
      vendors: [],
      results: [
        row('XV-NEG-001', 'naive', 'vendor-a', 'fail'),
        row('XV-NEG-001', 'naive', null, 'pass'),
        row('XV-NEG-001', 'reference', null, 'pass'),
        row('XV-NEG-001', 'reference', 'vendor-a', 'pass'),
      ],
    });
    const html = glanceTable(report);
    // Columns follow the report's IUT order, not the alphabetical order of the results.
    expect(html.indexOf('<code>reference</code>')).toBeLessThan(html.indexOf('<code>naive</code>'));
    const failIndex = report.results.findIndex((r) => r.verdict === 'fail');
    expect(html).toContain(`<a href="#r${failIndex}">✗ FAIL <small>1/2</small></a>`);
    expect(html).toContain('✓ PASS <small>2/2</small>');
  });

  it('marks each rule level, and the failing cells a gated report expects or does not gate on', () => {
    const ungated = createReport({
      seed: 1,
      profile: 'all',
      startedAt: '2026-11-30T00:00:00.000Z',
      durationMs: 1,
      iuts: [{ id: 'naive', transport: 'in-process', roles: ['verifier'] }],
      vendors: [],
      results: [
        row('XV-NEG-001', 'naive', null, 'fail'),
        { ...row('XV-DEL-002', 'naive', null, 'fail'), level: 'SHOULD' },
        row('XV-DEL-003', 'naive', null, 'fail'),
      ],
    });
    const entry = { iut: 'naive', vendor: null, transport: 'in-process' as const, reason: 'r' };
    const comparison = compareToBaseline(ungated, {
      entries: [{ ...entry, rule: 'XV-NEG-001', case: 'xv-neg-001-case' }],
    });
    const html = glanceTable({ ...ungated, gate: reportGate(comparison, false) });
    expect(html.slice(html.indexOf('<tbody>'))).toMatchInlineSnapshot(
      `"<tbody><tr><th scope="row"><code>XV-DEL-002</code></th><td class="lvl lvl-SHOULD">SHOULD</td><td class="cell v-fail expected" title="XV-DEL-002 naive - fail"><a href="#r0">✗ FAIL <span class="tag">not gating</span></a></td></tr><tr><th scope="row"><code>XV-DEL-003</code></th><td class="lvl lvl-MUST">MUST</td><td class="cell v-fail" title="XV-DEL-003 naive - fail"><a href="#r1">✗ FAIL</a></td></tr><tr><th scope="row"><code>XV-NEG-001</code></th><td class="lvl lvl-MUST">MUST</td><td class="cell v-fail expected" title="XV-NEG-001 naive - fail"><a href="#r2">✗ FAIL <span class="tag">baselined</span></a></td></tr></tbody></table>"`,
    );
  });
});
