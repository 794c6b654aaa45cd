import { markdownSignatureGrid } from './_internals/signatureGrid.ts';
import { generationsJudged, levelTag } from './generationLabel.ts';
import type { RuleResult } from '../harness/results/types.ts';
import type { RuleRegistry } from '../harness/rules/index.ts';
import { foldVerdicts } from '../harness/vocabulary/index.ts';
import { countCases } from './countCases.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import type { ReportGate } from './ReportGate.ts';
import {
  consequenceWords,
  regressionWords,
  triage,
  type FailingCase,
  type RootCauseGroup,
  type Triage,
} from './triage.ts';
import { differentialMarkdown } from './_internals/differentialMarkdown.ts';
import { mdCode, mdText } from './_internals/escape.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './_internals/verdictLabels.ts';

/** Options of `renderMarkdown`. */
export interface MarkdownOptions {
  /**
   * Most rows of the errors and of the other failing cases shown (a PR comment holds 65,536
   * characters). Regressions are never capped. Default 50.
   */
  maxFailures?: number;
  /** The rule catalogue, for each regression's sections (a report carries titles only). */
  rules?: RuleRegistry;
  /** Most stale baseline entries listed. Default 50. */
  maxStale?: number;
}

/**
 * GitHub refuses a step's job summary over 1 MiB (`$GITHUB_STEP_SUMMARY`, "Adding a job
 * summary"): the Markdown is cut below that, at a line, with a note.
 */
export const MARKDOWN_MAX_BYTES = 1_000_000;

/**
 * The headline: the gate's outcome first when the report was gated (what the exit code says, so
 * a green job never reads as red), else the verdict counts; then the counts per case.
 */
function headline(report: CrosscheckReport): string[] {
  const { gate } = report;
  const n = countCases(report.results);
  const failed = n.fail + n.error > 0;
  const counts = failed
    ? `${n.fail} failed, ${n.error} error${n.error === 1 ? '' : 's'}, ${n.pass} passed`
    : `no failures, ${n.pass} passed`;
  const tally = `Cases: ${counts}, ${n['not-applicable']} not applicable (${n.total} cases in ${report.summary.total} results)`;
  if (!gate) return [`## a2a-crosscheck: ${failed ? '✗' : '✓'} ${counts}`, '', `${tally}.`];
  const why = [
    gate.regressions.length > 0 ? `${gate.regressions.length} regression(s)` : '',
    gate.stale.length > 0
      ? `${gate.stale.length} stale baseline entr${gate.stale.length === 1 ? 'y' : 'ies'}`
      : '',
  ].filter(Boolean);
  const outcome = report.harnessDefect
    ? `■ harness defect (exit ${gate.exitCode}): a2a-crosscheck itself failed; only the cases that finished before it are judged`
    : report.interrupted
      ? `■ interrupted by ${report.interrupted.signal} (exit ${gate.exitCode}): only the cases that finished are judged`
      : gate.exitCode === 0
        ? `✓ gate passed (exit 0)`
        : `✗ gate failed (exit ${gate.exitCode}): ${why.join(', ')}`;
  const notes = [
    gate.baselined.length > 0 ? `${gate.baselined.length} failing case(s) baselined` : '',
    gate.advisories.length > 0
      ? `${gate.advisories.length} below the gating level${gate.strict ? '' : ' (--strict gates SHOULD)'}`
      : '',
  ].filter(Boolean);
  return [
    `## a2a-crosscheck: ${outcome}`,
    '',
    `${tally}${notes.length > 0 ? `; ${notes.join(', ')}` : ''}.`,
  ];
}

/**
 * A short Markdown summary for a PR comment or `$GITHUB_STEP_SUMMARY`, in the order a reader acts
 * on it: the gate's outcome and the counts per case, then the root causes (each once, with the
 * failing cases it explains under it, listed nowhere else), then every other regression (never capped: a
 * shared root cause once, with its rules), each with its rule's title and sections, what
 * happened, its reason and replay command; then the errors that are not regressions; then the
 * other failing cases (capped), the baseline's advisories, stale entries and a rule × IUT matrix;
 * last, what the differential check found (informational, capped).
 * Rendered from the report only; every string from an IUT or a peer is escaped, links and
 * mentions included.
 */
