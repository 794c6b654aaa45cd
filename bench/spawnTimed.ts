import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/..), where every command of the benchmarks runs. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface TimedRun {
  command: string;
  exitCode: number | null;
  signal: string | null;
  wallMs: number;
  stdout: string;
  /** The last 4 kB of stderr, for a failure message. */
  stderrTail: string;
}

/**
 * Runs `command` (through the shell, from the repository root) and measures its wall time from
 * spawn to exit. Output is captured, not shown; `timeoutMs` kills a run that hangs.
 */
export function spawnTimed(command: string, options: { timeoutMs: number; env?: NodeJS.ProcessEnv }): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, cwd: REPO_ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => {
      err = (err + c.toString('utf8')).slice(-4096);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ command, exitCode: code, signal, wallMs: performance.now() - started, stdout: Buffer.concat(out).toString('utf8'), stderrTail: err });
    });
  });
}

/** The last line of a child's stdout parsed as JSON (children print exactly one result line). */
export function lastJsonLine<T>(run: TimedRun): T {
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new Error(`Failed to read the result of \`${run.command}\` (exit ${String(run.exitCode)}): no JSON line on stdout. Its stderr ends: ${run.stderrTail.slice(-800)}`);
  }
}
