import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REGRESSION_DIR_LIMITS } from './limits.ts';
import { readRegressionDir } from './readRegressionDir.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A regressions folder of `count` files of `size` bytes each. */
function folder(count: number, size = 2): string {
  const dir = mkdtempSync(join(tmpdir(), 'a2a-crosscheck-regressions-'));
  dirs.push(dir);
  const body = `"${'x'.repeat(Math.max(0, size - 2))}"`;
  for (let i = 0; i < count; i++)
    writeFileSync(join(dir, `r${String(i).padStart(5, '0')}.json`), body);
  return dir;
}

describe('readRegressionDir bounds the folder a run loads', () => {
  it(`reads ${REGRESSION_DIR_LIMITS.files} files, the bound`, () => {
    const dir = folder(REGRESSION_DIR_LIMITS.files);

    expect(readRegressionDir(dir)).toHaveLength(REGRESSION_DIR_LIMITS.files);
  });

  it('refuses one file more before reading any, with one line naming the fix', () => {
    const dir = folder(REGRESSION_DIR_LIMITS.files + 1);

    expect(() => readRegressionDir(dir)).toThrow(
      expect.objectContaining({
        code: 'USAGE',
        message: `Failed to load regression cases: ${dir} holds 1001 regression files, more than the 1000 a run loads (each is a case against every IUT). Keep the cases that still matter, or split them across folders run one at a time.`,
      }),
    );
  });

  it('refuses files that hold more than the byte bound together', () => {
    const size = 1024 * 1024;
    const dir = folder(REGRESSION_DIR_LIMITS.bytes / size + 1, size);

    expect(() => readRegressionDir(dir)).toThrow(
      expect.objectContaining({
        code: 'USAGE',
        message: `Failed to load regression cases: the files of ${dir} hold more than 32 MiB together (past r00032.json), more than a run loads. Keep the cases that still matter, or split them across folders run one at a time.`,
      }),
    );
  });
});
