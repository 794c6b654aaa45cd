import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the streaming and subscription rules. */
export const STREAM_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-STREAM-001', fault: 'stream-event-sets-two-members' },
  { rule: 'A2A-STREAM-001', fault: 'stream-payload-prefixed' },
  { rule: 'A2A-STREAM-002', fault: 'stream-opens-without-task' },
  { rule: 'A2A-STREAM-003', fault: 'stream-first-chunk-appends' },
  { rule: 'A2A-DM-009', fault: 'stream-updates-without-context-id' },
  { rule: 'A2A-DM-009', fault: 'stream-updates-wrong-context-id' },
  { rule: 'A2A-STREAM-004', fault: 'subscribe-opens-without-task' },
  // Seen only by the task model, which knows the task's context.
  { rule: 'A2A-STREAM-004', fault: 'subscribe-opens-with-other-context' },
  { rule: 'A2A-STREAM-005', fault: 'subscribe-terminal-task-served' },
  { rule: 'A2A-STREAM-006', fault: 'subscribe-unknown-task-invalid-params' },
  { rule: 'A2A-STREAM-007', fault: 'subscriptions-diverge' },
  { rule: 'A2A-STREAM-008', fault: 'stream-last-chunk-never-set' },
];
