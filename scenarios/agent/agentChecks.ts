import type { AgentCheck } from './AgentCheck.ts';
import { AUTH_CHECKS } from './auth/auth-checks.ts';
import { BINDING_CHECKS } from './binding/binding-checks.ts';
import { CAPABILITY_CHECKS } from './capabilities/capability-checks.ts';
import { CARD_CHECKS } from './card/card-checks.ts';
import { cardLocation } from './card/card-location.ts';
import { CONTEXT_CHECKS } from './tasks/context-checks.ts';
import { DATA_MODEL_CHECKS } from './datamodel/datamodel-checks.ts';
import { JSONRPC_CHECKS } from './jsonrpc/jsonrpc-checks.ts';
import { LIST_CHECKS } from './tasks/list-checks.ts';
import { PUSH_CHECKS } from './push/push-checks.ts';
import { REST_CHECKS } from './http-json/rest-checks.ts';
import { SEED_CHECKS } from './seeds/seed-checks.ts';
import { SEND_CHECKS } from './send/send-checks.ts';
import { STREAM_CHECKS } from './stream/stream-checks.ts';
import { TASK_CHECKS } from './tasks/task-checks.ts';
import { VALIDATION_CHECKS } from './errors/validation-checks.ts';
import { VERSION_CHECKS } from './version/version-checks.ts';

/**
 * Every example-based black-box check of a live agent, in the order they start (records are
 * sorted by case). The live-agent properties (`AGENT_PROPERTIES`) are checks too: the engine
 * turns each into one and starts them first. Ids are unique (a test checks it); the rules they
 * record are the agent rules of the catalogue plus the seeds' wire rules.
 */
export const AGENT_CHECKS: readonly AgentCheck[] = [
  ...CARD_CHECKS,
  cardLocation,
  ...BINDING_CHECKS,
  ...SEND_CHECKS,
  ...TASK_CHECKS,
  ...CONTEXT_CHECKS,
  ...LIST_CHECKS,
  ...STREAM_CHECKS,
  ...CAPABILITY_CHECKS,
  ...PUSH_CHECKS,
  ...SEED_CHECKS,
  ...JSONRPC_CHECKS,
  ...REST_CHECKS,
  ...VERSION_CHECKS,
  ...DATA_MODEL_CHECKS,
  ...VALIDATION_CHECKS,
  ...AUTH_CHECKS,
];
