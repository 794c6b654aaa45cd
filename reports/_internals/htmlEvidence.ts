import type { RuleResult, TranscriptEntry } from '../../harness/results/types.ts';
import { escapeHtml as esc, showJson } from './escape.ts';
import { transcriptSvg } from './transcriptSvg.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './verdictLabels.ts';

function pre(text: string, cls = ''): string {
  return `<pre${cls ? ` class="${cls}"` : ''}>${esc(text)}</pre>`;
}

/** The drill-down of one result: every piece of evidence there is, escaped. */
export function htmlEvidence(r: RuleResult, id: string, title: string | undefined): string {
  const e = r.evidence;
  const head = `${VERDICT_SYMBOL[r.verdict]} ${VERDICT_LABEL[r.verdict]} · ${r.rule} · ${r.iut} × ${r.vendor ?? 'no vendor'} · ${r.transport}`;
  const parts: string[] = [
    `<p>${esc(e.summary)}</p>`,
    `<p class="muted">${esc(`${r.level}${title ? ` — ${title}` : ''}${r.canonicalization ? ` · canonicalization ${r.canonicalization}` : ''}${e.case ? ` · case ${e.case}` : ''}${e.durationMs !== undefined ? ` · ${Math.round(e.durationMs)} ms` : ''}`)}</p>`,
  ];
  if (e.reason) parts.push(`<h3>Reason</h3>${pre(e.reason)}`);
  if (e.details) parts.push(`<h3>Details</h3>${pre(e.details)}`);
  if (e.expected !== undefined || e.actual !== undefined) {
    parts.push(
      `<div class="pair"><div><h3>Expected</h3>${pre(showJson(e.expected))}</div><div><h3>Actual</h3>${pre(showJson(e.actual))}</div></div>`,
    );
  }
  if (e.card !== undefined)
    parts.push(`<h3>Minimal card (as emitted)</h3>${pre(showJson(e.card, 50_000))}`);
  if (e.counterexample) {
    const c = e.counterexample;
    parts.push(
      `<h3>Counterexample</h3>${pre(`{ seed: ${c.seed}, path: ${JSON.stringify(c.path)} } after ${c.numRuns} runs`)}`,
      `<div class="pair"><div><h3>IUT answered</h3>${pre(showJson(c.iutAnswer))}</div><div><h3>Reference answered</h3>${pre(showJson(c.referenceAnswer))}</div></div>`,
      `<h3>Input</h3>${pre(showJson(c.input))}`,
    );
  }
  if (e.replay) parts.push(`<h3>Replay</h3>${pre(e.replay, 'cmd')}`);
  if (e.transcript && e.transcript.length > 0) parts.push(transcriptBlock(e.transcript, id));
  if (e.stderr) parts.push(`<h3>IUT stderr</h3>${pre(e.stderr)}`);
  return `<details class="result v-${r.verdict}" id="${id}"><summary>${esc(head)}</summary><div>${parts.join('')}</div></details>`;
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
  return `<h3>Wire transcript</h3>${transcriptSvg(entries, `${id}-svg`)}<details><summary>Entries as recorded</summary><ol>${rows}</ol></details>`;
}
