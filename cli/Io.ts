/** A stream the CLI writes to. */
export interface OutStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/**
 * Everything the CLI touches in the outside world besides files, so tests can pass their own.
 * `now` and `waitForShutdown` default to the clock and to SIGINT / SIGTERM.
 */
export interface CliIo {
  stdout: OutStream;
  stderr: OutStream;
  env: Readonly<Record<string, string | undefined>>;
  now?: () => number;
  /** The working directory, where `run` looks for `crosscheck.config.json`. */
  cwd?: () => string;
  /** Resolves when `vendors serve` should stop. */
  waitForShutdown?: () => Promise<void>;
}

/** The real process's streams, environment, clock and signals. */
export function processIo(): Required<CliIo> {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    now: () => Date.now(),
    cwd: () => process.cwd(),
    waitForShutdown: () =>
      new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      }),
  };
}

/** Fills the optional members of `io` from the real process. */
export function completeIo(io: CliIo): Required<CliIo> {
  const real = processIo();
  return {
    ...io,
    now: io.now ?? real.now,
    cwd: io.cwd ?? real.cwd,
    waitForShutdown: io.waitForShutdown ?? real.waitForShutdown,
  };
}
