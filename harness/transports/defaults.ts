/** Deadline for one contract call into an IUT, in milliseconds. */
export const DEFAULT_CALL_DEADLINE_MS = 5_000;
/** Deadline for a child-process IUT to start and answer `hello`. */
export const DEFAULT_STARTUP_DEADLINE_MS = 10_000;
/** Longest line a child-process IUT may write on stdout (one JSON-RPC message), in bytes. */
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;
/** How much of a child-process IUT's stderr is kept (the most recent bytes), in bytes. */
export const DEFAULT_STDERR_TAIL_BYTES = 64 * 1024;
/** Time between SIGTERM and SIGKILL when a child-process IUT is stopped. */
export const DEFAULT_KILL_GRACE_MS = 2_000;
/** Consecutive failed starts after which a child-process IUT is no longer restarted. */
export const DEFAULT_MAX_START_ATTEMPTS = 3;
/** Characters of the stderr tail quoted in an error message (the full tail is on the error). */
export const STDERR_IN_MESSAGE_CHARS = 2_000;
