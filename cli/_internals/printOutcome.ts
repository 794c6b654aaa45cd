import type { RuleRegistry } from '../../harness/rules/index.ts';
import { neutralizeControls } from '../../harness/text/index.ts';
import {
  consequenceWords,
  countCases,
  generationsJudged,
  levelTag,
  regressionWords,
  SIGNAL_EXIT_CODES,
  triage,
  type CrosscheckReport,
  type FailingCase,
  type RootCauseGroup,
  type SharedCause,
  type WrittenReports,
} from '../../reports/index.ts';
import type { OutStream } from '../Io.ts';
import { paletteFor, type Palette } from './palette.ts';

/** Lines of each list other than the regressions, which are never capped (a screen's worth). */
const MAX_LISTED = 20;
/** Longest evidence summary printed on one line. */
const MAX_SUMMARY = 300;

/** Text from an IUT, a peer or a file, made safe for one terminal line (no escapes, no newlines). */
const safe = (text: string, max = MAX_SUMMARY): string => {
  const one = neutralizeControls(text);
  return one.length <= max ? one : `${one.slice(0, max - 1)}…`;
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function verdictTag(c: FailingCase, p: Palette): string {
  return c.outcome.verdict === 'fail' ? p.red('FAIL') : p.yellow('ERROR');
}

function where(c: FailingCase): string {
  return `${safe(c.iut)} × ${safe(c.vendor ?? 'no vendor')} (${c.transport}), case ${safe(c.case)}`;
}

function ruleLine(
  c: Pick<FailingCase, 'rule' | 'level' | 'generation' | 'title' | 'sections'>,
): string {
  const title = c.title ? ` ${safe(c.title, 160)}` : '';
  const cites = c.sections.length > 0 ? ` (${safe(c.sections.join('; '), 160)})` : '';
  return `${safe(c.rule)} [${levelTag(c)}]${title}${cites}`;
}

/** Lines of an adapter's stderr tail shown under a reason on the terminal. */
const STDERR_LINES = 20;

/**
 * A reason, as lines: its first line after `reason: `, then, when it quotes the adapter's stderr
 * (the stdio transport's `--- adapter stderr (tail) ---`), the last lines of it, each safe for one
 * line and set off by `| `, so a traceback reads as one instead of one line of `\x0a`.
 */
function reasonLines(reason: string, indent: string): string[] {
  const [head = '', ...rest] = reason.split('\n');
  const lines = [`${indent}reason: ${safe(head, 1_000)}`];
  const marker = rest.findIndex((l) => l.startsWith('--- adapter stderr'));
  if (marker < 0) {
    if (rest.length > 0) lines[0] = `${indent}reason: ${safe(reason, 1_000)}`;
    return lines;
  }
  const tail = rest.slice(marker + 1);
  lines.push(`${indent}adapter stderr (tail):`);
  for (const l of tail.slice(-STDERR_LINES)) lines.push(`${indent}  | ${safe(l, 1_000)}`);
  return lines;
}

/** A failing case in full: rule, where, why it gates, what happened, its reason and replay. */
function detail(c: FailingCase, p: Palette, why: string): string[] {
  const lines = [
    `  ${verdictTag(c, p)} ${ruleLine(c)}`,
    `    ${where(c)}`,
    `    ${why}`,
    `    ${safe(c.summary)}`,
  ];
  if (c.reason && c.reason !== c.summary) lines.push(...reasonLines(c.reason, '    '));
  if (c.knownIn)
    lines.push(
      `    known in ${safe(c.knownIn)} (the harness's own finding): ${safe(c.knownReason ?? '')}`,
    );
  if (c.replay) lines.push(`    replay: ${safe(c.replay, 1_000)}`);
  return lines;
}

function shared(s: SharedCause, p: Palette): string[] {
  const first = s.cases[0]!;
  return [
    `  ${verdictTag(first, p)} ${plural(s.cases.length, 'case')} of ${plural(s.rules.length, 'rule')} on ${safe(s.iut)} share one cause: ${safe(s.answer, 1_000)}`,
    `    rules: ${s.rules.map((r) => safe(r)).join(', ')}`,
    ...(first.knownIn
      ? [`    known in ${safe(first.knownIn)}: ${safe(first.knownReason ?? '')}`]
      : []),
    ...(first.replay
      ? [`    replay (first case, ${safe(first.case)}): ${safe(first.replay, 1_000)}`]
      : []),
  ];
}

/**
 * A root cause once: what the IUT gets wrong, the diagnostic that established it, then each
 * failing case it explains (rule, case, how the gate takes it), in the order to fix them.
 */
function rootCause(g: RootCauseGroup, p: Palette): string[] {
  const c = g.cause;
  const rules = new Set(g.cases.map((x) => x.rule)).size;
  return [
    `  ${p.bold(p.red('ROOT CAUSE'))} ${safe(c.cause)} on ${safe(c.iut)} (${c.transport}): ${safe(c.title, 300)} (${safe(c.sections.join('; '), 160)})`,
    `    diagnostic: ${safe(c.diagnostic.summary, 1_000)}`,
    `    explains ${plural(g.cases.length, 'failing case')} of ${plural(rules, 'rule')} (${plural(g.regressions, 'regression')}); fix it first:`,
    ...g.cases.map(
      (x) =>
        `      ${verdictTag(x, p)} ${safe(x.rule)} [${levelTag(x)}] case ${safe(x.case)}${x.vendor ? ` × ${safe(x.vendor)}` : ''}: ${safe(consequenceWords(x))}`,
    ),
  ];
}

/** One line for a case that is not a regression. */
function brief(c: FailingCase, p: Palette): string {
  const tag = c.gate === 'baselined' ? 'baselined' : c.gate === 'not gating' ? 'not gating' : '';
  return `  ${verdictTag(c, p)} ${safe(c.rule)} [${levelTag(c)}] ${where(c)}${tag ? ` (${tag})` : ''}: ${safe(c.summary)}`;
}

function capped<T>(items: readonly T[], show: (item: T) => string[], more: string): string[] {
  const lines = items.slice(0, MAX_LISTED).flatMap(show);
  if (items.length > MAX_LISTED) lines.push(`  …and ${items.length - MAX_LISTED} more ${more}`);
  return lines;
}

/**
 * The terminal summary of a run or merge, in the order a reader acts on it: the gate's outcome
 * and the counts (per case), then the root causes a diagnostic established (each once, with the
 * failing cases it explains under it, listed nowhere else), then every other regression (never capped; one root cause shared by
 * several rules once, with its rules), each with its rule's title and sections, what happened,
 * its reason and replay command; then the errors that are not regressions, with their reasons;
 * then the cases below the gating level, the baseline's advisories (TODO reasons, entries of a
 * 2.0 baseline) and stale entries (capped), where the reports are, and the outcome once more.
 * Everything comes from the gated report; every string that came from an IUT, a peer or a file
 * goes through `neutralizeControls`. In colour when `palette` says so.
 */
export function printOutcome(
  out: OutStream,
  report: CrosscheckReport,
  written: WrittenReports,
  patchPath: string | null,
  palette: Palette = paletteFor(out, {}),
  rules?: RuleRegistry,
): void {
  const p = palette;
  const gate = report.gate;
  const t = triage(report, rules);
  const n = countCases(report.results);
  const outcome = outcomeLine(report, p);
  const lines = [
    outcome,
    `  seed ${report.seed}, profile ${report.profile}${report.shard ? `, shard ${report.shard.index}/${report.shard.count}` : ''}, judged under ${safe(generationsJudged(report))}`,
    `  ${n.fail} fail, ${n.error} error, ${n.pass} pass, ${n['not-applicable']} not applicable (${n.total} cases in ${report.summary.total} results)`,
  ];
  if (t.causes.length > 0) {
    // First: a fix of one basic property may fix every case listed under it.
    const explained = t.causes.reduce((n, g) => n + g.cases.length, 0);
    lines.push(
      '',
      p.bold(
        p.red(
          `Root causes (${t.causes.length}, explaining ${plural(explained, 'failing case')}; the gate counts each case):`,
        ),
      ),
      ...t.causes.flatMap((g) => rootCause(g, p)),
    );
  }
  if (t.regressions.total > 0) {
    const under =
      t.regressions.explained > 0
        ? `; ${t.regressions.explained} listed under the root causes above`
        : '';
    lines.push('', p.bold(p.red(`Regressions (${plural(t.regressions.total, 'case')}${under}):`)));
    // In the order to fix them: MUST first, new before changed, a root cause before its consequences.
    for (const item of t.regressions.ordered)
      lines.push(...('cases' in item ? shared(item, p) : detail(item, p, regressionWords(item))));
  }
  if (t.changed.length > 0) {
    lines.push(
      '',
      p.bold(
        p.yellow(
          `Changed: baselined, failing at another place (${plural(t.changed.length, 'case')}; not gating, --strict gates them):`,
        ),
      ),
      ...capped(
        t.changed,
        (c) => [
          `  ${verdictTag(c, p)} ${ruleLine(c)}`,
          `    ${where(c)}`,
          `    ${regressionWords(c)}`,
          `    now: ${safe(c.summary)}`,
          `    baseline reason: ${safe(c.baselineReason ?? '', 1_000)}`,
        ],
        `in ${written.md}`,
      ),
    );
    if (patchPath && (gate?.stale.length ?? 0) === 0)
      lines.push(`  the baseline expecting them where they fail now: ${patchPath}`);
  }
  if (t.known.length > 0) {
    lines.push(
      '',
      p.bold(
        `Known in what the IUT is built on (${plural(t.known.length, 'case')}; the harness's own findings, not gating):`,
      ),
      ...capped(
        t.known,
        (c) => [
          `  ${verdictTag(c, p)} ${safe(c.rule)} [${levelTag(c)}] ${where(c)}: known in ${safe(c.knownIn ?? '')}`,
          `    ${safe(c.knownReason ?? '', 1_000)}`,
        ],
        `in ${written.md}`,
      ),
    );
  }
  if (t.errors.length > 0) {
    lines.push('', p.bold(p.yellow(`Errors that are not regressions (${t.errors.length}):`)));
    lines.push(
      ...capped(
        t.errors,
        (c) => [brief(c, p), ...reasonLines(c.reason ?? c.summary, '    ')],
        'errors in the reports',
      ),
    );
  }
  const below = t.rest.filter((c) => c.gate === 'not gating');
  if (below.length > 0) {
    lines.push(
      '',
      `Below the gating level (${plural(below.length, 'case')}; not gating${gate?.strict === true ? '' : ', --strict gates SHOULD'}):`,
      ...capped(below, (c) => [brief(c, p)], 'in the reports'),
    );
  }
  if (gate && gate.baselined.length > 0)
    lines.push(
      '',
      p.dim(
        `Baselined: ${plural(gate.baselined.length, 'failing case')} fail as the baseline expects.`,
      ),
    );
  if (t.todo > 0)
    lines.push(
      p.yellow(
        `  ${plural(t.todo, 'baseline entry', 'baseline entries')} still ${t.todo === 1 ? 'has' : 'have'} a TODO reason: write why each failure is expected (--strict fails on them).`,
      ),
    );
  if (t.unstated > 0)
    lines.push(
      p.yellow(
        `  ${plural(t.unstated, 'baseline entry', 'baseline entries')} state no expected verdict or code (baseline format 2.0), so a failure that turns into an error passes unnoticed: rewrite the baseline with --baseline <file> --write-baseline <file>.`,
      ),
    );
  const stale = gate?.stale ?? [];
  if (stale.length > 0) {
    lines.push(
      '',
      p.bold(
        p.yellow(
          `Stale baseline entries (${stale.length}): they now pass, are not applicable, or are no longer checked:`,
        ),
      ),
      ...capped(
        stale,
        (e) => [
          `  ${safe(e.rule)} ${safe(e.iut)} × ${safe(e.vendor ?? 'no vendor')} (${safe(e.transport)}) case ${safe(e.case)} (now: ${e.now})`,
        ],
        `in ${written.md}`,
      ),
    );
    if (patchPath)
      lines.push(
        `  the baseline without them${t.changed.length > 0 ? ', expecting the changed cases where they fail now' : ''}: ${patchPath}`,
      );
  }
  const differential = report.differential;
  if (differential !== undefined) {
    const differing = differential.comparisons.filter((c) => c.projected + c.unprojected > 0);
    lines.push(
      '',
      p.dim(
        `Differential check (informational, never gating): IUTs of one role answered the same inputs differently in ${differing.length} of ${plural(differential.comparisons.length, 'comparison')}; see ${written.md}.`,
      ),
    );
  }
  lines.push(
    '',
    `Reports: ${written.html}`,
    `         ${written.json}`,
    `         ${written.md}`,
    `         ${written.junit}`,
    '',
    outcome,
  );
  out.write(`${lines.join('\n')}\n`);
}

/** The gate's outcome on one line, first and last on the screen. */
function outcomeLine(report: CrosscheckReport, p: Palette): string {
  const gate = report.gate;
  const stopped = report.interrupted;
  if (report.harnessDefect !== undefined)
    return p.bold(
      p.red(
        'Result: HARNESS DEFECT (exit 3): a2a-crosscheck failed; the reports hold what finished before it',
      ),
    );
  if (stopped !== undefined) {
    const code = SIGNAL_EXIT_CODES[stopped.signal];
    return p.bold(
      p.yellow(`Result: INTERRUPTED by ${stopped.signal} (exit ${code}); ${safe(stopped.note)}`),
    );
  }
  const code = gate?.exitCode ?? 0;
  if (code === 0) return p.bold(p.green('Result: OK (exit 0)'));
  const why = [
    gate && gate.regressions.length > 0 ? plural(gate.regressions.length, 'regression') : '',
    gate && gate.stale.length > 0
      ? plural(gate.stale.length, 'stale baseline entry', 'stale baseline entries')
      : '',
  ].filter(Boolean);
  return p.bold(
    p.red(`Result: FAILED (exit ${code})${why.length > 0 ? `: ${why.join(', ')}` : ''}`),
  );
}
