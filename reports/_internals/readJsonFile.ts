import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { CrosscheckError, type CrosscheckErrorCode } from '../../harness/errors/CrosscheckError.ts';

/** Largest report or baseline read: reports bound their evidence far below this. */
const MAX_BYTES = 512 * 1024 * 1024;

/**
 * Reads a JSON file the user named (a report, a baseline). An unreadable file or text that is
 * not JSON is `code`, with a message naming the file and what to do (`fix.read`, `fix.parse`).
 * Only a regular file is opened: a FIFO would block the run before it starts and a device such
 * as /dev/zero would never end, so both are refused at once, by what `stat` says.
 */
export async function readJsonFile(
  path: string,
  what: string,
  code: CrosscheckErrorCode,
  fix: { read: string; parse: string },
): Promise<unknown> {
  let info: Stats;
  try {
    info = await stat(path);
  } catch (cause) {
    throw new CrosscheckError(
      code,
      `Failed to read the ${what} '${path}': the file cannot be read. ${fix.read}`,
      { cause },
    );
  }
  if (!info.isFile()) {
    throw new CrosscheckError(
      code,
      `Failed to read the ${what} '${path}': it is ${kindOf(info)}, not a regular file. ${fix.read}`,
    );
  }
  if (info.size > MAX_BYTES) {
    throw new CrosscheckError(
      code,
      `Failed to read the ${what} '${path}': it has ${info.size} bytes, over the ${MAX_BYTES}-byte limit. ${fix.read}`,
    );
  }
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

function kindOf(info: Stats): string {
  if (info.isDirectory()) return 'a directory';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'not a file';
}
