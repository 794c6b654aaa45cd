import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the HTTP+JSON binding's rules. */
export const HTTP_JSON_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-REST-001', fault: 'rest-list-tasks-unrouted' },
  { rule: 'A2A-REST-002', fault: 'rest-answers-text-plain' },
  { rule: 'A2A-REST-003', fault: 'rest-query-parameters-ignored' },
  { rule: 'A2A-REST-004', fault: 'rest-error-code-not-status' },
  { rule: 'A2A-REST-005', fault: 'rest-errors-without-error-info' },
  { rule: 'A2A-REST-006', fault: 'rest-task-not-found-as-400' },
];
