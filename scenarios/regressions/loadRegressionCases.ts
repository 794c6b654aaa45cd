import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { ConformanceCase } from '../core/ConformanceCase.ts';
import { regressionCase } from './regressionCase.ts';
import { type RegressionFile, readRegressionFile } from './RegressionFile.ts';

/** Where regression case files live: this folder. */
export const REGRESSIONS_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Every `*.json` regression file of `dir`, in file-name order, checked. */
export function loadRegressionFiles(dir: string = REGRESSIONS_DIR): RegressionFile[] {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort();
  const files = names.map((name) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (cause) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to load regression case ${name}: it is not JSON. Fix or delete the file.`,
        { cause },
      );
    }
    return readRegressionFile(parsed, name);
  });
  const seen = new Set<string>();
  for (const f of files) {
    if (seen.has(f.caseId)) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to load regression cases: case id "${f.caseId}" appears twice. Rename one of the files' caseId.`,
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
