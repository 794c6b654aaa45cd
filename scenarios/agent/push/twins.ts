import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the push-notification rules. */
export const PUSH_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-PUSH-001', fault: 'push-create-without-id' },
  // A config for a task that does not exist: only the task model asks for one.
  { rule: 'A2A-PUSH-001', fault: 'push-create-unknown-task-invalid-params' },
  { rule: 'A2A-PUSH-002', fault: 'push-get-any-config' },
  { rule: 'A2A-PUSH-003', fault: 'push-list-first-only' },
  // Content, not ids: every config stored under its task id, the client's id ignored, lists one
  // config under the id each create answered, so only the URLs show the configs it lost.
  { rule: 'A2A-PUSH-003', fault: 'push-client-config-id-replaced-by-task-id' },
  // Seen only with two configs created at once: each writes back the task's configs as it read
  // them, so the later write drops the other, though each create answered its own id.
  { rule: 'A2A-PUSH-003', fault: 'push-configs-written-back-after-check' },
  { rule: 'A2A-PUSH-004', fault: 'push-delete-not-idempotent' },
  { rule: 'A2A-PUSH-005', fault: 'push-skips-terminal-update' },
  // Seen only with a second task in the context of a configured one: that task has no config,
  // and its updates reach the first task's webhook.
  { rule: 'A2A-PUSH-005', fault: 'push-routed-by-context' },
  { rule: 'A2A-PUSH-006', fault: 'push-without-authorization' },
];
