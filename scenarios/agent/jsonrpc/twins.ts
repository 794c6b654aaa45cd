import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the JSON-RPC binding's rules. */
export const JSONRPC_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-RPC-001', fault: 'parse-error-id-zero' },
  { rule: 'A2A-RPC-002', fault: 'jsonrpc-version-unchecked' },
  { rule: 'A2A-RPC-003', fault: 'unknown-method-internal-error' },
  { rule: 'A2A-RPC-004', fault: 'response-ids-null' },
  // Seen only with an id of 0 or "": the generated request values send them.
  { rule: 'A2A-RPC-004', fault: 'falsy-response-ids-null' },
  { rule: 'A2A-RPC-005', fault: 'error-data-not-array' },
  { rule: 'A2A-RPC-006', fault: 'error-code-contradicts-reason' },
  { rule: 'A2A-RPC-007', fault: 'errors-without-error-info' },
];
