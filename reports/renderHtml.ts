import { generationsJudged } from './generationLabel.ts';
import type { Verdict } from '../harness/results/types.ts';
import type { RuleRegistry } from '../harness/rules/index.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { VERDICT_ORDER } from '../harness/vocabulary/index.ts';
import { escapeHtml as esc } from './_internals/escape.ts';
import { htmlEvidence } from './_internals/htmlEvidence.ts';
import { HTML_STYLE } from './_internals/htmlStyle.ts';
import { buildMatrix } from './_internals/matrix.ts';
import { glanceTable } from './_internals/glance.ts';
import { htmlSignatureGrid } from './_internals/signatureGrid.ts';
import { htmlFailures } from './_internals/htmlFailures.ts';
import { htmlDifferential } from './_internals/htmlDifferential.ts';
import { countCases } from './countCases.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './_internals/verdictLabels.ts';

// No interpolation: the script is a constant, so no report text can reach it.
const OPEN_TARGET = `function o(){var h=location.hash.slice(1);var d=h&&document.getElementById(h);if(d&&d.tagName==='DETAILS'){d.open=true;d.scrollIntoView();}}addEventListener('hashchange',o);o();`;

// The policy forbids every load from anywhere: the page is one file and stays one file.
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";

/**
 * `report.html`: one self-contained file (inline style, a one-line inline script, no network).
 * Header with the gate's outcome, provenance and case counts per verdict; the failures list
 * (every regression first, then errors, then the other failing cases); the at-a-glance grid and
 * the compatibility matrix (rules × IUT × vendor × transport, each cell coloured and labelled,
 * each rule titled); what the differential check found (informational, capped); and a
 * drill-down per result with its evidence and its wire transcript as an SVG sequence diagram. Rendered from the report only; all text escaped.
 */
