import { resolve } from 'node:path';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { readRegressionDir } from '../../harness/files/index.ts';
import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { REGRESSIONS_DIR } from '../../scenarios/index.ts';
import { type RegressionFile, readRegressionFile } from '../../scenarios/regressions/index.ts';
import { regressionCase } from './regressionCase.ts';

/**
 * Every `*.json` regression file of `dir`, in file-name order, checked. `taken` are case ids
 * already in use (the harness's own regression cases, when loading the user's).
 */
export function loadRegressionFiles(
  dir: string = REGRESSIONS_DIR,
  taken: ReadonlySet<string> = new Set(),
  options: { missingIsEmpty?: boolean } = {},
): RegressionFile[] {
  const files = readRegressionDir(dir, options).map(({ name, bytes }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch (cause) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to load regression case ${name}: it is not JSON. Fix or delete the file.`,
        { cause },
      );
    }
    return readRegressionFile(parsed, name);
  });
  const seen = new Set<string>(taken);
  for (const f of files) {
    if (seen.has(f.caseId)) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to load regression cases from ${dir}: case id "${f.caseId}" is used twice. Rename the caseId in one of the files.`,
      );
    }
    seen.add(f.caseId);
  }
  return files;
}

/** Every regression file of `dir` as a conformance case. */
export function loadRegressionCases(dir: string = REGRESSIONS_DIR): ConformanceCase[] {
  return loadRegressionFiles(dir).map(regressionCase);
}

/**
 * The user's regression cases (`--regressions`, `crosscheck-regressions/` by default): every
 * regression file of `dir`, relative to the working directory. A directory that does not exist
 * holds none (a project that never saved one); a path that is not a directory is a `USAGE` error.
 */
export function loadUserRegressionCases(
  dir: string,
  taken: ReadonlySet<string> = new Set(),
): ConformanceCase[] {
  return loadRegressionFiles(resolve(dir), taken, { missingIsEmpty: true }).map(regressionCase);
}
