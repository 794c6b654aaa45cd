import { readFileSync } from 'node:fs';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';

/**
 * The fewest files a command that loads the engine needs to be able to open at once: the
 * harness's modules while they load, the loopback servers' and the agents' sockets, the stdio
 * adapters' pipes, the worker threads and the report files. The main job's process held up to
 * 407 at once (sampled every 50 ms); at 256 it ran, but 377 of its cases were `error`
 * NET_UNREACHABLE (`connect EMFILE`) and an SDK agent "failed to load", and at 80 the engine
 * itself did not load (exit 3). 1024 is Linux's default soft limit.
 */
export const MIN_OPEN_FILES = 1024;

/**
 * The soft limit on open files (`ulimit -n`) read from `/proc/self/limits`; `undefined` where
 * there is none (not Linux) or it says `unlimited`. Node has no `getrlimit`.
 */
export function openFileLimit(limits: () => string = readProcLimits): number | undefined {
  let text: string;
  try {
    text = limits();
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\S+)/m.exec(text)?.[1];
  return soft === undefined || !/^\d+$/.test(soft) ? undefined : Number(soft);
}

function readProcLimits(): string {
  return readFileSync('/proc/self/limits', 'latin1');
}

/**
 * Refuses to start a command that loads the engine when the process may open fewer than
 * {@link MIN_OPEN_FILES} files: the run would fail part way with errors about something else. It
 * is this machine's setup, not the harness and not an IUT: `ENV_SETUP_FAILED`, exit 4.
 *
 * @throws CrosscheckError `ENV_SETUP_FAILED`.
 */
export function checkOpenFileLimit(command: string, limit = openFileLimit()): void {
  if (limit === undefined || limit >= MIN_OPEN_FILES) return;
  throw new CrosscheckError(
    'ENV_SETUP_FAILED',
    `Failed to start '${command}': this process may open at most ${limit} files at once (ulimit -n), fewer than the ${MIN_OPEN_FILES} a run needs (its modules, sockets, pipes and reports). Raise the limit (ulimit -n ${MIN_OPEN_FILES} or more) and run again.`,
  );
}

/**
 * `error` as the typed refusal above when what it holds (its `cause`s, 4 deep) is the system
 * refusing to open one more file (`EMFILE`, or `ENFILE` for the whole machine): where the limit
 * cannot be read beforehand, a command that met it says so instead of "the harness failed".
 */
export function openFileLimitError(error: unknown, command: string): CrosscheckError | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'EMFILE' || code === 'ENFILE')
      return new CrosscheckError(
        'ENV_SETUP_FAILED',
        `Failed to run '${command}': the system refused to open one more file (${code}: ${code === 'EMFILE' ? 'this process is at its ulimit -n' : 'the machine is at its limit'}). Raise the limit (ulimit -n ${MIN_OPEN_FILES} or more) and run again.`,
        { cause: error },
      );
    e = e.cause;
  }
  return undefined;
}
