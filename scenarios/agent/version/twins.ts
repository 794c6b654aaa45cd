import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the versioning and service-parameter rules. */
export const VERSION_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-VER-001', fault: 'any-version-served' },
  { rule: 'A2A-VER-002', fault: 'accept-missing-version' },
  { rule: 'A2A-VER-003', fault: 'declared-version-refused' },
  // Seen only with an A2A-Version query parameter beside the header.
  { rule: 'A2A-VER-003', fault: 'version-query-parameter-first' },
  // The same on the HTTP+JSON binding alone, where §3.6.1 allows the query without a header.
  { rule: 'A2A-VER-003', fault: 'rest-version-query-over-header' },
  { rule: 'A2A-VER-004', fault: 'patch-version-refused' },
  { rule: 'A2A-SVC-001', fault: 'service-headers-case-sensitive' },
];
