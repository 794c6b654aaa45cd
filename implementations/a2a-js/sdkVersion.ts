import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The installed version of @a2a-js/sdk (or of the package installed as `name`, e.g. the 0.3
 * line's `@a2a-js/sdk-03`), "unknown" if unreadable. The SDK's `exports` map does not expose its
 * package.json, so it is read beside the resolved entry point (`dist/…`).
 */
export function sdkVersion(name = '@a2a-js/sdk'): string {
  try {
    const entry = createRequire(import.meta.url).resolve(name);
    const manifest = JSON.parse(
      readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'),
    ) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
