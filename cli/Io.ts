/** A stream the CLI writes to. */
export interface OutStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

import { INTERRUPT_SIGNALS, SIGNAL_EXIT_CODES, type InterruptSignal } from '../reports/index.ts';

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

const handlers: ((signal: InterruptSignal) => void)[] = [];
let trapped = false;
let firstSignalAt: number | undefined;
/**
 * A SIGINT this soon after the first signal is the same request delivered twice, not a person
 * pressing Ctrl-C again, which takes longer.
 */
const REPEAT_WINDOW_MS = 250;

/**
 * Whether `signal`, arriving after the first, asks to quit at once. SIGTERM and SIGHUP come from
 * machines (a process manager signalling the process and then its group, a supervisor and `kill`
 * at once), which escalate with SIGKILL when they mean it: a repeat is the same request, and
 * quitting on it lost every report (issue 38: a second SIGTERM 50 ms after the first). A second
 * SIGINT is a person asking again, unless it comes within the repeat window.
 */
function quitsAtOnce(signal: InterruptSignal, sinceFirstMs: number): boolean {
  return signal === 'SIGINT' && sinceFirstMs > REPEAT_WINDOW_MS;
}

/**
 * Installs the process's SIGINT, SIGTERM and SIGHUP handling, once. The first signal goes to the
 * most recently registered `onInterrupt` handler (a run stops its adapters and writes what
 * finished); with none registered, or on a SIGINT more than 250 ms after the first signal (a
 * repeated SIGTERM or SIGHUP, or a SIGINT sooner, is the same request again, and ignored), the
 * process exits at once with 130, 143 or 129 through `process.exit`, so that `exit` hooks still run: adapters live in process groups of
 * their own, out of reach of the terminal's Ctrl-C, and only those hooks stop them. (A signal
 * nobody handles kills Node without running any hook.)
 */
export function trapInterrupts(): void {
  if (trapped) return;
  trapped = true;
  for (const signal of INTERRUPT_SIGNALS) {
    process.on(signal, () => {
      const handler = handlers.at(-1);
      const now = performance.now();
      if (firstSignalAt === undefined && handler !== undefined) {
        firstSignalAt = now;
        handler(signal);
      } else if (firstSignalAt === undefined || quitsAtOnce(signal, now - firstSignalAt)) {
        process.exit(SIGNAL_EXIT_CODES[signal]);
      }
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

let outputGuarded = false;

/**
 * Makes a failing write to stdout or stderr end that stream's output, not the process: a reader
 * that left (`| head -c0`: EPIPE) or a full device (ENOSPC) made Node throw the stream's
 * `error` event after the reports were written, and the process exited 1 whatever
 * `report.gate.exitCode` said. What is lost is that stream's text, which the reports repeat; the
 * exit code stays the run's. A failure other than a reader leaving is said once on the other
 * stream, if it still takes text.
 */
function guardOutput(): void {
  if (outputGuarded) return;
  outputGuarded = true;
  const streams = [
    { name: 'stdout', stream: process.stdout, other: process.stderr },
    { name: 'stderr', stream: process.stderr, other: process.stdout },
  ];
  for (const { name, stream, other } of streams) {
    let told = false;
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (told || error.code === 'EPIPE' || other.destroyed) return;
      told = true;
      other.write(
        `a2a-crosscheck: Failed to write to ${name}: ${error.code ?? error.message}, so its output ends here. Read the report files, or send ${name} where there is room.\n`,
      );
    });
  }
}

/** The real process's streams, environment, clock and signals. */
export function processIo(): Required<CliIo> {
  guardOutput();
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
