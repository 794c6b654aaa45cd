import type { RuleResult, Verdict } from '../../harness/results/types.ts';
import type { CrosscheckReport } from '../CrosscheckReport.ts';
import { escapeHtml as esc } from './escape.ts';
import { strongerVerdict } from '../../harness/vocabulary/index.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './verdictLabels.ts';

/**
 * The matrix folded to rules × IUTs, for reading at a glance: each cell shows the verdict that
 * speaks for all of that IUT's results on the rule (a failure outranks an error, which outranks
 * a pass) and how many results it folds, and links to the first result with that verdict.
 */
export function glanceTable(report: CrosscheckReport): string {
  // Columns in the order the run met the IUTs (built-ins first), then any others results name.
  const iuts = [
    ...new Set([...report.iuts.map((i) => i.id), ...report.results.map((r) => r.iut)]),
  ].filter((id) => report.results.some((r) => r.iut === id));
  const rules = [...new Set(report.results.map((r) => r.rule))].sort();
  if (iuts.length === 0) return '';
  const index = new Map<string, number[]>();
  report.results.forEach((r, i) => {
    const key = `${r.rule}|${r.iut}`;
    index.set(key, [...(index.get(key) ?? []), i]);
  });
  const head = `<tr><th scope="col">rule</th>${iuts.map((i) => `<th scope="col"><code>${esc(i)}</code></th>`).join('')}</tr>`;
  const body = rules
    .map((rule) => {
      const cells = iuts
        .map((iut) => cell(report.results, index.get(`${rule}|${iut}`) ?? []))
        .join('');
      return `<tr><th scope="row"><code>${esc(rule)}</code></th>${cells}</tr>`;
    })
    .join('');
  return (
    '<h2>At a glance</h2><p class="muted">Rules × implementations; each cell folds every vendor and transport and links to the result that decides it. The full matrix follows.</p>' +
    `<table class="matrix glance"><thead>${head}</thead><tbody>${body}</tbody></table>`
  );
}

function cell(results: readonly RuleResult[], indexes: readonly number[]): string {
  if (indexes.length === 0) return '<td class="empty" title="not run">·</td>';
  const worst = indexes.reduce((a, b) =>
    strongerVerdict(results[a]!.verdict, results[b]!.verdict) === results[a]!.verdict ? a : b,
  );
  const verdict: Verdict = results[worst]!.verdict;
  const same = indexes.filter((i) => results[i]!.verdict === verdict).length;
  const count = indexes.length > 1 ? ` <small>${same}/${indexes.length}</small>` : '';
  return `<td class="cell v-${verdict}" title="${esc(results[worst]!.evidence.summary)}"><a href="#r${worst}">${VERDICT_SYMBOL[verdict]} ${VERDICT_LABEL[verdict]}${count}</a></td>`;
}
