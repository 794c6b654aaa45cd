import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';

/** The fix for each operating-system refusal a write meets. */
const FIXES: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full. Free space there, or write elsewhere',
  EDQUOT: 'the disk quota is used up. Free space there, or write elsewhere',
  ENAMETOOLONG: 'the path or a name in it is too long. Choose a shorter path',
  EACCES: 'permission denied. Fix the permissions, or write elsewhere',
  EPERM: 'the operation is not permitted. Fix the permissions, or write elsewhere',
  EROFS: 'the file system is read-only. Write elsewhere',
  ENOENT: 'its directory does not exist. Create it, or write elsewhere',
  ENOTDIR: 'a part of the path is not a directory. Choose another path',
  EISDIR: 'it is a directory. Choose a file path',
  EEXIST: 'something else stands there. Remove it, or write elsewhere',
  EIO: 'the device reported an I/O error. Check the disk, or write elsewhere',
  EMFILE: 'too many files are open. Raise the limit (ulimit -n), or run fewer workers',
};

/**
 * A write the operating system refused, as one line naming the path, why and the fix: a
 * `USAGE` error (exit 2), since the fix is the user's (a full disk, a name too long, no
 * permission), never a harness failure with a stack. Anything that is not an errno error is
 * returned as it is.
 */
export function writeError(path: string, cause: unknown): unknown {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) return cause;
  const why = FIXES[code] ?? `the system refused it (${code}). Check the path, or write elsewhere`;
  return new CrosscheckError('USAGE', `Failed to write '${path}': ${why}.`, { cause });
}
