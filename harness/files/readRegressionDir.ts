import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { USER_FILE_LIMITS } from './limits.ts';
import { readUserFile } from './readUserFile.ts';

/** One `*.json` file of a regressions directory, as read. */
export interface RegressionFileBytes {
  name: string;
  bytes: Buffer;
}

/**
 * Reads every `*.json` file of a regressions directory, in file-name order, each through
 * {@link readUserFile} (a regular file within 1 MiB, or a `USAGE` error naming it). A directory
 * that does not exist holds none when `missingIsEmpty` (a project that never saved a case); a
 * path that is not a directory is a `USAGE` error. The CLI calls it before it loads the engine,
 * so a FIFO or a link to /dev/zero among the files is refused in the time Node takes to start.
 */
export function readRegressionDir(
  dir: string,
  options: { missingIsEmpty?: boolean } = {},
): RegressionFileBytes[] {
  if (options.missingIsEmpty === true && !existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to load regression cases: ${dir} is not a directory. Point --regressions at a directory.`,
    );
  }
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((name) => ({
      name,
      bytes: readUserFile(join(dir, name), {
        what: 'regression case',
        code: 'USAGE',
        maxBytes: USER_FILE_LIMITS.regression,
        fix: 'Replace it with a regression file saved by `replay --save`, or delete it.',
      }),
    }));
}
