import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `data` to `path` atomically: into a temporary file beside it, then renamed over it
 * (rename(2) replaces a file in one step on POSIX file systems). A reader, a concurrent run
 * writing the same report, or a run killed half-way never sees a partly written file: either
 * the previous one or the whole new one.
 */
export async function writeFileAtomic(path: string, data: string): Promise<void> {
  const temp = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (cause) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw cause;
  }
}
