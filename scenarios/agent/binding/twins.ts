import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the binding rules (one interface answering, bindings agreeing). */
export const BINDING_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-BIND-001', fault: 'jsonrpc-answers-html' },
  { rule: 'A2A-BIND-002', fault: 'rest-cancel-unrouted' },
  { rule: 'A2A-BIND-003', fault: 'rest-answers-message' },
  { rule: 'A2A-BIND-004', fault: 'rest-task-not-found-as-unsupported' },
];
