import { levelTag } from '../generationLabel.ts';
import type { RuleRegistry } from '../../harness/rules/index.ts';
import type { CrosscheckReport } from '../CrosscheckReport.ts';
import {
  consequenceWords,
  regressionWords,
  triage,
  type FailingCase,
  type RootCauseGroup,
  type SharedCause,
} from '../triage.ts';
import { describeOutcome } from '../caseOutcome.ts';
import { escapeHtml as esc } from './escape.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './verdictLabels.ts';

/** Rows of the errors and of the other failing cases shown; regressions are never capped. */
const MAX_ROWS = 500;

function chip(c: FailingCase): string {
  const v = c.outcome.verdict;
  return `<span class="chip v-${v}">${VERDICT_SYMBOL[v]} ${VERDICT_LABEL[v]}</span>`;
}

function ruleHead(c: FailingCase): string {
  const title = c.title ? ` ${esc(c.title)}` : '';
  const cites = c.sections.length > 0 ? ` <small>(${esc(c.sections.join('; '))})</small>` : '';
  return `<code>${esc(c.rule)}</code> [${levelTag(c)}]${title}${cites}`;
}

function known(c: FailingCase): string {
  return c.knownIn
    ? `<p class="known">Known in ${esc(c.knownIn)} (the harness's own finding): ${esc(c.knownReason ?? '')}</p>`
    : '';
}

/** A regression in full: rule, where, why it gates, what happened, reason, replay, evidence link. */
function regression(c: FailingCase): string {
  return (
    `<li class="fix v-${c.outcome.verdict}">${chip(c)} ${ruleHead(c)}` +
    `<p>${esc(`${c.iut} × ${c.vendor ?? 'no vendor'} · ${c.transport} · case ${c.case}`)}: <strong>${esc(regressionWords(c))}</strong></p>` +
    `<p>${esc(c.summary)}</p>` +
    (c.reason && c.reason !== c.summary ? `<p class="muted">reason: ${esc(c.reason)}</p>` : '') +
    (c.baselineReason ? `<p class="muted">baseline reason: ${esc(c.baselineReason)}</p>` : '') +
    known(c) +
    (c.replay ? `<pre class="cmd">${esc(c.replay)}</pre>` : '') +
    `<p><a href="#r${c.resultIndex}">evidence</a></p></li>`
  );
}

function shared(s: SharedCause): string {
  const first = s.cases[0]!;
  return (
    `<li class="fix v-${first.outcome.verdict}">${chip(first)} <strong>${s.cases.length} cases of ${s.rules.length} rules on <code>${esc(s.iut)}</code> share one cause:</strong> ${esc(s.answer)}` +
    `<p>rules: ${s.rules.map((r) => `<code>${esc(r)}</code>`).join(', ')}</p>` +
    known(first) +
    (first.replay
      ? `<p class="muted">replay of the first case (${esc(first.case)}):</p><pre class="cmd">${esc(first.replay)}</pre>`
      : '') +
    `<p>${s.cases.map((c) => `<a href="#r${c.resultIndex}">${esc(c.rule)}</a>`).join(' · ')}</p></li>`
  );
}

/** A root cause once: what is wrong, its diagnostic, then each case it explains with a link to its evidence. */
function rootCause(g: RootCauseGroup): string {
  const c = g.cause;
  const rules = new Set(g.cases.map((x) => x.rule)).size;
  const items = g.cases
    .map(
      (x) =>
        `<li>${chip(x)} <a href="#r${x.resultIndex}"><code>${esc(x.rule)}</code></a> [${levelTag(x)}] case <code>${esc(x.case)}</code>${x.vendor ? ` × ${esc(x.vendor)}` : ''}: ${esc(consequenceWords(x))}</li>`,
    )
    .join('');
  return (
    `<li class="fix root-cause"><strong>Root cause <code>${esc(c.cause)}</code> on <code>${esc(c.iut)}</code></strong> (${esc(c.transport)}): ${esc(c.title)} <small>(${esc(c.sections.join('; '))})</small>` +
    `<p class="muted">diagnostic: ${esc(c.diagnostic.summary)}</p>` +
    `<p>explains ${g.cases.length} failing cases of ${rules} rules (${g.regressions} regressions); fix it first:</p>` +
    `<ul class="consequences">${items}</ul></li>`
  );
}

