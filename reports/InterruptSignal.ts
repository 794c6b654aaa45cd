/**
 * The signals that interrupt a run; each has its own exit code (`SIGNAL_EXIT_CODES`). SIGHUP (a
 * closed terminal, an ended SSH session) stops a run as SIGTERM does (issue 38: it killed the
 * run without a report).
 */
export type InterruptSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';

/** Every {@link InterruptSignal}, in the order they are trapped. */
export const INTERRUPT_SIGNALS: readonly InterruptSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
