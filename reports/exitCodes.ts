import type { InterruptSignal } from './InterruptSignal.ts';

/**
 * Exit codes of `a2a-crosscheck`, a public contract for CI scripts.
 *
 * 0: every applicable gating case passes or fails as the baseline expects (gating: MUST; with
 *    `--strict`, SHOULD too; MAY never gates).
 * 1: a regression (a `fail` or `error` case at a gating level that the baseline does not list,
 *    or that it lists with another verdict or code), or a stale baseline entry (its case now
 *    passes, is not applicable, or vanished from a complete run), so the baseline only ratchets;
 *    with `--strict`, also a baseline entry whose reason is still `TODO`.
 * 2: usage error, found before the run starts: a bad command, flag or value, an unreadable or
 *    invalid baseline or report given on the command line, an adapter that cannot be loaded or
 *    whose `hello` is unusable.
 * 3: the harness itself failed (a bug, an invalid report produced by the engine, an I/O error).
 * 4: the environment: what the run needs is not there (an agent that cannot be reached at all,
 *    a dependency that is down), so nothing about the implementation was judged.
 * 129, 130, 143: SIGHUP, SIGINT or SIGTERM stopped the run (128 + the signal number, as shells
 *    report it); the reports of what finished are written and marked `interrupted`.
 */
export const EXIT_CODES = {
  ok: 0,
  regression: 1,
  usage: 2,
  harnessFailure: 3,
  environment: 4,
  hungUp: 129,
  interrupted: 130,
  terminated: 143,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** The exit code of a run each signal stopped. */
export const SIGNAL_EXIT_CODES: Readonly<Record<InterruptSignal, ExitCode>> = {
  SIGHUP: EXIT_CODES.hungUp,
  SIGINT: EXIT_CODES.interrupted,
  SIGTERM: EXIT_CODES.terminated,
};

/** One row of a command's `--help` exit-code table. */
export interface ExitCodeRow {
  code: ExitCode;
  meaning: string;
}

const USAGE_ROW: ExitCodeRow = {
  code: 2,
  meaning: 'usage error, before any work: bad command, flag or value; unreadable input file',
};
const HARNESS_ROW: ExitCodeRow = { code: 3, meaning: 'the harness itself failed (a bug)' };
const ENVIRONMENT_ROW: ExitCodeRow = {
  code: 4,
  meaning: 'the environment: an agent that cannot be reached, a dependency that is down',
};
const SIGNAL_ROW: ExitCodeRow = {
  code: 130,
  meaning: 'stopped by SIGINT (143: SIGTERM, 129: SIGHUP)',
};

/** The table `run` and `merge` print: the gate's codes. */
export const EXIT_CODE_TABLE: readonly ExitCodeRow[] = [
  {
    code: 0,
    meaning:
      'every applicable MUST-level case (with --strict, SHOULD too) passes or fails as the baseline expects',
  },
  {
    code: 1,
    meaning:
      'a regression (a failing case the baseline does not list, or lists with another verdict or code), a stale baseline entry; with --strict, a TODO reason',
  },
  {
    code: 2,
    meaning:
      'usage error: bad command, flag or value; unreadable baseline or report; an adapter that cannot be loaded or whose hello is unusable',
  },
  HARNESS_ROW,
  ENVIRONMENT_ROW,
  {
    code: 130,
    meaning: 'interrupted by SIGINT (143: SIGTERM, 129: SIGHUP); reports of what finished written',
  },
];

/**
 * The exit-code table of a command other than `run` and `merge`: its own rows for what 0 (and 1)
 * mean to it, then the usage, harness and signal rows every command shares, and the environment
 * row when the command reaches an agent (`replay --agent-url`).
 */
export function commandExitCodes(
  own: readonly ExitCodeRow[],
  options: { environment?: boolean; signals?: boolean } = {},
): readonly ExitCodeRow[] {
  return [
    ...own,
    USAGE_ROW,
    HARNESS_ROW,
    ...(options.environment === true ? [ENVIRONMENT_ROW] : []),
    ...(options.signals === false ? [] : [SIGNAL_ROW]),
  ];
}
