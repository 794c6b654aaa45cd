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

function refusal(path: string, s: UserFileSpec = spec): string {
  try {
    readUserFile(path, s);
  } catch (e) {
    if (!(e instanceof CrosscheckError)) throw e;
    expect(e.code).toBe(s.code);
    return e.message;
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
    // readUserFile is synchronous: had it opened the FIFO, this line would wait for a writer
    // for ever (the hang guard would end the test), so a refusal at all is the proof.
    const message = refusal(fifo);
    expect(message).toBe(
      `Failed to read the thing '${fifo}': it is a FIFO (named pipe), not a regular file. Fix it.`,
    );
  });

  it('refuses /dev/zero and a link to it at once, reading nothing', () => {
    const link = join(dir, 'zero.json');
    symlinkSync('/dev/zero', link);
    expect(refusal('/dev/zero')).toBe(
      "Failed to read the thing '/dev/zero': it is a character device, not a regular file. Fix it.",
    );
    // Reading /dev/zero never ends or ends at the size cap (another message): the device named
    // in the refusal is the proof nothing was read.
    expect(refusal(link)).toBe(
      `Failed to read the thing '${link}' (a link to '/dev/zero'): it is a character device, not a regular file. Fix it.`,
    );
  });

  it('refuses a directory, a missing file and a link loop with their reason', () => {
    mkdirSync(join(dir, 'sub'));
    symlinkSync(join(dir, 'loop-b'), join(dir, 'loop-a'));
    symlinkSync(join(dir, 'loop-a'), join(dir, 'loop-b'));
    expect(refusal(join(dir, 'sub'))).toMatch(/: it is a directory, not a regular file\./);
    expect(refusal(join(dir, 'nothing'))).toMatch(/: there is no such file\. Fix it\.$/);
    expect(refusal(join(dir, 'loop-a'))).toMatch(/: its links form a loop\./);
  });

  it('refuses a file over the limit, stating the limit', () => {
    writeFileSync(join(dir, 'big.json'), 'x'.repeat(1025));
    expect(refusal(join(dir, 'big.json'))).toBe(
      `Failed to read the thing '${join(dir, 'big.json')}': it has 1025 bytes, over the 1024-byte limit. Fix it.`,
    );
  });

  it('gives up past its deadline', () => {
    writeFileSync(join(dir, 'slow.json'), 'y'.repeat(3 * 1024 * 1024));
    expect(
      refusal(join(dir, 'slow.json'), { ...spec, maxBytes: 4 * 1024 * 1024, deadlineMs: 0 }),
    ).toMatch(/: reading it took longer than 0 ms\./);
  });
});
