import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the binding-independent error rules. */
export const ERROR_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-ERR-001', fault: 'error-messages-empty' },
  { rule: 'A2A-ERR-002', fault: 'message-role-unchecked' },
];
