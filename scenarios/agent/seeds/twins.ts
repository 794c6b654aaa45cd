import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the seeds' agent rules. */
export const SEED_TWINS: readonly AgentTwin[] = [
  { rule: 'XV-WIRE-001', fault: 'stall-on-undeclared-extension' },
  // Seen only with the undeclared URI beside an optional declared one: on a card whose extension
  // is required every activation carries a declared URI, on this one only the probe's.
  {
    rule: 'XV-WIRE-001',
    fault: 'undeclared-extension-beside-declared-dropped',
    base: 'optional-extension',
  },
  // Seen only on a message continuing a task that waits for input: first messages are served.
  { rule: 'XV-WIRE-001', fault: 'undeclared-extension-on-follow-up-dropped' },
  { rule: 'A2A-STR-001', fault: 'last-chunk-only-store' },
];
