import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/corpora` from the repository root, or `CROSSCHECK_CORPORA` when set. */
const CORPORA_ROOT =
  process.env['CROSSCHECK_CORPORA'] ??
  fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));

/**
 * Absolute path of a third-party corpus file or folder, read in place (never copied). A missing
 * corpus is reported loudly and yields `undefined` so the test can skip; under `CI=true` it is
 * an error instead (corpora README).
 */
export function corpusPath(relative: string): string | undefined {
  const path = join(CORPORA_ROOT, relative);
  if (existsSync(path)) return path;
  const message = `Corpus "${relative}" not found under ${CORPORA_ROOT}. Set CROSSCHECK_CORPORA to the corpora folder.`;
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(`[a2a-crosscheck] SKIPPING: ${message}`);
  return undefined;
}
