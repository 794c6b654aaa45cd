import { createHash } from 'node:crypto';

/** Longest name `fileSafeName` returns, before an extension: far below any file system's 255. */
const MAX_NAME = 96;

/**
 * `text` as a file-name stem: lower-case letters, digits and single hyphens, never empty, at
 * most 96 characters. A longer name is cut and keeps a short hash of the whole text, so two long
 * names that share a beginning still differ. Identity strings come from adapters and agents (a
 * `hello` name, a version): unbounded text must never reach the file system as a name.
 */
export function fileSafeName(text: string): string {
  const kebab = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const stem = kebab === '' ? 'unnamed' : kebab;
  if (stem.length <= MAX_NAME) return stem;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return `${stem.slice(0, MAX_NAME - 9).replace(/-+$/, '')}-${hash}`;
}
