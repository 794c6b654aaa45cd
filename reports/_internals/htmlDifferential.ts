import type { ReportDifferential } from '../ReportDifferential.ts';
import { differentialHeadline, disagreeing, judgedWords } from './differentialWords.ts';
import { escapeHtml as esc, showJson } from './escape.ts';

/** Rows and findings shown; report.json keeps them all. */
const MAX_ROWS = 100;
const MAX_FINDINGS = 50;

const pre = (text: string, cls = ''): string =>
  `<pre${cls ? ` class="${cls}"` : ''}>${esc(text)}</pre>`;

/**
 * The differential check in `report.html`, after the failures, the grid and the matrix: the
 * comparisons that found differing answers, and a drill-down per finding with both answers, what
 * the property made of each, the model's answer, the input and a replay command per IUT.
 */
export function htmlDifferential(d: ReportDifferential | undefined): string {
  if (d === undefined) return '';
  const rows = disagreeing(d);
  const table =
    rows.length === 0
      ? ''
      : `<table><thead><tr><th>property</th><th>rule</th><th>IUTs</th><th>inputs compared</th><th>differ where the property looks</th><th>differ elsewhere</th></tr></thead><tbody>${rows
          .slice(0, MAX_ROWS)
          .map(
            (c) =>
              `<tr><td><code>${esc(c.property)}</code></td><td><code>${esc(c.rule)}</code></td><td>${esc(c.iuts.join(' vs '))}</td><td>${c.compared}</td><td>${c.projected}</td><td>${c.unprojected}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const findings = d.findings.slice(0, MAX_FINDINGS).map((f, i) => {
    const head = `${f.property} · ${f.iuts.join(' vs ')} · ${f.kind === 'projected' ? 'where the property looks' : 'outside its projection'} · ${f.of} input${f.of === 1 ? '' : 's'}`;
    const sides = f.answers
      .map(
        (a) =>
          `<div><h4>${esc(a.iut)}</h4><p class="muted">${esc(judgedWords(a.judged))}</p>${pre(showJson(a.answer))}${pre(a.replay, 'cmd')}</div>`,
      )
      .join('');
    return `<details class="result" id="d${i}"><summary>${esc(head)}</summary><div><p>${esc(`Input ${f.path} of seed ${f.seed} (the first of ${f.of}); the answers differ at ${f.pointers.join(', ') || 'members cut from the copies kept'}.`)}</p><div class="pair">${sides}</div><h4>Reference model answered</h4>${pre(showJson(f.referenceAnswer))}${f.input === undefined ? '' : `<details><summary>Input</summary>${pre(showJson(f.input))}</details>`}</div></details>`;
  });
  const more =
    d.findings.length > MAX_FINDINGS
      ? `<p class="muted">…and ${d.findings.length - MAX_FINDINGS} more: see report.json.</p>`
      : '';
  return `<h2>Differential check (informational)</h2><p class="muted">${esc(differentialHeadline(d))}</p>${table}${findings.join('')}${more}`;
}
