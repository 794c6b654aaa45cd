/**
 * Largest size of each file the harness reads from the user, in bytes. Each is two orders of
 * magnitude above what the harness itself writes or ships (the main job's `report.json` is about
 * 9 MB, its baseline files a few KiB, a saved regression case under 10 KiB), and low enough that
 * holding the parsed value stays far below the memory a CI runner has.
 */
export const USER_FILE_LIMITS = {
  config: 1024 * 1024,
  jwks: 256 * 1024,
  baseline: 16 * 1024 * 1024,
  report: 64 * 1024 * 1024,
  regression: 1024 * 1024,
  manifest: 1024 * 1024,
} as const;

/**
 * Largest regressions folder a run loads: every file becomes a case judged against every IUT and
 * kept in the report, so the folder's size is the run's memory (20,000 files took 1.6 GB and
 * overflowed the Markdown report's renderer). A saved case is under 10 KiB and a project keeps a
 * few dozen; the bounds are two orders of magnitude above that and keep a run's memory near the
 * main job's. Counted before any file is read, summed while they are.
 */
export const REGRESSION_DIR_LIMITS = {
  files: 1_000,
  bytes: 32 * 1024 * 1024,
} as const;
