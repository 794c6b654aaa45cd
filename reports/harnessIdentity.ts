import { existsSync, readFileSync } from 'node:fs';

let cached: { name: string; version: string } | undefined;

/**
 * This harness's package.json: beside the top folders in the repository (`../package.json` from
 * here), one level further up in the installed package (`dist/reports/` → `../../package.json`).
 */
function manifestUrl(): URL {
  const near = new URL('../package.json', import.meta.url);
  return existsSync(near) ? near : new URL('../../package.json', import.meta.url);
}

/** Name and version of this harness, read once from its package.json. */
export function harnessIdentity(): { name: string; version: string } {
  if (!cached) {
    const pkg = JSON.parse(readFileSync(manifestUrl(), 'utf8')) as {
      name: string;
      version: string;
    };
    cached = { name: pkg.name, version: pkg.version };
  }
  return { ...cached };
}
