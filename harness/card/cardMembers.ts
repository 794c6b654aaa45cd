import { AGENT_CARD, type FieldKind, type MessageSchema } from './_internals/cardSchema.ts';

/**
 * The members an AgentCard defines on its root, in their ProtoJSON spelling (A2A v1.0 §5.5):
 * the names a reader looks up on a card, `signatures` among them (§8.4.2).
 */
export const CARD_MEMBER_NAMES: readonly string[] = AGENT_CARD.fields.map((f) => f.json);

function messageOf(kind: FieldKind, rest: readonly string[]): MessageSchema | undefined {
  if (kind.t === 'message') return kind.of;
  // A list's or a map's element: the next segment is its index or key (`*`).
  if ((kind.t === 'list' || kind.t === 'map') && kind.of.t === 'message' && rest.length > 0)
    return kind.of.of;
  return undefined;
}

/**
 * The members the card's schema defines on the object at a schema path of the card (`''`,
 * `/capabilities`, `/skills/*`, `/securitySchemes/*`), in both spellings (ProtoJSON and proto
 * field names); undefined where the path is not a message of the schema (a Struct such as an
 * extension's `params` takes any member).
 */
export function cardMembersAt(path: string): readonly string[] | undefined {
  const segments = path === '' ? [] : path.split('/').slice(1);
  let message: MessageSchema = AGENT_CARD;
  for (let i = 0; i < segments.length; i++) {
    const field = message.fields.find((f) => f.json === segments[i] || f.proto === segments[i]);
    if (field === undefined) return undefined;
    const isElement = field.kind.t === 'list' || field.kind.t === 'map';
    const next = messageOf(field.kind, segments.slice(i + 1));
    if (next === undefined) return undefined;
    if (isElement) i += 1;
    message = next;
  }
  return message.fields.flatMap((f) => (f.json === f.proto ? [f.json] : [f.json, f.proto]));
}
