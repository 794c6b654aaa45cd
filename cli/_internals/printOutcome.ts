import { neutralizeControls } from '../../harness/text/index.ts';
import type {
  BaselineComparison,
  CrosscheckReport,
  GatedCase,
  WrittenReports,
} from '../../reports/index.ts';
import type { OutStream } from '../Io.ts';
import { paletteFor, type Palette } from './palette.ts';

/** Regressions and stale entries listed on the terminal; the rest are counted (a screen's worth). */
const MAX_LISTED = 20;
/** Longest evidence summary printed on one line. */
const MAX_SUMMARY = 300;

/** Text from an IUT, a peer or a file, made safe for one terminal line (no escapes, no newlines). */
const safe = (text: string, max = MAX_SUMMARY): string => {
  const one = neutralizeControls(text);
  return one.length <= max ? one : `${one.slice(0, max - 1)}…`;
};

function line({ result: r, case: c }: GatedCase, p: Palette): string {
  const verdict = c.verdict === 'fail' ? p.red('FAIL') : p.yellow(c.verdict.toUpperCase());
  return `  ${verdict} ${safe(r.rule)} [${r.level}] ${safe(r.iut)} × ${safe(r.vendor ?? 'no vendor')} (${r.transport}) case ${safe(c.case)}: ${safe(c.evidence.summary)}`;
}

/**
 * The terminal summary of a run or merge: counts per verdict, regressions with their replay
 * commands, stale baseline entries, where the reports are, and what the exit code means. Every
 * string that came from an IUT, a peer or a file goes through `neutralizeControls`, so nothing
 * in it can move the cursor, erase a line or print a line of its own; long lists are capped.
 * In colour when `palette` says so (a terminal, `FORCE_COLOR`; never under `NO_COLOR`).
 */
export function printOutcome(
  out: OutStream,
  report: CrosscheckReport,
  comparison: BaselineComparison,
  written: WrittenReports,
  patchPath: string | null,
  palette: Palette = paletteFor(out, {}),
): void {
  const p = palette;
  const s = report.summary;
  const lines = [
    `a2a-crosscheck: seed ${report.seed}, profile ${report.profile}${report.shard ? `, shard ${report.shard.index}/${report.shard.count}` : ''}`,
    `  ${s.fail} fail, ${s.error} error, ${s.pass} pass, ${s['not-applicable']} not applicable (${s.total} results)`,
  ];
  if (comparison.newFailures.length > 0) {
    lines.push('', p.bold(p.red(`Regressions (${comparison.newFailures.length} cases):`)));
    for (const g of comparison.newFailures.slice(0, MAX_LISTED)) {
      lines.push(line(g, p));
      if (g.case.evidence.replay) lines.push(`    replay: ${safe(g.case.evidence.replay, 1_000)}`);
    }
    if (comparison.newFailures.length > MAX_LISTED)
      lines.push(`  …and ${comparison.newFailures.length - MAX_LISTED} more in ${written.md}`);
  }
  if (comparison.baselined.length > 0)
    lines.push('', p.dim(`Baselined (expected) failing cases: ${comparison.baselined.length}`));
  if (comparison.advisories.length > 0) {
    lines.push(
      '',
      `Failing cases below the gating level (not gating; --strict gates SHOULD): ${comparison.advisories.length}`,
    );
  }
  const gone = [
    ...comparison.stale.map((x) => x.entry),
    ...comparison.missing.filter((m) => m.gates).map((m) => m.entry),
  ];
  if (gone.length > 0) {
    lines.push(
      '',
      p.bold(
        p.yellow(
          `Stale baseline entries (${gone.length}): they now pass, are not applicable, or are no longer checked:`,
        ),
      ),
    );
    for (const e of gone.slice(0, MAX_LISTED))
      lines.push(
        `  ${safe(e.rule)} ${safe(e.iut)} × ${safe(e.vendor ?? 'no vendor')} (${safe(e.transport)}) case ${safe(e.case)}`,
      );
    if (gone.length > MAX_LISTED)
      lines.push(`  …and ${gone.length - MAX_LISTED} more in ${written.md}`);
    if (patchPath) lines.push(`  the baseline without them: ${patchPath}`);
  }
  lines.push(
    '',
    `Reports: ${written.html}`,
    `         ${written.json}`,
    `         ${written.md}`,
    `         ${written.junit}`,
  );
  const stopped = report.interrupted;
  if (report.harnessDefect !== undefined) {
    lines.push(
      '',
      p.bold(
        p.red(
          'Result: HARNESS DEFECT (exit 3): a2a-crosscheck failed; the reports hold what finished before it',
        ),
      ),
    );
  } else if (stopped !== undefined) {
    const code = stopped.signal === 'SIGTERM' ? 143 : 130;
    lines.push(
      '',
      p.bold(
        p.yellow(`Result: INTERRUPTED by ${stopped.signal} (exit ${code}); ${safe(stopped.note)}`),
      ),
    );
  } else {
    lines.push(
      '',
      comparison.exitCode === 0
        ? p.bold(p.green('Result: OK (exit 0)'))
        : p.bold(p.red('Result: FAILED (exit 1)')),
    );
  }
  out.write(`${lines.join('\n')}\n`);
}
