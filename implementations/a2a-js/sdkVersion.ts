import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The installed @a2a-js/sdk version ("unknown" if unreadable). The SDK's `exports` map does not
 * expose its package.json, so it is read beside the resolved entry point (`dist/…`).
 */
export function sdkVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@a2a-js/sdk');
    const manifest = JSON.parse(
      readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'),
    ) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