export function renderMarkdown(report: CrosscheckReport, options: MarkdownOptions = {}): string {
  const { summary: s } = report;
  const shard = report.shard ? ` · shard ${report.shard.index}/${report.shard.count}` : '';
  const t = triage(report, options.rules);
  const max = options.maxFailures ?? 50;
  const lines = [
    ...headline(report),
    '',
    `${mdText(report.harness.name)} ${mdText(report.harness.version)} · ${mdText(generationsJudged(report))} · seed ${mdCode(String(report.seed))} · profile ${mdCode(report.profile)}${shard} · ${mdText(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
  ];
  if (report.harnessDefect) {
    const d = report.harnessDefect;
    lines.push(
      `> **Bug in a2a-crosscheck, not a verdict on any implementation.** ${mdText(d.message, 600)}`,
      ...(d.replay ? ['>', `> Replay: ${mdCode(d.replay)}`] : []),
      '',
    );
  }
  if (report.interrupted) {
    lines.push(
      `> **Interrupted by ${report.interrupted.signal}.** ${mdText(report.interrupted.note, 400)}`,
      '',
    );
  }
  lines.push(...rootCauseSection(t));
  lines.push(...regressionSection(t));
  lines.push(...changedSection(t));
  if (t.known.length > 0)
    lines.push(
      `### Known in what the IUT is built on (${t.known.length}; the harness's own findings, not gating)`,
      '',
      ...caseTable(t.known, max, true, 'known cases'),
    );
  if (t.errors.length > 0)
    lines.push(
      `### ${report.gate ? 'Errors that are not regressions' : 'Errors'} (${t.errors.length})`,
      '',
      ...caseTable(t.errors, max, report.gate !== undefined, 'errors'),
    );
  if (t.rest.length > 0)
    lines.push(
      `### ${report.gate ? 'Other failing cases' : 'Failing cases'} (${t.rest.length})`,
      '',
      ...caseTable(t.rest, max, report.gate !== undefined, 'failing cases'),
    );
  lines.push(...advisorySection(t));
  if (report.gate) lines.push(...staleSection(report.gate, options.maxStale ?? 50));
  lines.push(
    '| results | ✗ fail | ⚠ error | ✓ pass | – not applicable | total |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| per result | ${s.fail} | ${s.error} | ${s.pass} | ${s['not-applicable']} | ${s.total} |`,
    '',
  );
  lines.push(...markdownSignatureGrid(report));
  lines.push(...matrixSection(report));
  // Last: it never gates, so a job summary cut to fit loses it first.
  lines.push(...differentialMarkdown(report.differential));
  return fitBytes(`${lines.join('\n')}\n`, MARKDOWN_MAX_BYTES);
}

function ruleHead(
  c: Pick<FailingCase, 'rule' | 'level' | 'generation' | 'title' | 'sections'>,
): string {
  const title = c.title ? ` ${mdText(c.title, 200)}` : '';
  const cites = c.sections.length > 0 ? ` (${mdText(c.sections.join('; '), 200)})` : '';
  return `${mdCode(c.rule)} [${levelTag(c)}]${title}${cites}`;
}

/** Each root cause once, first, with the diagnostic that established it and its consequences. */
function rootCauseSection(t: Triage): string[] {
  if (t.causes.length === 0) return [];
  const explained = t.causes.reduce((n, g) => n + g.cases.length, 0);
  return [
    `### Root causes (${t.causes.length}, explaining ${explained} failing cases; the gate counts each case)`,
    '',
    ...t.causes.flatMap(rootCauseItem),
    '',
  ];
}

