/**
 * Exit codes of `a2a-crosscheck`, a public contract for CI scripts.
 *
 * 0: every applicable gating result passes or is baselined (gating: MUST; with `--strict`,
 *    SHOULD too; MAY never gates).
 * 1: a regression (a `fail` or `error` verdict on a gating, non-baselined result: an error is
 *    not a pass), or a stale baseline entry (its result now passes, is not applicable, or
 *    vanished from a complete run), so the baseline only ratchets.
 * 2: usage error: bad command, flag or value, or an unreadable or invalid baseline or report given
 *    on the command line.
 * 3: the harness itself failed (a bug, an invalid report produced by the engine, an I/O error).
 * 130, 143: SIGINT or SIGTERM stopped the run (128 + the signal number, as shells report it);
 *    the reports of what finished are written and marked `interrupted`.
 */
export const EXIT_CODES = {
  ok: 0,
  regression: 1,
  usage: 2,
  harnessFailure: 3,
  interrupted: 130,
  terminated: 143,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** The table the CLI's `--help` prints. */
export const EXIT_CODE_TABLE: readonly { code: ExitCode; meaning: string }[] = [
  {
    code: 0,
    meaning:
      'every applicable MUST-level result (with --strict, SHOULD too) passes or is baselined',
  },
  { code: 1, meaning: 'a regression (fail or error, not baselined) or a stale baseline entry' },
  { code: 2, meaning: 'usage error: bad command, flag or value; unreadable baseline or report' },
  { code: 3, meaning: 'the harness itself failed' },
  { code: 130, meaning: 'interrupted by SIGINT (143: SIGTERM); reports of what finished written' },
];
