import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { REGRESSION_DIR_LIMITS, USER_FILE_LIMITS } from './limits.ts';
import { readUserFile } from './readUserFile.ts';

/** One `*.json` file of a regressions directory, as read. */
export interface RegressionFileBytes {
  name: string;
  bytes: Buffer;
}

/**
 * Reads every `*.json` file of a regressions directory, in file-name order, each through
 * {@link readUserFile} (a regular file within 1 MiB, or a `USAGE` error naming it); a folder
 * of more than {@link REGRESSION_DIR_LIMITS} files or bytes is a `USAGE` error, the count found
 * before any file is read. A directory
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
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort();
  if (names.length > REGRESSION_DIR_LIMITS.files) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to load regression cases: ${dir} holds ${names.length} regression files, more than the ${REGRESSION_DIR_LIMITS.files} a run loads (each is a case against every IUT). Keep the cases that still matter, or split them across folders run one at a time.`,
    );
  }
  let total = 0;
  return names.map((name) => {
    const bytes = readUserFile(join(dir, name), {
      what: 'regression case',
      code: 'USAGE',
      maxBytes: USER_FILE_LIMITS.regression,
      fix: 'Replace it with a regression file saved by `replay --save`, or delete it.',
    });
    total += bytes.length;
    if (total > REGRESSION_DIR_LIMITS.bytes) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to load regression cases: the files of ${dir} hold more than ${REGRESSION_DIR_LIMITS.bytes / 1024 / 1024} MiB together (past ${name}), more than a run loads. Keep the cases that still matter, or split them across folders run one at a time.`,
      );
    }
    return { name, bytes };
  });
}
