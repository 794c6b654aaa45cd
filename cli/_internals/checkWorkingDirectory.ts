import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';

/**
 * Makes sure the process has a working directory before a command starts: a shell left in a
 * directory that was deleted since gives Node none, and every relative path (`--out`, the
 * configuration's place, a regressions folder) and the loading of the engine's modules would
 * throw `ENOENT: uv_cwd` wherever it is first needed, read as a defect of the harness (exit 3
 * with a stack). It is the user's setup, found before the run starts: a usage error.
 *
 * @throws CrosscheckError `USAGE`.
 */
export function checkWorkingDirectory(command: string, cwd: () => string): void {
  try {
    cwd();
  } catch (cause) {
    const code = (cause as { code?: unknown }).code;
    throw new CrosscheckError(
      'USAGE',
      `Failed to start '${command}': the working directory no longer exists (${typeof code === 'string' ? code : String(cause)}), so no relative path can be resolved. Change to an existing directory (cd) and run again.`,
      { cause },
    );
  }
}
