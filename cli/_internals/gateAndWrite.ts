import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type BaselineFile,
  compareToBaseline,
  type CrosscheckReport,
  EXIT_CODES,
  readBaselineFile,
  renderMarkdown,
  staleBaselinePatch,
  writeFileAtomic,
  writeReports,
} from '../../reports/index.ts';
import { CrosscheckError, isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { CliIo } from '../Io.ts';
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

/** Reads `--baseline` (before any work, so a bad file fails fast). */
export async function loadBaseline(path: string | null | undefined): Promise<BaselineFile | null> {
  return path ? asUsage(readBaselineFile(path)) : null;
}

/**
 * The end of `run` and `merge`: compare with the baseline, write the four reports (and the
 * patched baseline when entries went stale), add the Markdown to the GitHub step summary when
 * there is one, print the outcome, and return the exit code.
 */
export async function gateAndWrite(
  report: CrosscheckReport,
  options: { out: string; baseline: BaselineFile | null; strict: boolean },
  io: Required<CliIo>,
): Promise<number> {
  const comparison = compareToBaseline(report, options.baseline, { strict: options.strict });
  const written = await writeReports(report, options.out, { markdown: { comparison } });
  let patchPath: string | null = null;
  const removable = comparison.stale.length + comparison.missing.filter((m) => m.gates).length;
  // An interrupted run lacks results it never reached: its "stale" entries prove nothing.
  if (options.baseline && removable > 0 && report.interrupted === undefined) {
    patchPath = join(options.out, PATCHED_BASELINE);
    await writeFileAtomic(
      patchPath,
      `${JSON.stringify(staleBaselinePatch(options.baseline, comparison), null, 2)}\n`,
    );
  }
  const stepSummary = io.env.GITHUB_STEP_SUMMARY;
  if (stepSummary) await appendFile(stepSummary, renderMarkdown(report, { comparison }));
  printOutcome(io.stdout, report, comparison, written, patchPath);
  if (report.interrupted !== undefined)
    return report.interrupted.signal === 'SIGTERM' ? EXIT_CODES.terminated : EXIT_CODES.interrupted;
  return comparison.exitCode;
}
