import type {
  CaseResult,
  Evidence,
  RuleResult,
  TranscriptEntry,
} from '../../harness/results/types.ts';
import { isFailing } from '../../harness/vocabulary/index.ts';
import { escapeHtml as esc, showJson } from './escape.ts';
import { transcriptSvg } from './transcriptSvg.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './verdictLabels.ts';

function pre(text: string, cls = ''): string {
  return `<pre${cls ? ` class="${cls}"` : ''}>${esc(text)}</pre>`;
}

/** Failing cases shown in full per result; the rest are counted (the JSON keeps them all). */
const MAX_CASES_SHOWN = 20;

/**
 * The drill-down of one result: its summary, a line per case, and every piece of evidence of
 * each failing case (capped, with a count of the rest); a result of one case shows that case's
 * evidence whatever its verdict. Everything escaped.
 */
export function htmlEvidence(r: RuleResult, id: string, title: string | undefined): string {
  const head = `${VERDICT_SYMBOL[r.verdict]} ${VERDICT_LABEL[r.verdict]} · ${r.rule} · ${r.iut} × ${r.vendor ?? 'no vendor'} · ${r.transport}`;
  const parts: string[] = [
    `<p>${esc(r.evidence.summary)}</p>`,
    `<p class="muted">${esc(`${r.level}${title ? ` — ${title}` : ''}${r.canonicalization ? ` · canonicalization ${r.canonicalization}` : ''} · ${r.cases.length} case${r.cases.length === 1 ? '' : 's'}`)}</p>`,
  ];
  if (r.cases.length > 1) parts.push(caseList(r.cases));
  const shown = r.cases.length === 1 ? r.cases : r.cases.filter((c) => isFailing(c.verdict));
  shown
    .slice(0, MAX_CASES_SHOWN)
    .forEach((c, n) => parts.push(caseBlock(c, `${id}-c${n}`, r.cases.length > 1)));
  if (shown.length > MAX_CASES_SHOWN)
    parts.push(
      `<p class="muted">…and ${shown.length - MAX_CASES_SHOWN} more failing cases: see report.json.</p>`,
    );
  return `<details class="result v-${r.verdict}" id="${id}"><summary>${esc(head)}</summary><div>${parts.join('')}</div></details>`;
}

function caseList(cases: readonly CaseResult[]): string {
  const rows = cases
    .map(
      (c) =>
        `<tr class="v-${c.verdict}"><td>${VERDICT_SYMBOL[c.verdict]} ${VERDICT_LABEL[c.verdict]}</td><td><code>${esc(c.case)}</code></td><td>${esc(c.evidence.summary)}</td></tr>`,
    )
    .join('');
  return `<table class="cases"><thead><tr><th>verdict</th><th>case</th><th>what happened</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function caseBlock(c: CaseResult, id: string, titled: boolean): string {
  const e: Evidence = c.evidence;
  const parts: string[] = [];
  if (titled)
    parts.push(
      `<h3>${esc(`${VERDICT_SYMBOL[c.verdict]} ${VERDICT_LABEL[c.verdict]} · case ${c.case}`)}</h3><p>${esc(e.summary)}</p>`,
    );
  const meta = `${c.canonicalization ? `canonicalization ${c.canonicalization}` : ''}${!titled ? `${c.canonicalization ? ' · ' : ''}case ${c.case}` : ''}${e.durationMs !== undefined ? ` · ${Math.round(e.durationMs)} ms` : ''}`;
  if (meta) parts.push(`<p class="muted">${esc(meta)}</p>`);
  if (e.reason) parts.push(`<h4>Reason</h4>${pre(e.reason)}`);
  if (e.details) parts.push(`<h4>Details</h4>${pre(e.details)}`);
  // Only what the evidence has: an absent side is not shown as the word "undefined".
  const sides = [
    e.expected === undefined ? '' : `<div><h4>Expected</h4>${pre(showJson(e.expected))}</div>`,
    e.actual === undefined ? '' : `<div><h4>Actual</h4>${pre(showJson(e.actual))}</div>`,
  ].join('');
  if (sides !== '') parts.push(`<div class="pair">${sides}</div>`);
  if (e.card !== undefined)
    parts.push(`<h4>Minimal card (as emitted)</h4>${pre(showJson(e.card, 50_000))}`);
  if (e.counterexample) {
    const x = e.counterexample;
    parts.push(
      `<h4>Counterexample</h4>${pre(`{ seed: ${x.seed}, path: ${JSON.stringify(x.path)} } after ${x.numRuns} runs`)}`,
      `<div class="pair"><div><h4>IUT answered</h4>${pre(showJson(x.iutAnswer))}</div><div><h4>Reference answered</h4>${pre(showJson(x.referenceAnswer))}</div></div>`,
      `<h4>Input</h4>${pre(showJson(x.input))}`,
    );
  }
  if (e.replay) parts.push(`<h4>Replay</h4>${pre(e.replay, 'cmd')}`);
  if (e.transcript && e.transcript.length > 0) parts.push(transcriptBlock(e.transcript, id));
  if (e.stderr) parts.push(`<h4>IUT stderr</h4>${pre(e.stderr)}`);
  if (e.truncated && e.truncated.length > 0)
    parts.push(`<h4>Cut to keep the report bounded</h4>${pre(e.truncated.join('\n'))}`);
  return `<section class="case" id="${id}">${parts.join('')}</section>`;
}

function transcriptBlock(entries: readonly TranscriptEntry[], id: string): string {
  const rows = entries
    .slice(0, 200)
    .map((t) => {
      const body = t.body === undefined ? '' : pre(showJson(t.body, 8_000));
      const headers = t.headers
        ? pre(
            Object.entries(t.headers)
              .map(([k, v]) => `${k}: ${v}`)
              .join('\n'),
          )
        : '';
      return `<li><code>${esc(`+${Math.round(t.at)} ms ${t.direction} ${t.from} → ${t.to} ${t.label}`)}</code>${headers || body ? `<details><summary>headers and body</summary>${headers}${body}</details>` : ''}</li>`;
    })
    .join('');
  return `<h4>Wire transcript</h4>${transcriptSvg(entries, `${id}-svg`)}<details><summary>Entries as recorded</summary><ol>${rows}</ol></details>`;
}
