import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, readlink, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';

/**
 * Makes sure `--out` can receive the reports before any work starts (a run of minutes that ends
 * in an unwritable directory loses everything): it must be a directory, or not exist yet (it is
 * created), and a file can be written in it. A path that is a file, a symbolic link to nowhere,
 * or a directory the process cannot write to is a usage error (exit 2) with one line naming the
 * fix. The check creates and removes a probe file, which also catches read-only file systems
 * and a root user's writes to a read-only mount. The probe has a random name and is created
 * exclusively, never through a link (`O_CREAT | O_EXCL | O_NOFOLLOW`): a link planted where it
 * would be is not followed, so its target is never truncated (issue 38), and only a probe this
 * check created is removed.
 *
 * @throws CrosscheckError `USAGE`.
 */
export async function checkOutDir(out: string): Promise<void> {
  const fail = (why: string, fix: string, cause?: unknown): never => {
    throw new CrosscheckError('USAGE', `Failed to use --out '${out}': ${why}. ${fix}.`, {
      cause,
    });
  };
  const link = await lstat(out).catch(() => undefined);
  if (link?.isSymbolicLink() === true) {
    const target = await stat(out).catch(() => undefined);
    if (target === undefined) {
      const to = await readlink(out).catch(() => '?');
      fail(
        `it is a symbolic link to '${to}', which does not exist`,
        'Create the directory it points to, remove the link, or choose another --out',
      );
    }
  }
  const info = await stat(out).catch(() => undefined);
  if (info !== undefined && !info.isDirectory()) {
    fail('it exists and is not a directory', 'Remove it, or choose another --out');
  }
  try {
    await makeDirectories(out);
  } catch (cause) {
    fail(`the directory cannot be created (${codeOf(cause)})`, 'Choose another --out', cause);
  }
  const probe = join(out, `.a2a-crosscheck-probe-${randomBytes(12).toString('hex')}`);
  let created = false;
  try {
    const handle = await open(probe, EXCLUSIVE, 0o600);
    created = true;
    await handle.close();
  } catch (cause) {
    fail(
      `the directory is not writable (${codeOf(cause)})`,
      'Fix its permissions, or choose a writable --out',
      cause,
    );
  } finally {
    if (created) await rm(probe, { force: true }).catch(() => undefined);
  }
}

/** Create, write only, fail if anything (a link included) stands there, never follow a link. */
const EXCLUSIVE =
  constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * `mkdir -p` one level at a time, from the nearest ancestor that exists. Node's recursive
 * `mkdir` never returns on some pseudo file systems (`/proc/x` spins in a loop), where a single
 * `mkdir` fails at once with ENOENT; this takes as many steps as the path has missing levels.
 */
async function makeDirectories(path: string): Promise<void> {
  const missing: string[] = [];
  let at = resolve(path);
  while ((await stat(at).catch(() => undefined)) === undefined) {
    missing.unshift(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  for (const dir of missing) await mkdir(dir);
}

function codeOf(cause: unknown): string {
  return (cause as NodeJS.ErrnoException | undefined)?.code ?? String(cause);
}
