import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The CLI from source through tsx, as `npm run crosscheck` runs it (dist/ is built on prepare).
const BIN = fileURLToPath(new URL('../../../cli/bin.ts', import.meta.url));

/** How a child `a2a-crosscheck` process ended, with what it printed and its peak memory. */
export interface CliExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Peak resident set (VmHWM) last read from /proc before the exit; 0 where /proc is absent. */
  peakRssBytes: number;
  /** Why the guard killed it (`timeout`, `memory`), when it did. */
  killed?: 'timeout' | 'memory';
}

/** Bounds a child is held to: past either, it is killed with SIGKILL and `killed` says why. */
export interface CliGuard {
  timeoutMs: number;
  maxRssBytes: number;
}

/**
 * Runs `node --import tsx cli/bin.ts …args` as a real child process (real signals, real exit codes, its own
 * memory), with `CI=true` so no progress line is drawn. `done` resolves when it exits.
 */
export function spawnCli(
  args: string[],
  guard?: CliGuard,
): { child: ChildProcess; done: Promise<CliExit> } {
  const child = spawn(process.execPath, ['--import', 'tsx', BIN, ...args], {
    env: { ...process.env, CI: 'true', GITHUB_STEP_SUMMARY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let killed: CliExit['killed'];
  const kill = (why: 'timeout' | 'memory'): void => {
    killed ??= why;
    child.kill('SIGKILL');
  };
  const timer = guard && setTimeout(() => kill('timeout'), guard.timeoutMs);
  let stdout = '';
  let stderr = '';
  let peak = 0;
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const poll = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'latin1');
      const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb * 1024);
      if (guard && peak > guard.maxRssBytes) kill('memory');
    } catch {
      // exited, or no /proc
    }
  }, 50);
  const done = new Promise<CliExit>((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, peakRssBytes: peak, ...(killed && { killed }) });
    });
  });
  return { child, done };
}
