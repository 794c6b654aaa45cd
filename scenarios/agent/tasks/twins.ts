import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the task, history, list, cancel and context rules. */
export const TASK_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-GET-001', fault: 'get-task-wrong-context' },
  // Every part there, one out of place: only content compared with the streamed chunks sees it.
  { rule: 'A2A-GET-001', fault: 'last-chunk-stored-early' },
  // The store right, the stream wrong: the chunks compared one by one with what GetTask reads.
  { rule: 'A2A-GET-001', fault: 'stream-append-chunks-swapped' },
  { rule: 'A2A-GET-001', fault: 'stream-append-chunk-dropped' },
  // Seen only by following a subscription to its end and reading the task back.
  { rule: 'A2A-GET-001', fault: 'subscribe-without-artifact-updates' },
  // Seen only with a task stopped for input on a stream: the store holds what the stream withheld.
  { rule: 'A2A-GET-001', fault: 'stream-closes-without-input-required' },
  { rule: 'A2A-GET-002', fault: 'get-unknown-task-invalid-params' },
  // Seen only with an id cut short from one the agent issued: the generated values respell ids.
  { rule: 'A2A-GET-002', fault: 'task-ids-prefix-matched' },
  { rule: 'A2A-HIST-001', fault: 'history-zero-ignored' },
  { rule: 'A2A-HIST-002', fault: 'history-limit-ignored' },
  { rule: 'A2A-HIST-002', fault: 'history-limit-keeps-oldest' },
  { rule: 'A2A-HIST-003', fault: 'send-history-zero-ignored' },
  { rule: 'A2A-HIST-004', fault: 'history-parts-altered' },
  { rule: 'A2A-LIST-001', fault: 'list-without-total-size' },
  { rule: 'A2A-LIST-002', fault: 'list-ignores-page-size' },
  { rule: 'A2A-LIST-003', fault: 'list-oldest-first' },
  { rule: 'A2A-LIST-004', fault: 'list-artifacts-always' },
  { rule: 'A2A-LIST-005', fault: 'list-context-filter-first-only' },
  // Seen only with a page token handed out by another listing.
  { rule: 'A2A-LIST-005', fault: 'list-token-keeps-its-filters' },
  // Seen only with the instant spelled otherwise than the agent spells its own timestamps.
  { rule: 'A2A-LIST-006', fault: 'status-after-compared-as-text' },
  // Seen only with a task still running when its context is listed.
  { rule: 'A2A-LIST-005', fault: 'list-omits-running-tasks' },
  { rule: 'A2A-CANCEL-001', fault: 'cancel-ignored' },
  { rule: 'A2A-CANCEL-001', fault: 'cancel-reported-not-done' },
  // Seen only with a cancel sent while the task's stream is open: the store is canceled, the stream runs on.
  { rule: 'A2A-CANCEL-001', fault: 'stream-misses-cancel' },
  { rule: 'A2A-CANCEL-002', fault: 'cancel-terminal-task-accepted' },
  { rule: 'A2A-CANCEL-003', fault: 'cancel-unknown-task-internal-error' },
  { rule: 'A2A-CTX-001', fault: 'answer-without-context-id' },
  { rule: 'A2A-CTX-002', fault: 'client-context-replaced' },
  { rule: 'A2A-CTX-003', fault: 'task-ids-repeat' },
  // Seen only with two messages sent at once to one context: the second joins the running first.
  { rule: 'A2A-CTX-003', fault: 'context-running-task-joined' },
  { rule: 'A2A-CTX-004', fault: 'follow-up-new-context' },
  { rule: 'A2A-CTX-005', fault: 'follow-up-context-mismatch-accepted' },
  // Seen only with a task stopped for input: an interrupted state read as a terminal one.
  { rule: 'A2A-CTX-006', fault: 'input-required-taken-as-terminal' },
];
