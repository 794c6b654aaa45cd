import { appendFile, mkdir } from 'node:fs/promises';
import { type Stats, existsSync, lstatSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import {
  type BaselineComparison,
  compareToBaseline,
  type CrosscheckReport,
  isTodoReason,
  knownFindings,
  type LoadedBaseline,
  type ReportDefect,
  REPORT_FILE_NAMES,
  readBaseline,
  recordBaseline,
  renderMarkdown,
  reportGate,
  splitByFile,
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
/** The same for a baseline directory: a directory of the patched files. */
const PATCHED_BASELINE_DIR = 'baseline.patched';

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
 * Checks `--write-baseline` before any work: its directory must exist, so a run is not spent only
 * to fail at its last step. An existing directory is a baseline directory: the recorded baseline
 * is written into it split the way `--baseline` was (one file per purpose). Anything else that
 * stands at the path (a FIFO, a device, a link) is refused, as is a path the run writes itself
 * in `out` (a report, the patched baseline): one would silently replace the other. So is a file
 * the run reads as its input (`inputs`: the configuration in use), whatever the path it is
 * named by (issue 38: `--write-baseline crosscheck.config.json` replaced the configuration).
 */
export function checkBaselineTarget(
  path: string | undefined,
  out: string,
  inputs: readonly { path: string; what: string }[] = [],
): void {
  if (path === undefined) return;
  const refuse = (why: string, fix: string): never => {
    throw new CrosscheckError(
      'USAGE',
      `Failed to parse arguments: --write-baseline '${path}' ${why}. ${fix}.`,
    );
  };
  const target = resolve(path);
  const own = [...REPORT_FILE_NAMES, PATCHED_BASELINE].map((n) => join(resolve(out), n));
  const patchedDir = join(resolve(out), PATCHED_BASELINE_DIR);
  if (own.includes(target) || target === patchedDir || target.startsWith(`${patchedDir}${sep}`))
    refuse(
      `is a file this run writes into --out '${out}' itself`,
      'Give the baseline a path of its own',
    );
  const there = lstatOrUndefined(path);
  for (const input of inputs)
    if (sameFile(target, there, input.path))
      refuse(
        `is ${input.what} this run reads ('${input.path}'), which the baseline would replace`,
        'Give the baseline a path of its own',
      );
  if (there?.isDirectory() === true) return;
  if (there !== undefined && !there.isFile())
    refuse(
      'is not a regular file (a FIFO, a device, a socket or a link stands there)',
      'Remove it, or give another path',
    );
  const parent = dirname(target);
  if (!existsSync(parent) || !statSync(parent).isDirectory())
    refuse(
      `is in ${parent}, which is not a directory`,
      'Give a file path in an existing directory, or an existing baseline directory',
    );
}

/** Whether `target` (its lstat `there`) and `other` name one file: one path, or one inode. */
function sameFile(target: string, there: Stats | undefined, other: string): boolean {
  if (target === resolve(other)) return true;
  let theirs: Stats | undefined;
  try {
    theirs = statSync(other);
  } catch {
    theirs = undefined;
  }
  return (
    there !== undefined &&
    theirs !== undefined &&
    there.dev === theirs.dev &&
    there.ino === theirs.ino
  );
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** Reads `--baseline`, a file or a directory of files (before any work, so a bad file fails fast). */
export async function loadBaseline(
  path: string | null | undefined,
): Promise<LoadedBaseline | null> {
  return path ? asUsage(readBaseline(path)) : null;
}

/** What `gateAndWrite` gates on and where it writes. */
export interface GateOptions {
  out: string;
  baseline: LoadedBaseline | null;
  strict: boolean;
  /**
   * `--write-baseline`: record the run's failing cases in this file, or split into this directory
   * (reasons of entries the baseline already had are kept), and gate on it, so the run that
   * writes it passes.
   */
  writeBaseline?: string | undefined;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Whether a loaded baseline was a directory of files rather than one file. */
const isDirectory = (b: LoadedBaseline): boolean =>
  b.files.length !== 1 || b.files[0]!.path !== b.path;

/**
 * Writes the baseline recorded from `comparison` to `target`: one file, or the files of a
 * baseline directory. Returns it loaded, to gate on, and how many entries wait for a reason.
 */
async function writeRecorded(
  comparison: BaselineComparison,
  previous: LoadedBaseline | null,
  target: string,
): Promise<{ baseline: LoadedBaseline; placeholders: number }> {
  const recorded = recordBaseline(comparison);
  const placeholders = recorded.entries.filter((e) => isTodoReason(e.reason)).length;
  if (!(existsSync(target) && statSync(target).isDirectory())) {
    await writeFileAtomic(target, json(recorded));
    return {
      baseline: {
        path: target,
        files: [{ path: target, baseline: recorded }],
        entries: recorded.entries,
      },
      placeholders,
    };
  }
  const files = splitByFile(recorded, previous).map((f) => ({
    path: join(target, f.name),
    baseline: f.baseline,
  }));
  for (const f of files) await writeFileAtomic(f.path, json(f.baseline));
  return { baseline: { path: target, files, entries: recorded.entries }, placeholders };
}

/**
 * The end of `run` and `merge`: compare with the baseline (after recording a new one with
 * `--write-baseline`), put the gate's decision into the report, write the four reports (and the
 * patched baseline when entries went stale), add the Markdown to the GitHub step summary when
 * there is one, print the outcome, and return the exit code, which `report.gate.exitCode` repeats.
 * The gate cites the harness's own findings in third-party SDKs (`knownFindings`).
 */
export async function gateAndWrite(
  ungated: CrosscheckReport,
  options: GateOptions,
  io: Required<CliIo>,
): Promise<number> {
  const compare = (b: LoadedBaseline | null): BaselineComparison =>
    compareToBaseline(ungated, b, {
      strict: options.strict,
      known: knownFindings(),
      knownRules: ruleRegistry,
    });
  let baseline = options.baseline;
  let recorded: { path: string; entries: number; placeholders: number; changed: number } | null =
    null;
  // An interrupted run never reached some cases, and one a harness defect stopped holds none of
  // the cases after it: a baseline recorded from either would miss them (a defect is never one).
  const incomplete = ungated.interrupted !== undefined || ungated.harnessDefect !== undefined;
  if (options.writeBaseline !== undefined && !incomplete) {
    const before = compare(baseline);
    const written = await writeRecorded(before, baseline, options.writeBaseline);
    baseline = written.baseline;
    recorded = {
      path: options.writeBaseline,
      entries: baseline.entries.length,
      placeholders: written.placeholders,
      changed: before.changed.length + before.otherOutcome.length,
    };
  }
  const comparison = compare(baseline);
  const gate = reportGate(
    comparison,
    options.strict,
    ungated.interrupted?.signal,
    ungated.harnessDefect !== undefined,
  );
  const report: CrosscheckReport = { ...ungated, gate };
  const written = await writeReports(report, options.out, { rules: ruleRegistry });
  let patchPath: string | null = null;
  const removable =
    comparison.stale.length +
    comparison.missing.filter((m) => m.gates).length +
    comparison.changed.length;
  // An interrupted run lacks results it never reached: its "stale" entries prove nothing.
  if (baseline && removable > 0 && !incomplete) {
    const patch = staleBaselinePatch(baseline, comparison);
    if (isDirectory(baseline)) {
      patchPath = join(options.out, PATCHED_BASELINE_DIR);
      await mkdir(patchPath, { recursive: true });
      for (const f of patch)
        await writeFileAtomic(join(patchPath, basename(f.path)), json(f.baseline));
    } else {
      patchPath = join(options.out, PATCHED_BASELINE);
      await writeFileAtomic(patchPath, json(patch[0]!.baseline));
    }
  }
  const stepSummary = io.env.GITHUB_STEP_SUMMARY;
  if (stepSummary) await appendFile(stepSummary, renderMarkdown(report, { rules: ruleRegistry }));
  if (recorded) {
    const changed =
      recorded.changed > 0
        ? `, ${recorded.changed} whose case now fails another way (their reason starts "TODO (was …)": check it still holds, then delete the marker)`
        : '';
    io.stdout.write(
      `Wrote the baseline ${recorded.path}: ${recorded.entries} expected failing case(s)${recorded.placeholders > 0 ? `, ${recorded.placeholders} with a TODO reason to fill in` : ''}${changed}. Commit it and run with --baseline ${recorded.path}.\n\n`,
    );
  }
  printOutcome(io.stdout, report, written, patchPath, paletteFor(io.stdout, io.env), ruleRegistry);
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
