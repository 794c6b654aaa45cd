import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { lstat, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { writeError } from './writeError.ts';

/**
 * Writes `data` to `path` atomically: into a temporary file beside it, then renamed over it
 * (rename(2) replaces a file in one step on POSIX file systems). A reader, a concurrent run
 * writing the same report, or a run killed half-way never sees a partly written file: either
 * the previous one or the whole new one.
 *
 * Only a regular file (or nothing) is replaced: a FIFO, a device node, a socket, a directory or
 * a symbolic link standing at `path` is refused before anything is written, since renaming over
 * it would silently put a file where the user had something else. A refusal, or an OS error
 * (a full disk, a name too long, no permission), is a one-line `USAGE` error naming the path.
 */
export async function writeFileAtomic(path: string, data: string): Promise<void> {
  const there = await lstat(path).catch(() => undefined);
  if (there !== undefined && !there.isFile())
    throw new CrosscheckError(
      'USAGE',
      `Failed to write '${path}': ${kindOf(there)} stands there, and only a regular file is replaced. Remove it, or write elsewhere.`,
    );
  // A long target name leaves no room for the temporary name's suffix: keep the name short.
  const temp = join(
    dirname(path),
    `.${basename(path).slice(0, 64)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, path);
  } catch (cause) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw writeError(path, cause);
  }
}

function kindOf(info: Stats): string {
  if (info.isDirectory()) return 'a directory';
  if (info.isSymbolicLink()) return 'a symbolic link';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'something other than a regular file';
}
