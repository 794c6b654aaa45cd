import { DATA_MODEL_FAULTS } from './faults/data-model-faults.ts';
import type { FaultDeclaration } from './faults/FaultDeclaration.ts';
import { BEHAVIOUR_FAULTS } from './faults/behaviour-faults.ts';
import { AUTH_FAULTS } from './faults/auth-faults.ts';
import { CARD_FAULTS } from './faults/card-faults.ts';
import { VERSION_FAULTS } from './faults/version-faults.ts';
import { HTTP_JSON_FAULTS } from './faults/http-json-faults.ts';
import { JSONRPC_FAULTS } from './faults/jsonrpc-faults.ts';
import { PUSH_FAULTS } from './faults/push-faults.ts';
import { STREAM_FAULTS } from './faults/stream-faults.ts';
import { TASKS_FAULTS } from './faults/tasks-faults.ts';
import { HISTORY_FAULTS } from './faults/history-faults.ts';
import { CONTEXT_FAULTS } from './faults/context-faults.ts';
import { SEND_FAULTS } from './faults/send-faults.ts';
import { CAPABILITY_FAULTS } from './faults/capability-faults.ts';
import { LIST_TASKS_FAULTS } from './faults/list-tasks-faults.ts';

/** One deliberate fault a simulated vendor can be given (see {@link FaultDeclaration}). */
export type VendorFaultSpec = FaultDeclaration;

/**
 * Named faults of the simulated vendor, each a one-line deviation from the well-behaved
 * full-surface persona (vendor D), declared with its behaviour in `vendors/faults/<area>-faults.ts`:
 * the broken twins of the agent checks (`scenarios/agent/<area>/twins.ts`) each name one, and the
 * agent selftest requires the twin's rule to fail on a vendor with it.
 */
export const VENDOR_FAULTS = {
  ...DATA_MODEL_FAULTS,
  ...LIST_TASKS_FAULTS,
  ...CAPABILITY_FAULTS,
  ...SEND_FAULTS,
  ...CONTEXT_FAULTS,
  ...HISTORY_FAULTS,
  ...TASKS_FAULTS,
  ...STREAM_FAULTS,
  ...PUSH_FAULTS,
  ...JSONRPC_FAULTS,
  ...HTTP_JSON_FAULTS,
  ...VERSION_FAULTS,
  ...CARD_FAULTS,
  ...AUTH_FAULTS,
  ...BEHAVIOUR_FAULTS,
} as const satisfies Record<string, VendorFaultSpec>;

/** The name of one {@link VENDOR_FAULTS} entry. */
export type VendorFault = keyof typeof VENDOR_FAULTS;
