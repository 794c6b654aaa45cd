/** Deadline for one contract call into an IUT, in milliseconds. */
export const DEFAULT_CALL_DEADLINE_MS = 5_000;
/** Deadline for a child-process IUT to start and answer `hello`. */
export const DEFAULT_STARTUP_DEADLINE_MS = 10_000;
