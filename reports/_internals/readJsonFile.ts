import { CrosscheckError, type CrosscheckErrorCode } from '../../harness/errors/CrosscheckError.ts';
import { readUserFile } from '../../harness/files/index.ts';

/**
 * Reads a JSON file the user named (a report, a baseline) through the one file reader
 * (`readUserFile`: a regular file only, links checked, within `maxBytes`, with a deadline). An
 * unreadable file or text that is not JSON is `code`, with a message naming the file and what to
 * do (`fix.read`, `fix.parse`).
 */
export async function readJsonFile(
  path: string,
  what: string,
  code: CrosscheckErrorCode,
  fix: { read: string; parse: string },
  maxBytes: number,
): Promise<unknown> {
  const bytes = readUserFile(path, { what, code, maxBytes, fix: fix.read });
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (cause) {
    throw new CrosscheckError(
      code,
      `Failed to read the ${what} '${path}': it is not JSON. ${fix.parse}`,
      { cause, pointer: '' },
    );
  }
}
