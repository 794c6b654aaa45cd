import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { readUserFile, type UserFileSpec } from './readUserFile.ts';

const dir = mkdtempSync(join(tmpdir(), 'read-user-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const spec: UserFileSpec = { what: 'thing', code: 'USAGE', maxBytes: 1024, fix: 'Fix it.' };

function refusal(path: string, s: UserFileSpec = spec): { message: string; ms: number } {
  const start = performance.now();
  try {
    readUserFile(path, s);
  } catch (e) {
    if (!(e instanceof CrosscheckError)) throw e;
    expect(e.code).toBe(s.code);
    return { message: e.message, ms: performance.now() - start };
  }
  throw new Error(`expected ${path} to be refused`);
}

describe('readUserFile', () => {
  it('reads a regular file, through a link too', () => {
    writeFileSync(join(dir, 'ok.json'), '{"a":1}');
    symlinkSync(join(dir, 'ok.json'), join(dir, 'ok-link.json'));
    expect(readUserFile(join(dir, 'ok.json'), spec).toString()).toBe('{"a":1}');
    expect(readUserFile(join(dir, 'ok-link.json'), spec).toString()).toBe('{"a":1}');
  });

  it('refuses a FIFO at once, without waiting for a writer', () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const { message, ms } = refusal(fifo);
    expect(message).toBe(
      `Failed to read the thing '${fifo}': it is a FIFO (named pipe), not a regular file. Fix it.`,
    );
    expect(ms).toBeLessThan(1000);
  });

  it('refuses /dev/zero and a link to it at once, reading nothing', () => {
    const link = join(dir, 'zero.json');
    symlinkSync('/dev/zero', link);
    expect(refusal('/dev/zero').message).toBe(
      "Failed to read the thing '/dev/zero': it is a character device, not a regular file. Fix it.",
    );
    const { message, ms } = refusal(link);
    expect(message).toBe(
      `Failed to read the thing '${link}' (a link to '/dev/zero'): it is a character device, not a regular file. Fix it.`,
    );
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a directory, a missing file and a link loop with their reason', () => {
    mkdirSync(join(dir, 'sub'));
    symlinkSync(join(dir, 'loop-b'), join(dir, 'loop-a'));
    symlinkSync(join(dir, 'loop-a'), join(dir, 'loop-b'));
    expect(refusal(join(dir, 'sub')).message).toMatch(/: it is a directory, not a regular file\./);
    expect(refusal(join(dir, 'nothing')).message).toMatch(/: there is no such file\. Fix it\.$/);
    expect(refusal(join(dir, 'loop-a')).message).toMatch(/: its links form a loop\./);
  });

  it('refuses a file over the limit, stating the limit', () => {
    writeFileSync(join(dir, 'big.json'), 'x'.repeat(1025));
    expect(refusal(join(dir, 'big.json')).message).toBe(
      `Failed to read the thing '${join(dir, 'big.json')}': it has 1025 bytes, over the 1024-byte limit. Fix it.`,
    );
  });

  it('gives up past its deadline', () => {
    writeFileSync(join(dir, 'slow.json'), 'y'.repeat(3 * 1024 * 1024));
    expect(
      refusal(join(dir, 'slow.json'), { ...spec, maxBytes: 4 * 1024 * 1024, deadlineMs: 0 })
        .message,
    ).toMatch(/: reading it took longer than 0 ms\./);
  });
});
