/** The signals that interrupt a run; each has its own exit code (`EXIT_CODES`). */
export type InterruptSignal = 'SIGINT' | 'SIGTERM';
