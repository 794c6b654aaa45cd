import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the seeds' agent rules. */
export const SEED_TWINS: readonly AgentTwin[] = [
  { rule: 'XV-WIRE-001', fault: 'stall-on-undeclared-extension' },
  { rule: 'A2A-STR-001', fault: 'last-chunk-only-store' },
];
