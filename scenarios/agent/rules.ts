import type { Rule } from '../../harness/rules/index.ts';
import { CARD_RULES } from './card/rules.ts';
import { SEND_RULES } from './send/rules.ts';
import { TASK_RULES } from './tasks/rules.ts';
import { STREAM_RULES } from './stream/rules.ts';
import { PUSH_RULES } from './push/rules.ts';
import { JSONRPC_RULES } from './jsonrpc/rules.ts';
import { VERSION_RULES } from './version/rules.ts';
import { DATA_MODEL_RULES } from './datamodel/rules.ts';
import { ERROR_RULES } from './errors/rules.ts';
import { AUTH_RULES } from './auth/rules.ts';
import { HTTP_JSON_RULES } from './http-json/rules.ts';
import { BINDING_RULES } from './binding/rules.ts';

/**
 * Every rule A2A v1.0 sets for an agent (a server), judged black-box by `--agent-url` and by the
 * built-in agent targets: each spec area's rules live beside the checks that judge them.
 */
export const AGENT_RULES: readonly Rule[] = [
  ...CARD_RULES,
  ...SEND_RULES,
  ...TASK_RULES,
  ...STREAM_RULES,
  ...PUSH_RULES,
  ...JSONRPC_RULES,
  ...VERSION_RULES,
  ...DATA_MODEL_RULES,
  ...ERROR_RULES,
  ...AUTH_RULES,
  ...HTTP_JSON_RULES,
  ...BINDING_RULES,
];
