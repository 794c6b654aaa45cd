import { describe, expect, it } from 'vitest';
import { HOSTILE_CARD, result, sampleReport } from './_fixtures/sampleReport.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import { reportGate } from './ReportGate.ts';
import { renderHtml } from './renderHtml.ts';
import { oneAmongMany, THE_REGRESSION } from './_fixtures/oneAmongMany.ts';
import { CATALOGUE } from './_fixtures/catalogue.ts';
import { createRuleRegistry } from '../harness/rules/index.ts';

describe('renderHtml', () => {
  const html = renderHtml(sampleReport());

  it('loads nothing from the network', () => {
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/url\((?!#)/);
    expect(html).not.toMatch(/@import/);
    expect(html).toContain("default-src 'none'");
  });

  it('has exactly one script, the constant one, and escapes a hostile card', () => {
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Acme &lt;Signer&gt; &amp; Co');
  });

  it('shows provenance, chips and a labelled matrix cell per result', () => {
    expect(html).toContain('<dt>seed</dt><dd>42</dd>');
    expect(html).toContain('<li class="v-fail">✗ FAIL 3</li>');
    expect(html).toContain('<small>absent tri-state capability is undeclared</small>');
    // One labelled cell per result in the full matrix (the at-a-glance grid comes before it).
    const full = html.slice(html.indexOf('<h2>Compatibility matrix</h2>'));
    expect(full.match(/<td class="cell v-/g)).toHaveLength(8);
    expect(html).toMatch(/<td class="cell v-error"[^>]*><a href="#r0">⚠ ERROR<\/a><\/td>/);
  });

  it('states the gate outcome first when the report was gated', () => {
    const ungated = sampleReport();
    const gate = reportGate(compareToBaseline(ungated, null), false);
    const gated = renderHtml({ ...ungated, gate });
    const header = gated.slice(gated.indexOf('<header>'), gated.indexOf('<dl class="prov">'));
    expect(header).toBe(
      '<header><h1>a2a-crosscheck compatibility report</h1><p class="gate v-fail">✗ Gate failed (exit 1) <small>3 regression(s) · 0 baselined · 0 stale · 1 not gating (SHOULD gates with --strict)</small></p>',
    );
    expect(html).not.toContain('class="gate');
  });

  it('gives every result a drill-down with its evidence', () => {
    expect(html.match(/<details class="result /g)).toHaveLength(8);
    expect(html).toContain('{ seed: 42, path: &quot;3:1:0&quot; } after 4 runs');
    expect(html).toContain('<pre class="cmd">npx a2a-crosscheck replay --rule XV-NEG-001');
    expect(html).toContain('TypeError: x is undefined');
  });

  it('draws the transcript as an SVG with a retry and a stall', () => {
    expect(html.match(/<svg class="seq"/g)).toHaveLength(1);
    expect(html).toContain('SendMessage (retry #1)');
    expect(html).toContain('<g class="msg request retry">');
    expect(html).toContain('<g class="stall">');
    expect(html).toContain('no progress until deadline at +3005 ms (3000 ms silent)');
    expect(html).toContain('<g class="msg event">');
  });

  it('escapes hostile text in transcript labels and lane names', () => {
    const page = renderHtml(
      sampleReport([
        result({
          rule: 'R',
          iut: 'naive',
          verdict: 'fail',
          evidence: {
            summary: 's',
            card: HOSTILE_CARD,
            transcript: [
              {
                at: 0,
                direction: 'request',
                from: '<img src=x>',
                to: 'v',
                label: '</svg><script>x()</script>',
              },
            ],
          },
        }),
      ]),
    );
    expect(page).not.toContain('<img src=x>');
    expect(page).not.toContain('</svg><script>');
    expect(page.match(/<script>/g)).toHaveLength(1);
  });
});

describe('renderHtml, one regression among 150 baselined failures', () => {
  const page = renderHtml(oneAmongMany(), { rules: CATALOGUE });

  it('lists the failures above the grids, the regression first and in full', () => {
    const order = [
      '<p class="gate v-fail">',
      '<h2 id="regressions">Regressions (1)</h2>',
      '<h2 id="failures">Other failing cases (150)</h2>',
      '<h2>At a glance</h2>',
      '<h2>Compatibility matrix</h2>',
    ].map((marker) => page.indexOf(marker));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const regressions = page.slice(order[1], order[2]);
    expect(regressions).toContain(
      `case ${THE_REGRESSION}: <strong>new: fail at /decision (not in the baseline)</strong>`,
    );
    expect(regressions).toContain(
      `<pre class="cmd">npx a2a-crosscheck replay --rule XV-DEL-003 --iut naive --case ${THE_REGRESSION} --seed 42</pre>`,
    );
    expect(regressions).toContain('Delegation to a skill id the card does not declare is refused');
    expect(page.slice(order[2], order[3]).match(/<tr class="v-fail expected">/g)).toHaveLength(150);
  });

  it('titles the rules of the at-a-glance grid', () => {
    const glance = page.slice(
      page.indexOf('<h2>At a glance</h2>'),
      page.indexOf('<h2>Implementations'),
    );
    expect(glance).toContain(
      '<th scope="row"><code>XV-NEG-001</code><small>absent tri-state capability is undeclared</small></th>',
    );
  });

  it('shows only the rules of the roles the IUTs declare, and canonicalizations only for verifying and signing roles', () => {
    // Arrange: a verifier adapter, and a catalogue that has an agent rule too.
    const negotiation = CATALOGUE.get('XV-NEG-001');
    const agentRule = {
      ...negotiation,
      id: 'A2A-AGENT-ONLY',
      title: 'an agent-only rule',
      roles: ['agent' as const],
    };
    const rules = createRuleRegistry([...CATALOGUE.all(), agentRule]);
    const report = {
      ...sampleReport([result({ rule: 'XV-NEG-001', iut: 'acme', verdict: 'pass', vendor: null })]),
      iuts: [
        { id: 'acme', transport: 'in-process' as const, roles: ['verifier' as const] },
        { id: 'reader', transport: 'in-process' as const, roles: ['consumer' as const] },
      ],
      rules: [
        {
          id: 'XV-NEG-001',
          title: negotiation.title,
          level: 'MUST' as const,
          profile: 'cross-vendor' as const,
        },
        {
          id: 'A2A-AGENT-ONLY',
          title: 'an agent-only rule',
          level: 'MUST' as const,
          profile: 'spec' as const,
        },
      ],
    };
    // Act
    const page = renderHtml(report, { rules });
    // Assert
    expect(page).not.toContain('A2A-AGENT-ONLY');
    expect(page).toContain('<code>XV-NEG-001</code>');
    expect(page).toContain('<td>verifier</td><td>verifies both (not declared)</td>');
    expect(page).toContain('<td>consumer</td><td>—</td>');
    expect(page).not.toContain('signs both');
  });
});
