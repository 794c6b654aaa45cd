import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the data-model rules (DM-009, of stream events, is with the stream twins). */
export const DATA_MODEL_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-DM-001', fault: 'task-status-without-state' },
  { rule: 'A2A-DM-002', fault: 'task-states-lower-case' },
  { rule: 'A2A-DM-003', fault: 'history-without-message-ids' },
  { rule: 'A2A-DM-004', fault: 'artifact-parts-two-contents' },
  { rule: 'A2A-DM-005', fault: 'artifacts-without-id' },
  { rule: 'A2A-DM-006', fault: 'v03-kind-members' },
  { rule: 'A2A-DM-007', fault: 'timestamps-with-offset' },
  { rule: 'A2A-DM-008', fault: 'unknown-request-members-refused' },
  // Seen only with an unknown member inside a part: the generated request values put them there.
  { rule: 'A2A-DM-008', fault: 'unknown-part-members-refused' },
  // Seen only with history_length under its proto name: the message's proto names are read.
  { rule: 'A2A-DM-010', fault: 'configuration-proto-names-unread' },
  { rule: 'A2A-DM-010', fault: 'enum-numbers-refused' },
];
