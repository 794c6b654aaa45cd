import { spawn } from 'node:child_process';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { ProcessGroup } from '../../harness/transports/index.ts';

/** Most output kept of a set-up command, for the message when it fails. */
const TAIL_BYTES = 16 * 1024;
/** SIGTERM → SIGKILL grace for a command past its deadline. */
const GRACE_MS = 2_000;

/**
 * Runs a set-up command (an SDK's install or test script) through the shell in `dir`, in a
 * process group of its own, and resolves when it exits 0. Anything else (a non-zero exit, a
 * signal, no exit within `deadlineMs`, a command that cannot start) is `ENV_SETUP_FAILED`, whose
 * message names the command, the folder and the last lines it printed: what is missing is the
 * environment's, never a verdict on the SDK.
 */
export async function runCommandIn(
  command: string,
  dir: string,
  deadlineMs: number,
  what: string,
): Promise<void> {
  const child = spawn(command, {
    cwd: dir,
    shell: '/bin/bash',
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const group = child.pid === undefined ? undefined : new ProcessGroup(child.pid, GRACE_MS);
  let tail = Buffer.alloc(0);
  const keep = (chunk: Buffer): void => {
    tail = Buffer.concat([tail, chunk]);
    if (tail.length > TAIL_BYTES) tail = tail.subarray(tail.length - TAIL_BYTES);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void group?.terminate();
  }, deadlineMs);
  const ended = await new Promise<{ code: number | null; signal: string | null; error?: Error }>(
    (resolve) => {
      child.once('error', (error) => resolve({ code: null, signal: null, error }));
      child.once('close', (code, signal) => resolve({ code, signal }));
    },
  ).finally(() => clearTimeout(timer));
  await group?.terminate();
  if (!timedOut && ended.error === undefined && ended.code === 0) return;
  const why = timedOut
    ? `it did not finish within ${Math.round(deadlineMs / 1000)} s`
    : ended.error !== undefined
      ? `it could not start (${ended.error.message})`
      : ended.signal !== null
        ? `it was ended by ${ended.signal}`
        : `it exited ${ended.code}`;
  const printed = tail.toString('utf8').trimEnd();
  throw new CrosscheckError(
    'ENV_SETUP_FAILED',
    `Failed to ${what}: \`${command}\` in ${dir}: ${why}. Run it there by hand to see why; the registries it needs must be reachable.${printed === '' ? '' : `\nIts last output:\n${printed}`}`,
  );
}
