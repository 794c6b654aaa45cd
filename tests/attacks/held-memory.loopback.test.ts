import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A hostile peer must not exhaust the harness's memory: it is bounded by what a peer's bytes parse into, not only by the bytes.
 * Each attack runs in a child process (its own heap, its peak read from /proc) on loopback:
 * 600 webhook bodies of 256 KiB of `{}` objects, and 30 JSON-RPC answers of 1 MiB of `{}`
 * objects, everything the harness keeps of them held to the end. On main they peaked at 2.9 GB
 * and 861 MB; the guard kills a child past 500 MB or 60 s, which fails the test.
 */
const SCRIPT = fileURLToPath(new URL('./_fixtures/heldMemory.ts', import.meta.url));
const MAX_RSS = 500 * 1024 * 1024;

function measure(
  mode: string,
  count: number,
): Promise<{ held: number; peak: number; killed?: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, mode, String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let killed: string | undefined;
  let peak = 0;
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const kill = (why: string) => {
    killed ??= why;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => kill('timeout'), 60_000);
  const poll = setInterval(() => {
    try {
      const kb = Number(
        /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'latin1'))?.[1] ?? 0,
      );
      peak = Math.max(peak, kb * 1024);
      if (peak > MAX_RSS) kill('memory');
    } catch {
      // exited
    }
  }, 50);
  return new Promise((resolve) => {
    child.on('close', () => {
      clearTimeout(timer);
      clearInterval(poll);
      const [held = '0', reported = '0'] = out.trim().split('\n');
      resolve({
        held: Number(held),
        peak: Math.max(peak, Number(reported)),
        ...(killed !== undefined && { killed }),
      });
    });
  });
}

describe('memory held from hostile peers', () => {
  it('600 webhook bodies of tiny objects: every delivery counted, peak RSS under 500 MB', async () => {
    const run = await measure('webhook', 600);

    expect(run.killed).toBeUndefined();
    expect(run.held).toBe(500); // the receiver's delivery cap
    expect(run.peak).toBeLessThan(MAX_RSS);
  });

  it('30 answers of 1 MiB of tiny objects: every answer held, peak RSS under 500 MB', async () => {
    const run = await measure('answers', 30);

    expect(run.killed).toBeUndefined();
    expect(run.held).toBe(30);
    expect(run.peak).toBeLessThan(MAX_RSS);
  });
});