export function renderHtml(
  report: CrosscheckReport,
  options: { rules?: RuleRegistry } = {},
): string {
  const title = `a2a-crosscheck report: seed ${report.seed}, profile ${report.profile}`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${esc(title)}</title><style>${HTML_STYLE}</style></head><body>`,
    header(report),
    '<main>',
    report.harnessDefect
      ? `<p class="interrupted" role="alert"><strong>Bug in a2a-crosscheck, not a verdict on any implementation.</strong> ${esc(report.harnessDefect.message)}${report.harnessDefect.replay ? ` <code>${esc(report.harnessDefect.replay)}</code>` : ''}</p>`
      : '',
    report.interrupted
      ? `<p class="interrupted" role="alert"><strong>Interrupted by ${esc(report.interrupted.signal)}.</strong> ${esc(report.interrupted.note)}</p>`
      : '',
    htmlFailures(report, options.rules),
    glanceTable(report, forDeclaredRoles(report, options.rules)),
    participants(report),
    htmlSignatureGrid(report),
    matrix(report, forDeclaredRoles(report, options.rules)),
    htmlDifferential(report.differential),
    results(report),
    '</main>',
    `<script>${OPEN_TARGET}</script></body></html>\n`,
  ].join('');
}

function header(report: CrosscheckReport): string {
  const rows: [string, string][] = [
    ['harness', `${report.harness.name} ${report.harness.version}`],
    ['specification', generationsJudged(report)],
    ['seed', String(report.seed)],
    ['profile', report.profile],
    ['started', report.startedAt],
    ['duration', `${(report.durationMs / 1000).toFixed(1)} s`],
  ];
  if (report.shard) rows.push(['shard', `${report.shard.index}/${report.shard.count}`]);
  if (report.ruleFilter) rows.push(['rules', report.ruleFilter.join(', ')]);
  const cases = countCases(report.results);
  const chips = VERDICT_ORDER.map(
    (v: Verdict) => `<li class="v-${v}">${VERDICT_SYMBOL[v]} ${VERDICT_LABEL[v]} ${cases[v]}</li>`,
  ).join('');
  return (
    `<header><h1>a2a-crosscheck compatibility report</h1>${gateLine(report)}<dl class="prov">` +
    rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('') +
    `</dl><ul class="chips" aria-label="cases per verdict">${chips}<li>${cases.total} cases in ${report.summary.total} results</li></ul></header>`
  );
}

/**
 * What an IUT declared it verifies and signs (contract 1.1), for the roles that do either: a
 * verifier or a client verifies, a signer signs. An IUT in neither role (a consumer, an agent)
 * has nothing to say here.
 */
function canonicalizations(i: CrosscheckReport['iuts'][number]): string {
  const verifies = i.roles.includes('verifier') || i.roles.includes('client');
  const signs = i.roles.includes('signer');
  if (!verifies && !signs) return '—';
  const c = i.canonicalizations;
  const declared = (list: readonly string[] | undefined): string =>
    list === undefined ? 'both (not declared)' : list.join(', ') || 'none';
  return [
    ...(verifies ? [`verifies ${declared(c?.verify)}`] : []),
    ...(signs ? [`signs ${declared(c?.sign)}`] : []),
  ].join('; ');
}

/**
 * Whether a rule binds a role some IUT of the report declares: the grids leave out the rules no
 * IUT could be judged by (the agent rules beside a verifier adapter). Without the catalogue, or
 * for a rule it does not have, every rule is shown.
 */
function forDeclaredRoles(
  report: CrosscheckReport,
  rules: RuleRegistry | undefined,
): (rule: string) => boolean {
  const declared = new Set(report.iuts.flatMap((i) => i.roles));
  return (rule) => rules?.has(rule) !== true || rules.get(rule).roles.some((r) => declared.has(r));
}

/** The gate's outcome, first thing on the page: what the exit code said, and why. */
function gateLine(report: CrosscheckReport): string {
  const gate = report.gate;
  if (!gate) return '';
  const parts = [
    `${gate.regressions.length} regression(s)`,
    `${gate.baselined.length} baselined`,
    `${gate.stale.length} stale`,
    `${gate.advisories.length} not gating${gate.strict ? '' : ' (SHOULD gates with --strict)'}`,
  ];
  const [cls, text] = report.harnessDefect
    ? ['v-error', `■ Harness defect (exit ${gate.exitCode})`]
    : report.interrupted
      ? ['v-error', `■ Interrupted by ${esc(report.interrupted.signal)} (exit ${gate.exitCode})`]
      : gate.exitCode === 0
        ? ['v-pass', `✓ Gate passed (exit 0)`]
        : ['v-fail', `✗ Gate failed (exit ${gate.exitCode})`];
  return `<p class="gate ${cls}">${text} <small>${esc(parts.join(' · '))}</small></p>`;
}

function participants(report: CrosscheckReport): string {
  const iuts = report.iuts
    .map(
      (i) =>
        `<tr><td><code>${esc(i.id)}</code></td><td>${i.source ? `<code>${esc(i.source)}</code>` : ''}</td><td>${esc(i.name ?? '')}</td><td>${esc(i.version ?? '')}</td><td>${esc(i.transport)}</td><td>${esc(i.roles.join(', '))}</td><td>${esc(canonicalizations(i))}</td></tr>`,
    )
    .join('');
  const vendors = report.vendors
    .map(
      (v) =>
        `<tr><td><code>${esc(v.id)}</code></td><td>${esc(v.name)}</td><td>${esc(v.organisation ?? '')}</td></tr>`,
    )
    .join('');
  return (
    `<h2>Implementations under test</h2><table><thead><tr><th>id</th><th>loaded from</th><th>name</th><th>version</th><th>transport</th><th>roles</th><th>canonicalizations</th></tr></thead><tbody>${iuts}</tbody></table>` +
    `<h2>Simulated vendors</h2><table><thead><tr><th>id</th><th>name</th><th>organisation</th></tr></thead><tbody>${vendors}</tbody></table>`
  );
}

/** Header rows group columns by IUT, then vendor, then transport (the last only if there are several). */
function matrix(report: CrosscheckReport, shown: (rule: string) => boolean): string {
  const m = buildMatrix(report, shown);
  if (m.columns.length === 0) return '<h2>Compatibility matrix</h2><p>No results.</p>';
  const spans = (keyOf: (i: number) => string, label: (i: number) => string): string => {
    const cells: string[] = [];
    for (let i = 0; i < m.columns.length;) {
      let j = i + 1;
      while (j < m.columns.length && keyOf(j) === keyOf(i)) j++;
      cells.push(`<th scope="colgroup" colspan="${j - i}">${esc(label(i))}</th>`);
      i = j;
    }
    return cells.join('');
  };
  const col = (i: number) => m.columns[i] ?? { iut: '', vendor: null, transport: '' };
  const showTransport = new Set(m.columns.map((c) => c.transport)).size > 1;
  const headRows = 2 + (showTransport ? 1 : 0);
  const head =
    `<tr><th rowspan="${headRows}" scope="col">rule</th><th rowspan="${headRows}" scope="col">level</th>${spans(
      (i) => col(i).iut,
      (i) => `IUT ${col(i).iut}`,
    )}</tr>` +
    `<tr>${spans(
      (i) => `${col(i).iut}|${col(i).vendor ?? ''}`,
      (i) => col(i).vendor ?? 'no vendor',
    )}</tr>` +
    (showTransport
      ? `<tr>${m.columns.map((c) => `<th scope="col">${esc(c.transport)}</th>`).join('')}</tr>`
      : '');
  const body = m.rows
    .map((row) => {
      const cells = m.columns
        .map((c) => {
          const i = m.cell(row.rule, c.key);
          const r = i === undefined ? undefined : report.results[i];
          if (i === undefined || !r) return '<td class="empty" title="not run">·</td>';
          const tip = `${r.rule} · ${r.iut} × ${r.vendor ?? 'no vendor'} · ${r.transport}: ${r.evidence.summary}`;
          return `<td class="cell v-${r.verdict}" title="${esc(tip)}"><a href="#r${i}">${VERDICT_SYMBOL[r.verdict]} ${VERDICT_LABEL[r.verdict]}</a></td>`;
        })
        .join('');
      const t = row.title ? `<small>${esc(row.title)}</small>` : '';
      return `<tr><th scope="row" class="rule"><code>${esc(row.rule)}</code>${t}</th><td>${row.level}</td>${cells}</tr>`;
    })
    .join('');
  return `<h2>Compatibility matrix</h2><p class="muted">Rows are rules; columns are IUT × vendor${showTransport ? ' × transport' : ''}. Select a cell for its evidence.</p><table class="matrix"><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

function results(report: CrosscheckReport): string {
  const titles = new Map((report.rules ?? []).map((r) => [r.id, r.title]));
  const items = report.results.map((r, i) => htmlEvidence(r, `r${i}`, titles.get(r.rule))).join('');
  return `<h2>Results</h2>${items}`;
}
