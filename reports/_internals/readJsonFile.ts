import { readFile } from 'node:fs/promises';
import { CrosscheckError, type CrosscheckErrorCode } from '../../harness/errors/CrosscheckError.ts';

/**
 * Reads a JSON file the user named (a report, a baseline). An unreadable file or text that is
 * not JSON is `code`, with a message naming the file and what to do (`fix.read`, `fix.parse`).
 */
export async function readJsonFile(
  path: string,
  what: string,
  code: CrosscheckErrorCode,
  fix: { read: string; parse: string },
): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (cause) {
    throw new CrosscheckError(
      code,
      `Failed to read the ${what} '${path}': the file cannot be read. ${fix.read}`,
      {
        cause,
      },
    );
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new CrosscheckError(
      code,
      `Failed to read the ${what} '${path}': it is not JSON. ${fix.parse}`,
      {
        cause,
        pointer: '',
      },
    );
  }
}
