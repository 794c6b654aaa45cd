import { type JsonObject, pointerJoin, isJsonObject } from '../json/JsonValue.ts';
import type { ParsedCard } from './AgentCard.ts';
import { AGENT_CARD, type MessageSchema } from './_internals/cardSchema.ts';
import { own } from './_internals/own.ts';
import { cardAsRead } from './cardAsRead.ts';

/**
 * JSON pointers of proto-REQUIRED members that the emitted card leaves absent or `null`, in
 * document-schema order: AgentCard `name`, `description`, `supportedInterfaces`, `version`,
 * `capabilities`, `defaultInputModes`, `defaultOutputModes`, `skills`; AgentInterface `url`,
 * `protocolBinding`, `protocolVersion`; AgentProvider `url`, `organization`; AgentSkill `id`,
 * `name`, `description`, `tags`; AgentCardSignature `protected`, `signature`; and the REQUIRED
 * members of the security schemes and OAuth flows. Read as every stage reads the card
 * ({@link cardAsRead}): a member under its proto name is present (`default_input_modes` supplies
 * `defaultInputModes`, as a ProtoJSON parser reads it and as `a2a-1.0` signs it); that the
 * emitter broke A2A §5.5's camelCase MUST is the emitter's finding (A2A-CARD-003), not a
 * missing member.
 *
 * Why some empty arrays count as missing and others do not: §5.7 says "Arrays marked as required
 * MUST contain at least one element", yet the §8.4.1 worked example signs `"skills": []` as a
 * REQUIRED member that is present (A2A #2249, a2a-js #627 and a2a-tck #65 record the same
 * clash). This reader takes §5.7 for the arrays a peer cannot work without — `supportedInterfaces`
 * (nowhere to send), `defaultInputModes` and `defaultOutputModes` (nothing to negotiate media
 * against) — and the §8.4.1 example for `skills` and `tags`: an agent with no advertised skills,
 * or a skill with no tags, is odd but usable. An empty string in a REQUIRED string member is
 * present (the same example signs `"description": ""`).
 */
export function findMissingRequired(card: ParsedCard): string[] {
  const out: string[] = [];
  walk(cardAsRead(card), AGENT_CARD, '', out);
  return out;
}

function walk(obj: JsonObject, schema: MessageSchema, pointer: string, out: string[]): void {
  for (const field of schema.fields) {
    const at = pointerJoin(pointer, field.json);
    const value = own(obj, field.json);
    if (value === undefined || value === null) {
      if (field.required) out.push(at);
      continue;
    }
    const kind = field.kind;
    if (kind.t === 'message' && isJsonObject(value)) walk(value, kind.of, at, out);
    if (kind.t === 'list' && Array.isArray(value)) {
      if (field.required === 'nonEmpty' && value.length === 0) out.push(at);
      const of = kind.of;
      if (of.t === 'message') {
        value.forEach((el, i) => {
          if (isJsonObject(el)) walk(el, of.of, pointerJoin(at, i), out);
        });
      }
    }
    if (kind.t === 'map' && isJsonObject(value) && kind.of.t === 'message') {
      for (const key of Object.keys(value)) {
        const el = own(value, key);
        if (isJsonObject(el)) walk(el, kind.of.of, pointerJoin(at, key), out);
      }
    }
  }
}
