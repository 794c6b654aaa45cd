import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { type ImplManifest, parseImplManifest } from './ImplManifest.ts';

/** The file that makes a folder of `implementations/` an implementation the harness finds. */
export const MANIFEST_FILE = 'crosscheck-impl.json';
/** Far above any real manifest; read like any file. */
const MAX_MANIFEST_BYTES = 64 * 1024;

/** The repository's `implementations/` folder (the SDK adapters are not part of the package). */
export function defaultImplementationsRoot(): string {
  return fileURLToPath(new URL('../../implementations/', import.meta.url));
}

/**
 * Every implementation under `root` (one folder each, found by its `crosscheck-impl.json`), in
 * folder-name order, so a run's IUTs come in the same order everywhere.
 *
 * @throws CrosscheckError `USAGE` when none is found (the installed package ships none: the SDK
 *   matrix runs from a clone of the repository), or a manifest cannot be read.
 */
export function findImplementations(root: string = defaultImplementationsRoot()): ImplManifest[] {
  const found: ImplManifest[] = [];
  const names = existsSync(root) ? readdirSync(root).sort() : [];
  for (const name of names) {
    const dir = join(root, name);
    const file = join(dir, MANIFEST_FILE);
    if (!statSync(dir).isDirectory() || !existsSync(file)) continue;
    if (statSync(file).size > MAX_MANIFEST_BYTES)
      throw new CrosscheckError(
        'USAGE',
        `Failed to read ${file}: over ${MAX_MANIFEST_BYTES} bytes.`,
      );
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (cause) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to read ${file}: ${cause instanceof Error ? cause.message : String(cause)}. Fix the manifest's JSON.`,
        { cause },
      );
    }
    found.push(parseImplManifest(value, file, dir));
  }
  if (found.length === 0)
    throw new CrosscheckError(
      'USAGE',
      `Failed to find the SDK implementations: no folder of ${root} has a ${MANIFEST_FILE}. The SDK matrix (--iut sdks) runs from a clone of the a2a-crosscheck repository.`,
    );
  const ids = new Set<string>();
  for (const id of found.flatMap((m) => [m.id, ...m.agents.map((a) => a.id)])) {
    if (ids.has(id))
      throw new CrosscheckError(
        'USAGE',
        `Failed to read the implementations: id "${id}" is used twice.`,
      );
    ids.add(id);
  }
  return found;
}
