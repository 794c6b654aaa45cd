import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { caseKey } from '../harness/results/types.ts';
import type { BaselineEntry, BaselineFile, LoadedBaseline } from './Baseline.ts';
import { readBaselineFile } from './validateBaseline.ts';

/** Most files a baseline directory may hold: one per purpose, not one per case. */
const MAX_FILES = 64;

/**
 * Reads `--baseline`: a file, or a directory whose `*.json` files are each one baseline (the
 * harness ships its own split by purpose: what `naive` must fail, what the simulated vendors must
 * fail, findings in third-party SDKs). Files are read in name order; a case listed in two files is
 * `BASELINE_INVALID` naming both, since the two could expect different outcomes. A directory with
 * no `*.json` file, or more than 64, is refused too.
 */
export async function readBaseline(path: string): Promise<LoadedBaseline> {
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory() !== true) {
    const baseline = await readBaselineFile(path);
    return { path, files: [{ path, baseline }], entries: baseline.entries };
  }
  const names = (await readdir(path)).filter((n) => n.endsWith('.json')).sort();
  if (names.length === 0 || names.length > MAX_FILES)
    throw new CrosscheckError(
      'BASELINE_INVALID',
      `Failed to read the baseline directory '${path}': it holds ${names.length} .json files. Give a directory of 1 to ${MAX_FILES} baseline files, or one baseline file.`,
    );
  const files: { path: string; baseline: BaselineFile }[] = [];
  for (const name of names) {
    const file = join(path, name);
    files.push({ path: file, baseline: await readBaselineFile(file) });
  }
  const from = new Map<string, string>();
  const entries: BaselineEntry[] = [];
  for (const f of files) {
    for (const e of f.baseline.entries) {
      const key = caseKey(e);
      const other = from.get(key);
      if (other !== undefined)
        throw new CrosscheckError(
          'BASELINE_INVALID',
          `Failed to read the baseline directory '${path}': ${f.path} and ${other} both list (${key}). Keep it in one file.`,
        );
      from.set(key, f.path);
      entries.push(e);
    }
  }
  return { path, files, entries };
}
