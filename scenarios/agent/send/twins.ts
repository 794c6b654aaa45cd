import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the SendMessage and execution-mode rules. */
export const SEND_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-SEND-001', fault: 'send-answers-task-and-message' },
  { rule: 'A2A-SEND-002', fault: 'message-to-terminal-task-accepted' },
  { rule: 'A2A-SEND-003', fault: 'unknown-task-id-adopted' },
  { rule: 'A2A-SEND-004', fault: 'accept-any-media-type', base: 'enforcing-modes' },
  // One media type, two decisions: seen only when the same skill-only type goes by two paths.
  { rule: 'A2A-SEND-004', fault: 'skill-modes-blocking-only', base: 'enforcing-modes' },
  { rule: 'A2A-EXEC-001', fault: 'blocking-send-answers-early' },
  // Seen only with a task stopped for input: every other task reaches a terminal state.
  { rule: 'A2A-EXEC-001', fault: 'blocking-waits-past-input-required' },
  { rule: 'A2A-EXEC-002', fault: 'non-blocking-send-waits' },
];
