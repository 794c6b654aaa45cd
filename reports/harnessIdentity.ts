import { readFileSync } from 'node:fs';

let cached: { name: string; version: string } | undefined;

/** Name and version of this harness, read once from its package.json. */
export function harnessIdentity(): { name: string; version: string } {
  if (!cached) {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      name: string;
      version: string;
    };
    cached = { name: pkg.name, version: pkg.version };
  }
  return { ...cached };
}
