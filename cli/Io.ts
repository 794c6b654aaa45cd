/** A stream the CLI writes to. */
export interface OutStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

import type { InterruptSignal } from '../reports/index.ts';

export type { InterruptSignal };

/**
 * Everything the CLI touches in the outside world besides files, so tests can pass their own.
 * `now`, `waitForShutdown` and `onInterrupt` default to the clock and to SIGINT / SIGTERM.
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
  /**
   * Calls `handler` on the first SIGINT or SIGTERM while it is registered; returns the function
   * that unregisters it. (Real process: a second signal exits at once, see `trapInterrupts`.)
   */
  onInterrupt?: (handler: (signal: InterruptSignal) => void) => () => void;
}

const SIGNAL_EXIT: Record<InterruptSignal, number> = { SIGINT: 130, SIGTERM: 143 };
const handlers: ((signal: InterruptSignal) => void)[] = [];
let trapped = false;
let signalsSeen = 0;

/**
 * Installs the process's SIGINT and SIGTERM handling, once. The first signal goes to the most
 * recently registered `onInterrupt` handler (a run stops its adapters and writes what finished);
 * with none registered, or on a second signal, the process exits at once with 130 or 143
 * through `process.exit`, so that `exit` hooks still run: adapters live in process groups of
 * their own, out of reach of the terminal's Ctrl-C, and only those hooks stop them. (A signal
 * nobody handles kills Node without running any hook.)
 */
export function trapInterrupts(): void {
  if (trapped) return;
  trapped = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      signalsSeen += 1;
      const handler = handlers.at(-1);
      if (handler !== undefined && signalsSeen === 1) handler(signal);
      else process.exit(SIGNAL_EXIT[signal]);
    });
  }
}

function onProcessInterrupt(handler: (signal: InterruptSignal) => void): () => void {
  trapInterrupts();
  handlers.push(handler);
  return () => {
    const i = handlers.lastIndexOf(handler);
    if (i >= 0) handlers.splice(i, 1);
  };
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
        const off = onProcessInterrupt(() => {
          off();
          resolve();
        });
      }),
    onInterrupt: onProcessInterrupt,
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
    onInterrupt: io.onInterrupt ?? real.onInterrupt,
  };
}