function rootCauseItem(g: RootCauseGroup): string[] {
  const c = g.cause;
  const rules = new Set(g.cases.map((x) => x.rule)).size;
  return [
    `- **Root cause ${mdCode(c.cause)} on ${mdText(c.iut)}** (${c.transport}): ${mdText(c.title, 300)} (${mdText(c.sections.join('; '), 200)})`,
    `  - diagnostic: ${mdText(c.diagnostic.summary, 600)}`,
    `  - explains ${g.cases.length} failing cases of ${rules} rules (${g.regressions} regressions); fix it first:`,
    ...g.cases.map(
      (x) =>
        `    - ${VERDICT_SYMBOL[x.outcome.verdict]} ${mdCode(x.rule)} [${levelTag(x)}] case ${mdCode(x.case)}${x.vendor ? ` × ${mdText(x.vendor)}` : ''}: ${mdText(consequenceWords(x), 400)}`,
    ),
  ];
}

function regressionSection(t: Triage): string[] {
  if (t.regressions.total === 0) return [];
  const under =
    t.regressions.explained > 0 ? `; ${t.regressions.explained} under the root causes above` : '';
  const out = [`### Regressions (${t.regressions.total}${under})`, ''];
  // In the order to fix them: MUST first, new before changed, a root cause before its consequences.
  for (const item of t.regressions.ordered) {
    if (!('cases' in item)) {
      out.push(...singleRegression(item));
      continue;
    }
    const s = item;
    const first = s.cases[0]!;
    out.push(
      `- ${VERDICT_SYMBOL[first.outcome.verdict]} **${s.cases.length} cases of ${s.rules.length} rules on ${mdText(s.iut)} share one cause:** ${mdText(s.answer, 400)}`,
      `  - rules: ${s.rules.map((r) => mdCode(r)).join(', ')}`,
      ...(first.knownIn
        ? [`  - known in ${mdText(first.knownIn)}: ${mdText(first.knownReason ?? '', 400)}`]
        : []),
      ...(first.replay
        ? [`  - replay (first case, ${mdCode(first.case)}): ${mdCode(first.replay)}`]
        : []),
    );
  }
  out.push('');
  return out;
}

/** One regression in full, as the Markdown lists it. */
function singleRegression(c: FailingCase): string[] {
  return [
    `- ${VERDICT_SYMBOL[c.outcome.verdict]} ${ruleHead(c)}`,
    `  - ${mdText(c.iut)} × ${mdText(c.vendor ?? 'no vendor')} · ${c.transport} · case ${mdCode(c.case)}: ${regressionWords(c)}`,
    `  - ${mdText(c.summary, 400)}`,
    ...(c.reason && c.reason !== c.summary ? [`  - reason: ${mdText(c.reason, 600)}`] : []),
    ...(c.knownIn
      ? [
          `  - known in ${mdText(c.knownIn)} (the harness's own finding): ${mdText(c.knownReason ?? '', 400)}`,
        ]
      : []),
    ...(c.replay ? [`  - replay: ${mdCode(c.replay)}`] : []),
  ];
}

/** Baselined cases failing at another place: each with both outcomes and the old reason. */
function changedSection(t: Triage): string[] {
  if (t.changed.length === 0) return [];
  const out = [
    `### Changed: baselined, failing at another place (${t.changed.length}; not gating)`,
    '',
  ];
  for (const c of t.changed)
    out.push(
      `- ${VERDICT_SYMBOL[c.outcome.verdict]} ${ruleHead(c)}`,
      `  - ${mdText(c.iut)} × ${mdText(c.vendor ?? 'no vendor')} · ${c.transport} · case ${mdCode(c.case)}: ${regressionWords(c)}`,
      `  - now: ${mdText(c.summary, 400)}`,
      `  - baseline reason: ${mdText(c.baselineReason ?? '', 600)}`,
    );
  out.push('');
  return out;
}

