import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A fresh folder under the system's temporary folder, removed when the test that asked for it
 * finishes, passed or failed: a suite run many times (CI, the loaded slice, a developer's loop)
 * must not leave a folder of reports behind per run. Call it inside a test.
 */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
