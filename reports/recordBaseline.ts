import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { caseKey } from '../harness/results/types.ts';
import { basename } from 'node:path';
import {
  BASELINE_SCHEMA_VERSION,
  type BaselineEntry,
  type BaselineFile,
  type LoadedBaseline,
} from './Baseline.ts';
import type { BaselineComparison, GatedCase } from './compareToBaseline.ts';
import { describeOutcome, type CaseOutcome } from './caseOutcome.ts';

/** Longest evidence summary quoted in a placeholder reason. */
const QUOTED = 160;

const quote = (text: string): string =>
  text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}…` : text;

/** The reason a new entry starts with: a marker to replace, and what the case found. */
export function placeholderReason(g: GatedCase): string {
  return `TODO: why is this failure expected? (found: ${quote(g.case.evidence.summary)})`;
}

/** The marker {@link changedReason} puts before a reason, to be taken off on the next change. */
const CHANGED_MARKER = /^TODO \(was [^\n]*?: check that this reason still holds\): /;

/**
 * The reason an entry gets when its case now fails another way than the entry states: a TODO
 * marker naming both outcomes, then the old reason whole. The marker makes the change visible
 * where the reason is read (and gates under `--strict`, like any TODO reason); deleting it is all
 * it takes to vouch that the old reason still holds.
 */
export function changedReason(entry: BaselineEntry, now: CaseOutcome): string {
  const was = describeOutcome({ verdict: entry.verdict ?? 'fail', code: entry.code ?? null });
  const old = entry.reason.replace(CHANGED_MARKER, '');
  return `TODO (was ${was}, now ${describeOutcome(now)}: check that this reason still holds): ${old}`;
}

const byKey = (a: BaselineEntry, b: BaselineEntry): number =>
  caseKey(a) < caseKey(b) ? -1 : caseKey(a) > caseKey(b) ? 1 : 0;

/**
 * The baseline `--write-baseline` writes (format 3.0): every failing case at a gating level, each
 * with the outcome it had (verdict and code) and the root cause it is a consequence of, when a
 * diagnostic established one, so that the same run against it passes.
 *
 * Reasons: a case the previous baseline listed keeps its reason while it keeps its outcome. A case
 * that fails another way (at another JSON pointer, or a `fail` that became an `error`) gets the
 * old reason behind a TODO marker naming both outcomes (`changedReason`): the reason was written
 * for the other outcome and may be wrong now, and rewriting a baseline must not hide that. A new
 * case gets a placeholder to fill in. Entries of the previous baseline that this run did not
 * cover (another shard, a `--rule` filter, an IUT not in the run) are kept as they were; entries
 * it covered and found passing, or no longer checked, are dropped. Failures below the gating level
 * that the previous baseline did not list are left out: they do not gate, and listing them would
 * make them gate once they pass.
 */
export function recordBaseline(comparison: BaselineComparison): BaselineFile {
  const causeOf = (g: GatedCase): { cause?: string } => {
    const cause = comparison.causes?.get(caseKey({ ...g.result, case: g.case.case }))?.[0];
    return cause === undefined ? {} : { cause };
  };
  const entry = (g: GatedCase, reason: string, previous?: BaselineEntry): BaselineEntry => ({
    rule: g.result.rule,
    case: g.case.case,
    iut: g.result.iut,
    vendor: g.result.vendor,
    transport: g.result.transport,
    verdict: g.outcome.verdict === 'error' ? 'error' : 'fail',
    code: g.outcome.code,
    reason,
    ...(previous?.attributedTo ? { attributedTo: previous.attributedTo } : {}),
    // The cause this run's diagnostics attribute the case to, not the previous entry's.
    ...causeOf(g),
  });
  const relisted = (g: GatedCase & { entry: BaselineEntry }): BaselineEntry =>
    g.entry.verdict === undefined ||
    (g.entry.verdict === g.outcome.verdict && (g.entry.code ?? null) === g.outcome.code)
      ? entry(g, g.entry.reason, g.entry)
      : entry(g, changedReason(g.entry, g.outcome), g.entry);
  const listedAdvisories = comparison.advisories.flatMap((a) =>
    a.entry ? [relisted({ ...a, entry: a.entry })] : [],
  );
  const unknown = comparison.missing.filter((m) => !m.gates && m.entry.verdict === undefined);
  if (unknown.length > 0)
    throw new CrosscheckError(
      'USAGE',
      `Failed to write the baseline: ${unknown.length} entr${unknown.length === 1 ? 'y' : 'ies'} of the format 2.0 baseline (first: ${caseKey(unknown[0]!.entry)}) did not run (${unknown[0]!.why ?? 'not covered'}), so the verdict and code ${unknown.length === 1 ? 'it expects are' : 'they expect are'} unknown. Record the baseline from a run that covers ${unknown.length === 1 ? 'it' : 'them'} (no --shard or --rule), or merge the shards' reports and record from the merge.`,
    );
  const baselined = new Set(comparison.baselined.map((b) => caseKey(b.entry)));
  const entries = [
    ...comparison.baselined.map(relisted),
    ...comparison.unexplained.filter((u) => !baselined.has(caseKey(u.entry))).map(relisted),
    ...comparison.otherOutcome.map(relisted),
    ...comparison.changed.map(relisted),
    ...listedAdvisories,
    ...comparison.newFailures.map((g) => entry(g, placeholderReason(g))),
    ...comparison.missing.filter((m) => !m.gates).map((m) => m.entry),
  ];
  return { schemaVersion: BASELINE_SCHEMA_VERSION, entries: entries.sort(byKey) };
}

/** Where `--write-baseline <dir>` puts the failing cases no file of the baseline listed. */
export const NEW_FAILURES_FILE = 'new-failures.json';

/**
 * A recorded baseline split into files the way the previous baseline was (`--write-baseline` to a
 * directory): each entry goes back to the file that listed it (by file name), with that file's
 * purpose; entries no file listed go to {@link NEW_FAILURES_FILE}, to be given a reason and moved.
 * Every file of the previous baseline is written, emptied ones too, so a stale file does not keep
 * entries the run dropped.
 */
export function splitByFile(
  recorded: BaselineFile,
  previous: LoadedBaseline | null,
): { name: string; baseline: BaselineFile }[] {
  const fileOf = new Map<string, string>();
  const files = new Map<string, BaselineFile>();
  for (const f of previous?.files ?? []) {
    const name = basename(f.path);
    files.set(name, {
      schemaVersion: BASELINE_SCHEMA_VERSION,
      ...(f.baseline.purpose ? { purpose: f.baseline.purpose } : {}),
      entries: [],
    });
    for (const e of f.baseline.entries) fileOf.set(caseKey(e), name);
  }
  for (const e of recorded.entries) {
    const name = fileOf.get(caseKey(e)) ?? NEW_FAILURES_FILE;
    let file = files.get(name);
    if (!file) {
      file = {
        schemaVersion: BASELINE_SCHEMA_VERSION,
        purpose:
          'Failing cases recorded by --write-baseline that no file listed: write each a reason and move it to the file of its purpose.',
        entries: [],
      };
      files.set(name, file);
    }
    file.entries.push(e);
  }
  return [...files].map(([name, baseline]) => ({ name, baseline }));
}