/** Cases that are not regressions, one row each, capped with a count of the rest. */
function caseTable(cases: FailingCase[], max: number, gated: boolean, what: string): string[] {
  const out = [
    `| rule | level | IUT | vendor | transport | case | verdict |${gated ? ' gate |' : ''} what happened | replay |`,
    `| --- | --- | --- | --- | --- | --- | --- |${gated ? ' --- |' : ''} --- | --- |`,
  ];
  for (const c of cases.slice(0, max)) {
    const gate = gated ? ` ${c.gate}${c.knownIn ? ` (known in ${mdText(c.knownIn)})` : ''} |` : '';
    const what =
      c.outcome.verdict === 'error' && c.reason ? `${c.summary}: ${c.reason}` : c.summary;
    out.push(
      `| ${mdCode(c.rule)} | ${levelTag(c)} | ${mdText(c.iut)} | ${mdText(c.vendor ?? '—')} | ${c.transport} | ${mdCode(c.case)} | ${VERDICT_SYMBOL[c.outcome.verdict]} ${VERDICT_LABEL[c.outcome.verdict]} |${gate} ${mdText(what, 300)} | ${c.replay ? mdCode(c.replay) : ''} |`,
    );
  }
  if (cases.length > max)
    out.push('', `…and ${cases.length - max} more ${what}: see report.html or report.json.`);
  out.push('');
  return out;
}

function advisorySection(t: Triage): string[] {
  const notes = [
    t.todo > 0
      ? `- ${t.todo} baseline entr${t.todo === 1 ? 'y' : 'ies'} still give a TODO reason: write why each failure is expected (--strict fails on them).`
      : '',
    t.unstated > 0
      ? `- ${t.unstated} baseline entr${t.unstated === 1 ? 'y states' : 'ies state'} no expected verdict or code (format 2.0): a failure that turns into an error passes unnoticed. Rewrite the baseline with ${mdCode('--baseline <file> --write-baseline <file>')}.`
      : '',
  ].filter(Boolean);
  return notes.length === 0 ? [] : ['### Baseline advisories', '', ...notes, ''];
}

/** `text` cut at a line boundary to at most `max` UTF-8 bytes, with a note saying so. */
function fitBytes(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  const note = '\n_…cut to fit a job summary: see report.html or report.json for the rest._\n';
  const room = max - Buffer.byteLength(note);
  let cut = Buffer.from(text).subarray(0, room).toString('utf8');
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  return `${cut}${note}`;
}

function staleSection(gate: ReportGate, max: number): string[] {
  const gone = gate.stale;
  if (gone.length === 0) return [];
  return [
    `### Stale baseline entries (${gone.length})`,
    '',
    'These now pass, are not applicable, or are no longer checked: remove them from the baseline.',
    '',
    ...gone
      .slice(0, max)
      .map(
        (e) =>
          `- ${mdCode(e.rule)} · ${mdCode(e.case)} · ${mdText(e.iut)} · ${mdText(e.vendor ?? '—')} · ${mdText(e.transport)} (now: ${e.now})`,
      ),
    ...(gone.length > max
      ? [
          '',
          `…and ${gone.length - max} more: baseline.patched.json beside this report lists the baseline without them.`,
        ]
      : []),
    '',
  ];
}

function matrixSection(report: CrosscheckReport): string[] {
  const iuts = [...new Set(report.results.map((r) => r.iut))].sort();
  const rules = [...new Set(report.results.map((r) => r.rule))].sort();
  if (rules.length === 0) return ['_No results._'];
  const levels = new Map(report.results.map((r) => [r.rule, r.level]));
  const out = [
    '### Matrix (rule × IUT; worst verdict over vendors and transports, with its count)',
    '',
    `| rule | level | ${iuts.map((i) => mdText(i)).join(' | ')} |`,
    `| --- | --- | ${iuts.map(() => '---').join(' | ')} |`,
  ];
  // Grouped once: a report of many IUTs must not cost rules × IUTs × results.
  const groups = new Map<string, RuleResult[]>();
  for (const r of report.results) {
    const key = `${r.rule}\u0000${r.iut}`;
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  for (const rule of rules) {
    const cells = iuts.map((iut) => {
      const group = groups.get(`${rule}\u0000${iut}`) ?? [];
      if (group.length === 0) return '·';
      const worst = foldVerdicts(group.map((r) => r.verdict));
      const n = group.filter((r) => r.verdict === worst).length;
      return `${VERDICT_SYMBOL[worst]} ${VERDICT_LABEL[worst]} ${n}/${group.length}`;
    });
    out.push(`| ${mdCode(rule)} | ${levels.get(rule) ?? ''} | ${cells.join(' | ')} |`);
  }
  return out;
}
