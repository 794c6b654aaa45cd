import type { JsonObject } from '../json/JsonValue.ts';
import type { TypedAgentCard } from './AgentCard.ts';
import { AGENT_CARD } from './_internals/cardSchema.ts';
import { convertMessage } from './_internals/convertMessage.ts';

/**
 * The defaulted view of an emitted card, as a ProtoJSON deserializer builds it: absent or `null`
 * members become proto defaults (`""`, `false`, `[]`, `{}`; presence-tracked `provider`,
 * `documentationUrl`, `iconUrl`, `params`, `header` and oneof members are left out), unknown
 * members are dropped, and the proto field names (`default_input_modes`, `push_notifications`,
 * `extended_agent_card`, `input_modes`, `security_requirements`, `protocol_version`, ...) are
 * accepted as aliases of the JSON names. This is what seed 000's "defaulting deserializer" sees;
 * never negotiate from it (XV-NEG-001).
 *
 * `google.protobuf.Struct` values (`params`, `header`) are shared with `emitted`, not copied.
 *
 * @throws CrosscheckError `CARD_WRONG_TYPE` (with a JSON pointer) when a known member has the
 *   wrong JSON type, `CARD_DUPLICATE_MEMBER` when a field appears under both its JSON and its
 *   proto name.
 */
export function toTypedCard(emitted: JsonObject): TypedAgentCard {
  return convertMessage(emitted, AGENT_CARD, '', { aliases: true }) as unknown as TypedAgentCard;
}
