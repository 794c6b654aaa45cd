import type { AgentTwin } from './AgentTwin.ts';
import { AUTH_TWINS } from './auth/twins.ts';
import { BINDING_TWINS } from './binding/twins.ts';
import { CAPABILITY_TWINS } from './capabilities/twins.ts';
import { CARD_TWINS } from './card/twins.ts';
import { SEED_TWINS } from './seeds/twins.ts';
import { DATA_MODEL_TWINS } from './datamodel/twins.ts';
import { ERROR_TWINS } from './errors/twins.ts';
import { HTTP_JSON_TWINS } from './http-json/twins.ts';
import { JSONRPC_TWINS } from './jsonrpc/twins.ts';
import { PUSH_TWINS } from './push/twins.ts';
import { SEND_TWINS } from './send/twins.ts';
import { STREAM_TWINS } from './stream/twins.ts';
import { TASK_TWINS } from './tasks/twins.ts';
import { VERSION_TWINS } from './version/twins.ts';

/**
 * The broken twin of every agent rule (or why it has none), each area's beside its checks:
 * `engine/selftest/runAgentTwins.ts` judges them, and a test fails when an agent rule of the
 * catalogue is missing here.
 */
export const AGENT_TWINS: readonly AgentTwin[] = [
  ...TASK_TWINS,
  ...STREAM_TWINS,
  ...PUSH_TWINS,
  ...JSONRPC_TWINS,
  ...ERROR_TWINS,
  ...HTTP_JSON_TWINS,
  ...DATA_MODEL_TWINS,
  ...SEND_TWINS,
  ...VERSION_TWINS,
  ...CARD_TWINS,
  ...CAPABILITY_TWINS,
  ...SEED_TWINS,
  ...BINDING_TWINS,
  ...AUTH_TWINS,
];
