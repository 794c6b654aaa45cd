import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngine } from '../engine/root/defaultEngine.ts';
import { testIo } from './_fixtures/testIo.ts';
import { main } from './main.ts';

/** A stdio adapter that dies in hello with a stack on stderr, as a Python one with a traceback. */
const CRASHING = `node -e "process.stdin.once('data', () => { console.error('Traceback (most recent call last):\\\\n  File adapter.py, line 3, in hello\\\\nRuntimeError: boom in hello'); process.exit(1); })"`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xc-adapter-stderr-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('an adapter that crashes in hello', () => {
  it('is refused with its own words: the stderr tail, line by line, never one line of \\\\x0a', async () => {
    const t = testIo();
    const code = await main(
      ['run', '--iut-cmd', CRASHING, '--rule', 'XV-NEG-001', '--out', join(dir, 'r')],
      t.io,
      defaultEngine,
    );
    expect(code).toBe(2);
    const lines = t.stderr().split('\n');
    expect(lines[0]).toMatch(
      /^a2a-crosscheck: Failed to start the adapter .*: its hello failed \(IUT_CRASHED\): .*the process exited \(exit code 1\)\. See the adapter stderr below/,
    );
    expect(lines.slice(1).filter((l) => !l.includes('[crosscheck] starting'))).toEqual([
      '  adapter stderr (tail):',
      '  | Traceback (most recent call last):',
      '  |   File adapter.py, line 3, in hello',
      '  | RuntimeError: boom in hello',
      '',
    ]);
    expect(t.stderr()).not.toContain('\\x0a');
  });
});
