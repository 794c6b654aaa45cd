import { appendFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  type BaselineFile,
  compareToBaseline,
  type CrosscheckReport,
  type ReportDefect,
  readBaselineFile,
  recordBaseline,
  renderMarkdown,
  reportGate,
  staleBaselinePatch,
  writeFileAtomic,
  writeReports,
} from '../../reports/index.ts';
import { CrosscheckError, isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { neutralizeControls } from '../../harness/text/index.ts';
import { ruleRegistry } from '../../engine/rules.ts';
import type { CliIo } from '../Io.ts';
import { paletteFor } from './palette.ts';
import { printOutcome } from './printOutcome.ts';

/** File name, inside `--out`, of the baseline with its stale entries removed. */
const PATCHED_BASELINE = 'baseline.patched.json';

/**
 * A file the user named on the command line that cannot be used is a usage error (exit 2), not
 * a harness failure: the same `REPORT_INVALID` / `BASELINE_INVALID` error, re-coded `USAGE`.
 */
export async function asUsage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (isCrosscheckError(e, 'REPORT_INVALID') || isCrosscheckError(e, 'BASELINE_INVALID')) {
      throw new CrosscheckError('USAGE', e.message, { cause: e, pointer: e.pointer });
    }
    throw e;
  }
}

/**
 * Checks `--write-baseline` before any work: its directory must exist and the path must not be a
 * directory, so a run is not spent only to fail at its last step.
 */
export function checkBaselineTarget(path: string | undefined): void {
  if (path === undefined) return;
  const fail = (why: string): never => {
    throw new CrosscheckError(
      'USAGE',
      `Failed to parse arguments: --write-baseline '${path}' ${why}. Give a file path in an existing directory.`,
    );
  };
  if (existsSync(path) && statSync(path).isDirectory()) fail('is a directory');
  const parent = dirname(resolve(path));
  if (!existsSync(parent) || !statSync(parent).isDirectory())
    fail(`is in ${parent}, which is not a directory`);
}

/** Reads `--baseline` (before any work, so a bad file fails fast). */
export async function loadBaseline(path: string | null | undefined): Promise<BaselineFile | null> {
  return path ? asUsage(readBaselineFile(path)) : null;
}

/** What `gateAndWrite` gates on and where it writes. */
export interface GateOptions {
  out: string;
  baseline: BaselineFile | null;
  strict: boolean;
  /**
   * `--write-baseline`: record the run's failing cases in this file (reasons of entries the
   * baseline already had are kept) and gate on it, so the run that writes it passes.
   */
  writeBaseline?: string | undefined;
}

/**
 * The end of `run` and `merge`: compare with the baseline (after recording a new one with
 * `--write-baseline`), put the gate's decision into the report, write the four reports (and the
 * patched baseline when entries went stale), add the Markdown to the GitHub step summary when
 * there is one, print the outcome, and return the exit code, which `report.gate.exitCode` repeats.
 */
export async function gateAndWrite(
  ungated: CrosscheckReport,
  options: GateOptions,
  io: Required<CliIo>,
): Promise<number> {
  let baseline = options.baseline;
  let recorded: { path: string; entries: number; placeholders: number } | null = null;
  // An interrupted run never reached some cases, and one a harness defect stopped holds none of
  // the cases after it: a baseline recorded from either would miss them (a defect is never one).
  const incomplete = ungated.interrupted !== undefined || ungated.harnessDefect !== undefined;
  if (options.writeBaseline !== undefined && !incomplete) {
    const before = compareToBaseline(ungated, baseline, {
      strict: options.strict,
      knownRules: ruleRegistry,
    });
    baseline = recordBaseline(before);
    await writeFileAtomic(options.writeBaseline, `${JSON.stringify(baseline, null, 2)}\n`);
    recorded = {
      path: options.writeBaseline,
      entries: baseline.entries.length,
      placeholders: before.newFailures.length,
    };
  }
  const comparison = compareToBaseline(ungated, baseline, {
    strict: options.strict,
    knownRules: ruleRegistry,
  });
  const gate = reportGate(
    comparison,
    options.strict,
    ungated.interrupted?.signal,
    ungated.harnessDefect !== undefined,
  );
  const report: CrosscheckReport = { ...ungated, gate };
  const written = await writeReports(report, options.out);
  let patchPath: string | null = null;
  const removable = comparison.stale.length + comparison.missing.filter((m) => m.gates).length;
  // An interrupted run lacks results it never reached: its "stale" entries prove nothing.
  if (baseline && removable > 0 && !incomplete) {
    patchPath = join(options.out, PATCHED_BASELINE);
    await writeFileAtomic(
      patchPath,
      `${JSON.stringify(staleBaselinePatch(baseline, comparison), null, 2)}\n`,
    );
  }
  const stepSummary = io.env.GITHUB_STEP_SUMMARY;
  if (stepSummary) await appendFile(stepSummary, renderMarkdown(report));
  if (recorded) {
    io.stdout.write(
      `Wrote the baseline ${recorded.path}: ${recorded.entries} expected failing case(s)${recorded.placeholders > 0 ? `, ${recorded.placeholders} with a TODO reason to fill in` : ''}. Commit it and run with --baseline ${recorded.path}.\n\n`,
    );
  }
  printOutcome(io.stdout, report, comparison, written, patchPath, paletteFor(io.stdout, io.env));
  if (report.harnessDefect !== undefined) io.stderr.write(defectLines(report.harnessDefect));
  return gate.exitCode;
}

/**
 * What a harness defect prints: one line saying it is a bug of the harness, not of the IUT, then
 * the replay command and the stack (neutralized: a message may quote a peer's text).
 */
function defectLines(defect: ReportDefect): string {
  const lines = [
    `a2a-crosscheck: BUG IN A2A-CROSSCHECK, not a verdict on any implementation (exit 3): ${defect.message}`,
    ...(defect.replay !== undefined ? [`  replay: ${defect.replay}`] : []),
    ...(defect.stack !== undefined ? [defect.stack] : []),
  ];
  return `${neutralizeControls(lines.join('\n'), 'block')}\n`;
}