/** One row of a failing case that is not a regression. */
function row(c: FailingCase, gated: boolean): string {
  const what = c.outcome.verdict === 'error' && c.reason ? `${c.summary}: ${c.reason}` : c.summary;
  const gate = gated
    ? `<td>${esc(c.gate)}${c.knownIn ? ` <small>(known in ${esc(c.knownIn)})</small>` : ''}</td>`
    : '';
  // A case the baseline expects reads quieter than one that is not gated at all.
  const quiet =
    c.gate === 'baselined' || c.gate === 'not gating' || c.gate === 'known' ? ' expected' : '';
  return `<tr class="v-${c.outcome.verdict}${quiet}"><td>${chip(c)}</td><td><a href="#r${c.resultIndex}"><code>${esc(c.rule)}</code></a> [${levelTag(c)}]${c.title ? `<small>${esc(c.title)}</small>` : ''}</td><td>${esc(`${c.iut} × ${c.vendor ?? 'no vendor'} · ${c.transport}`)}</td><td><code>${esc(c.case)}</code></td><td>${esc(describeOutcome(c.outcome))}</td>${gate}<td>${esc(what)}</td></tr>`;
}

function table(cases: readonly FailingCase[], gated: boolean): string {
  const head = `<tr><th>verdict</th><th>rule</th><th>where</th><th>case</th><th>outcome</th>${gated ? '<th>gate</th>' : ''}<th>what happened</th></tr>`;
  const rows = cases
    .slice(0, MAX_ROWS)
    .map((c) => row(c, gated))
    .join('');
  const more =
    cases.length > MAX_ROWS
      ? `<p class="muted">…and ${cases.length - MAX_ROWS} more: see report.json.</p>`
      : '';
  return `<table class="failures"><thead>${head}</thead><tbody>${rows}</tbody></table>${more}`;
}

/**
 * The failures list that opens the page, above the grids: the root causes a diagnostic
 * established (each once, its consequences under it and nowhere else), then every other regression (a root cause shared
 * by several rules once, with its rules), each with its rule's title and sections, what
 * happened, its reason and replay command and a link to its evidence; then the errors that are
 * not regressions; then the other failing cases (baselined, below the gating level). Empty when
 * nothing failed.
 */
export function htmlFailures(report: CrosscheckReport, rules?: RuleRegistry): string {
  const t = triage(report, rules);
  const gated = report.gate !== undefined;
  const parts: string[] = [];
  if (t.causes.length > 0) {
    const explained = t.causes.reduce((n, g) => n + g.cases.length, 0);
    parts.push(
      `<h2 id="root-causes">Root causes (${t.causes.length}, explaining ${explained} failing cases; the gate counts each case)</h2><ol class="fix">${t.causes.map(rootCause).join('')}</ol>`,
    );
  }
  if (t.regressions.total > 0) {
    const under =
      t.regressions.explained > 0 ? `; ${t.regressions.explained} under the root causes above` : '';
    parts.push(
      `<h2 id="regressions">Regressions (${t.regressions.total}${under})</h2><ol class="fix">${t.regressions.ordered.map((item) => ('cases' in item ? shared(item) : regression(item))).join('')}</ol>`,
    );
  }
  if (t.changed.length > 0)
    parts.push(
      `<h2 id="changed">Changed: baselined, failing at another place (${t.changed.length}; not gating)</h2><ol class="fix">${t.changed.map(regression).join('')}</ol>`,
    );
  if (t.known.length > 0)
    parts.push(
      `<h2 id="known">Known in what the IUT is built on (${t.known.length}; the harness's own findings, not gating)</h2>${table(t.known, true)}`,
    );
  if (t.errors.length > 0)
    parts.push(
      `<h2 id="errors">${gated ? 'Errors that are not regressions' : 'Errors'} (${t.errors.length})</h2>${table(t.errors, gated)}`,
    );
  if (t.rest.length > 0)
    parts.push(
      `<h2 id="failures">${gated ? 'Other failing cases' : 'Failing cases'} (${t.rest.length})</h2>${table(t.rest, gated)}`,
    );
  const notes = [
    t.todo > 0
      ? `${t.todo} baseline entr${t.todo === 1 ? 'y' : 'ies'} still give a TODO reason: write why each failure is expected (--strict fails on them).`
      : '',
    t.unstated > 0
      ? `${t.unstated} baseline entr${t.unstated === 1 ? 'y states' : 'ies state'} no expected verdict or code (format 2.0): rewrite the baseline with --baseline <file> --write-baseline <file>.`
      : '',
  ].filter(Boolean);
  if (notes.length > 0)
    parts.push(`<ul class="advisories">${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>`);
  return parts.join('');
}
