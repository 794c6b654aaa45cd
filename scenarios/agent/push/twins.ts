import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the push-notification rules. */
export const PUSH_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-PUSH-001', fault: 'push-create-without-id' },
  // A config for a task that does not exist: only the task model asks for one.
  { rule: 'A2A-PUSH-001', fault: 'push-create-unknown-task-invalid-params' },
  { rule: 'A2A-PUSH-002', fault: 'push-get-any-config' },
  { rule: 'A2A-PUSH-003', fault: 'push-list-first-only' },
  // Content, not ids: a listing of one config must not pass for two (a2a-python 1.3.0 does this).
  { rule: 'A2A-PUSH-003', fault: 'push-config-id-from-task' },
  // Seen only with two configs created at once: both read the same count, the second replaces the first.
  { rule: 'A2A-PUSH-003', fault: 'push-config-ids-counted-before-check' },
  { rule: 'A2A-PUSH-004', fault: 'push-delete-not-idempotent' },
  { rule: 'A2A-PUSH-005', fault: 'push-skips-terminal-update' },
  { rule: 'A2A-PUSH-006', fault: 'push-without-authorization' },
];
