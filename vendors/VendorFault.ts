import { DATA_MODEL_FAULTS } from './faults/data-model-faults.ts';
import type { FaultDeclaration } from './faults/FaultDeclaration.ts';
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
 * full-surface persona (vendor D): the broken twins of the agent checks (`scenarios/agent/<area>/twins.ts`)
 * each name one, and the agent selftest requires the twin's rule to fail on a vendor with it.
 */
export const VENDOR_FAULTS = {
  // Declared with their behaviour, consulted at named points (`vendors/faults/`).
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
  // Flags the handlers read with `hasFault`, or knobs (`twinPersona.ts`).
  'last-chunk-only-store': {
    summary: 'the task store keeps only the last streamed chunk of an artifact (A2A §3.2.2)',
  },
  'stall-on-undeclared-extension': {
    summary: 'an activation of an undeclared extension leaves the task in SUBMITTED forever',
  },
  'ignore-required-extensions': {
    summary: 'a request that omits a required extension is served (A2A §3.3.4 wants -32008)',
  },
  'accept-missing-version': {
    summary: 'a request without A2A-Version is served as 1.0 (A2A §3.6.2 reads it as 0.3)',
  },
  'accept-any-media-type': {
    summary: 'parts of any media type are accepted, whatever the skills declare',
  },
  'card-without-description': {
    summary: 'the card leaves out its REQUIRED description',
  },
  'card-only-at-legacy-path': {
    summary:
      'the card is served only at the pre-v0.3 /.well-known/agent.json, not at the well-known URI',
  },
  'card-served-as-text': {
    summary: 'the card is served as text/plain',
  },
  'card-snake-case-member': {
    summary: 'the card carries a snake_case member (documentation_url)',
  },
  'card-unknown-binding': {
    summary:
      'the card declares one more interface whose protocolBinding is "JSON-RPC", no binding A2A names',
  },
  'grpc-error-without-details': {
    summary:
      'gRPC errors carry the status alone, no google.rpc.Status with ErrorInfo in grpc-status-details-bin (A2A §10.6)',
  },
  'card-without-max-age': {
    summary: 'the card is served with Cache-Control: no-cache (no max-age)',
  },
  'card-without-etag': {
    summary: 'the card is served without an ETag',
  },
  'interface-version-with-patch': {
    summary: 'the card declares its interfaces at protocolVersion 1.0.0',
  },
  'card-signature-tampered': {
    summary: 'the card is edited after it was signed',
  },
  'card-signed-over-emitted-form': {
    summary: 'the card is signed over its emitted form, an empty list a2a-1.0 leaves out included',
  },
  'card-signature-without-kid': {
    summary: 'the protected header of the card signature carries no kid',
  },
  'jsonrpc-answers-html': {
    summary: 'the JSON-RPC interface answers every request with an HTML page',
  },
  'auth-not-enforced': {
    summary: 'the card declares Bearer security, but requests without credentials are served',
  },
  'auth-not-enforced-over-rest': {
    summary: 'JSON-RPC requires the bearer token, HTTP+JSON serves requests without it',
  },
  'extended-card-without-credentials': {
    summary: 'the extended card is served to callers without credentials',
  },
} as const satisfies Record<string, VendorFaultSpec>;

/** The name of one {@link VENDOR_FAULTS} entry. */
export type VendorFault = keyof typeof VENDOR_FAULTS;
