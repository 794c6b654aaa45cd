import { caseKey, type CaseResult, type RuleResult } from '../harness/results/types.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import type { ReportGate } from './ReportGate.ts';
import { mdCode, mdText } from './_internals/escape.ts';
import { foldVerdicts, isFailing } from '../harness/vocabulary/index.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './_internals/verdictLabels.ts';

/** Options of `renderMarkdown`. */
export interface MarkdownOptions {
  /** Most failing-case rows shown (a PR comment holds 65,536 characters). Default 50. */
  maxFailures?: number;
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
 * a green job never reads as red), else the verdict counts.
 */
function headline(report: CrosscheckReport): string[] {
  const { summary: s, gate } = report;
  const failed = report.results.some((r) => isFailing(r.verdict));
  const counts = failed
    ? `${s.fail} failed, ${s.error} error${s.error === 1 ? '' : 's'}, ${s.pass} passed`
    : `no failures, ${s.pass} passed`;
  if (!gate) return [`## a2a-crosscheck: ${failed ? '✗' : '✓'} ${counts}`];
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
    `Results: ${counts}${notes.length > 0 ? `; ${notes.join(', ')}` : ''}.`,
  ];
}

/**
 * A short Markdown summary for a PR comment or `$GITHUB_STEP_SUMMARY`: the gate's outcome, counts
 * per verdict, the failing cases (new, baselined or not gating) with their replay commands, stale
 * baseline entries, and a rule × IUT matrix. Rendered from the report only; every string from an
 * IUT or a peer is escaped.
 */
export function renderMarkdown(report: CrosscheckReport, options: MarkdownOptions = {}): string {
  const { summary: s } = report;
  const bad = report.results.filter((r) => isFailing(r.verdict));
  const shard = report.shard ? ` · shard ${report.shard.index}/${report.shard.count}` : '';
  const lines = [
    ...headline(report),
    '',
    `${mdText(report.harness.name)} ${mdText(report.harness.version)} · A2A ${report.spec.version} · seed ${mdCode(String(report.seed))} · profile ${mdCode(report.profile)}${shard} · ${mdText(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
    '| ✗ fail | ⚠ error | ✓ pass | – not applicable | total |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${s.fail} | ${s.error} | ${s.pass} | ${s['not-applicable']} | ${s.total} |`,
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
  if (bad.length > 0) lines.push(...failureTable(bad, report.gate, options));
  if (report.gate) lines.push(...staleSection(report.gate, options.maxStale ?? 50));
  lines.push(...matrixSection(report));
  return fitBytes(`${lines.join('\n')}\n`, MARKDOWN_MAX_BYTES);
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

/** Every failing case of the failing results, one row each, capped with a count of the rest. */
function failureTable(
  bad: RuleResult[],
  gate: ReportGate | undefined,
  options: MarkdownOptions,
): string[] {
  const max = options.maxFailures ?? 50;
  const baselined = new Set(gate?.baselined.map(caseKey));
  const advisory = new Set(gate?.advisories.map(caseKey));
  const withStatus = gate !== undefined;
  const rows: [RuleResult, CaseResult][] = bad.flatMap((r) =>
    r.cases.filter((c) => isFailing(c.verdict)).map((c): [RuleResult, CaseResult] => [r, c]),
  );
  const out = [
    `### Failing cases (${rows.length}, in ${bad.length} results)`,
    '',
    `| rule | level | IUT | vendor | transport | case | verdict |${withStatus ? ' gate |' : ''} what happened | replay |`,
    `| --- | --- | --- | --- | --- | --- | --- |${withStatus ? ' --- |' : ''} --- | --- |`,
  ];
  for (const [r, c] of rows.slice(0, max)) {
    const key = caseKey({ ...r, case: c.case });
    const status = baselined.has(key) ? 'baselined' : advisory.has(key) ? 'not gating' : '**new**';
    const gateCell = withStatus ? ` ${status} |` : '';
    const replay = c.evidence.replay ? mdCode(c.evidence.replay) : '';
    out.push(
      `| ${mdCode(r.rule)} | ${r.level} | ${mdText(r.iut)} | ${mdText(r.vendor ?? '—')} | ${r.transport} | ${mdCode(c.case)} | ${VERDICT_SYMBOL[c.verdict]} ${VERDICT_LABEL[c.verdict]} |${gateCell} ${mdText(c.evidence.summary)} | ${replay} |`,
    );
  }
  if (rows.length > max)
    out.push('', `…and ${rows.length - max} more failing cases: see report.html or report.json.`);
  out.push('');
  return out;
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
