import { describe, expect, it } from 'vitest';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import { createReport } from './createReport.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { MARKDOWN_MAX_BYTES, renderMarkdown } from './renderMarkdown.ts';
import { reportGate } from './ReportGate.ts';
import { renderHtml } from './renderHtml.ts';
import { renderJunit } from './renderJunit.ts';

/** C0 (but tab and line feed), DEL, C1 and the bidi overrides and isolates. */
// eslint-disable-next-line no-control-regex -- asserting their absence.
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const FORGED = 'boom\u001b[2K\r\u001b[1AResult: OK (exit 0)\u009b2J\u202eexe.pdf';

function hostileReport(): CrosscheckReport {
  return createReport({
    ...sampleReport(),
    results: [
      result({
        rule: 'XV-WIRE-001',
        iut: 'agent\u202e',
        vendor: null,
        verdict: 'fail',
        evidence: {
          summary: FORGED,
          reason: FORGED,
          actual: { message: FORGED },
          transcript: [
            {
              at: 0,
              direction: 'response',
              from: 'agent\u001b[31m',
              to: 'harness',
              label: FORGED,
              body: FORGED,
            },
          ],
        },
      }),
    ],
  });
}

describe('report.md, report.html and junit.xml carry no raw control or bidi character', () => {
  it.each([
    ['report.md', () => renderMarkdown(hostileReport()), '\\\\x1b\\[2K'],
    ['report.html', () => renderHtml(hostileReport()), '\\x1b[2K'],
    ['junit.xml', () => renderJunit(hostileReport()), '\\x1b[2K'],
  ])('%s', (_name, render, visible) => {
    const text = render();

    expect(text).not.toMatch(RAW);
    expect(text).toContain(visible);
  });

  it('shows the escapes where the summary was', () => {
    expect(renderMarkdown(hostileReport())).toContain(
      '| boom\\\\x1b\\[2K \\\\x1b\\[1AResult: OK (exit 0)\\\\x9b2J\\\\u202eexe.pdf |',
    );
  });
});

describe('report.md stays short enough for a job summary', () => {
  it('lists at most 50 stale entries, then a count', () => {
    const passing = Array.from({ length: 60 }, (_, i) =>
      result({ rule: `XV-NEG-${String(100 + i)}`, iut: 'reference', verdict: 'pass' }),
    );
    const report = createReport({ ...sampleReport(), results: passing });
    const comparison = compareToBaseline(report, {
      entries: passing.map(({ rule, iut, vendor, transport, cases }) => ({
        rule,
        case: cases[0]!.case,
        iut,
        vendor,
        transport,
        reason: 'r',
      })),
    });

    const md = renderMarkdown({ ...report, gate: reportGate(comparison, false) });

    expect(md.split('\n').filter((l) => l.startsWith('- `XV-NEG-'))).toHaveLength(50);
    expect(md).toContain(
      '…and 10 more: baseline.patched.json beside this report lists the baseline without them.',
    );
  });

  it('is cut at a line, under 1 MiB, however many results there are', () => {
    const many = Array.from({ length: 800 }, (_, i) =>
      Array.from({ length: 100 }, (_, j) =>
        result({
          rule: `XV-R-${String(i).padStart(3, '0')}`,
          iut: `iut-${j}-${'x'.repeat(40)}`,
          verdict: 'pass',
        }),
      ),
    ).flat();

    const md = renderMarkdown(createReport({ ...sampleReport(), results: many }));

    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(MARKDOWN_MAX_BYTES);
    expect(
      md.endsWith('\n_…cut to fit a job summary: see report.html or report.json for the rest._\n'),
    ).toBe(true);
  });
});

describe('an interrupted run says so in every rendering', () => {
  const interrupted = (): CrosscheckReport => ({
    ...sampleReport(),
    interrupted: { signal: 'SIGINT', note: 'the results cover only the cases that finished' },
  });

  it('report.md', () => {
    expect(renderMarkdown(interrupted())).toContain(
      '> **Interrupted by SIGINT.** the results cover only the cases that finished',
    );
  });

  it('report.html', () => {
    expect(renderHtml(interrupted())).toContain(
      '<p class="interrupted" role="alert"><strong>Interrupted by SIGINT.</strong> the results cover only the cases that finished</p>',
    );
  });
});

describe('report.md makes no link and notifies nobody from what a peer wrote', () => {
  it('shows URLs, hosts, addresses and @mentions as inline code, in tables and lists', () => {
    const said =
      'see https://evil.example/login?x=1 or www.evil.example, write to ops@evil.example, cc @octocat and @acme/security';
    const report = createReport({
      ...sampleReport(),
      results: [
        result({
          rule: 'XV-WIRE-001',
          iut: 'agent',
          vendor: null,
          verdict: 'fail',
          evidence: { summary: said },
        }),
      ],
    });
    const expected =
      'see `https://evil.example/login?x=1` or `www.evil.example`, write to `ops@evil.example`, cc `@octocat` and `@acme/security`';
    // Ungated: a table row; gated: the regression's list item.
    expect(renderMarkdown(report)).toContain(`| ${expected} |`);
    const gated = { ...report, gate: reportGate(compareToBaseline(report, null), false) };
    expect(renderMarkdown(gated)).toContain(`  - ${expected}\n`);
  });
});
