import { caseKey, type Level, type RuleResult, type Verdict } from '../../harness/results/types.ts';
import { isFailing, strongerVerdict } from '../../harness/vocabulary/index.ts';
import type { CrosscheckReport } from '../CrosscheckReport.ts';
import { escapeHtml as esc } from './escape.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './verdictLabels.ts';

/** How the gate treated a cell's failing cases, when the report was gated. */
type GateMark = 'baselined' | 'not gating' | undefined;

/**
 * The matrix folded to rules × IUTs, for reading at a glance: each cell shows the verdict that
 * speaks for all of that IUT's results on the rule (a failure outranks an error, which outranks
 * a pass) and how many results it folds, and links to the first result with that verdict. Each
 * rule shows its level (MUST gates; SHOULD gates under --strict; MAY never), and in a gated
 * report a failing cell whose failing cases are all expected (baselined) or below the gating level
 * says so, so that a green gate never reads as a red grid.
 */
export function glanceTable(
  report: CrosscheckReport,
  shown: (rule: string) => boolean = () => true,
): string {
  // Columns in the order the run met the IUTs (built-ins first), then any others results name.
  const iuts = [
    ...new Set([...report.iuts.map((i) => i.id), ...report.results.map((r) => r.iut)]),
  ].filter((id) => report.results.some((r) => r.iut === id));
  const rules = [...new Set(report.results.map((r) => r.rule))].filter(shown).sort();
  if (iuts.length === 0) return '';
  const levels = new Map<string, Level>(report.results.map((r) => [r.rule, r.level]));
  const titles = new Map((report.rules ?? []).map((r) => [r.id, r.title]));
  const index = new Map<string, number[]>();
  report.results.forEach((r, i) => {
    const key = `${r.rule}|${r.iut}`;
    index.set(key, [...(index.get(key) ?? []), i]);
  });
  const mark = gateMarks(report);
  const head = `<tr><th scope="col">rule</th><th scope="col">level</th>${iuts.map((i) => `<th scope="col"><code>${esc(i)}</code></th>`).join('')}</tr>`;
  const body = rules
    .map((rule) => {
      const cells = iuts
        .map((iut) => cell(report.results, index.get(`${rule}|${iut}`) ?? [], mark))
        .join('');
      const level = levels.get(rule) ?? 'MUST';
      const title = titles.get(rule);
      return `<tr><th scope="row"><code>${esc(rule)}</code>${title ? `<small>${esc(title)}</small>` : ''}</th><td class="lvl lvl-${level}">${level}</td>${cells}</tr>`;
    })
    .join('');
  const legend = report.gate
    ? ' A failing cell marked <em>baselined</em> fails as the baseline expects; <em>not gating</em>: below the gating level.'
    : '';
  return (
    `<h2>At a glance</h2><p class="muted">Rules × implementations; each cell folds every vendor and transport and links to the result that decides it.${legend} The full matrix follows.</p>` +
    `<table class="matrix glance"><thead>${head}</thead><tbody>${body}</tbody></table>`
  );
}

/** For a gated report: how the gate treated the failing cases of a group of results. */
function gateMarks(report: CrosscheckReport): (group: readonly RuleResult[]) => GateMark {
  const gate = report.gate;
  if (!gate) return () => undefined;
  const baselined = new Set(gate.baselined.map(caseKey));
  const advisory = new Set(gate.advisories.map(caseKey));
  return (group) => {
    const failing = group.flatMap((r) =>
      r.cases.filter((c) => isFailing(c.verdict)).map((c) => caseKey({ ...r, case: c.case })),
    );
    if (failing.length === 0) return undefined;
    if (failing.every((k) => baselined.has(k))) return 'baselined';
    if (failing.every((k) => baselined.has(k) || advisory.has(k))) return 'not gating';
    return undefined;
  };
}

function cell(
  results: readonly RuleResult[],
  indexes: readonly number[],
  mark: (group: readonly RuleResult[]) => GateMark,
): string {
  if (indexes.length === 0) return '<td class="empty" title="not run">·</td>';
  const worst = indexes.reduce((a, b) =>
    strongerVerdict(results[a]!.verdict, results[b]!.verdict) === results[a]!.verdict ? a : b,
  );
  const verdict: Verdict = results[worst]!.verdict;
  const same = indexes.filter((i) => results[i]!.verdict === verdict).length;
  const count = indexes.length > 1 ? ` <small>${same}/${indexes.length}</small>` : '';
  const gated = mark(indexes.map((i) => results[i]!));
  const tag = gated ? ` <span class="tag">${gated}</span>` : '';
  const cls = gated ? ` expected` : '';
  return `<td class="cell v-${verdict}${cls}" title="${esc(results[worst]!.evidence.summary)}"><a href="#r${worst}">${VERDICT_SYMBOL[verdict]} ${VERDICT_LABEL[verdict]}${count}${tag}</a></td>`;
}
