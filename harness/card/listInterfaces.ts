import { isJsonObject, pointerJoin } from '../json/JsonValue.ts';
import type { ParsedCard, TypedAgentInterface } from './AgentCard.ts';
import { AGENT_INTERFACE } from './_internals/cardSchema.ts';
import { convertMessage } from './_internals/convertMessage.ts';
import { own, ownArray } from './_internals/own.ts';
import { cardAsRead } from './cardAsRead.ts';

/** One entry of `supportedInterfaces`, as read ({@link cardAsRead}) and defaulted, with its pointer. */
export interface InterfaceRef extends TypedAgentInterface {
  /** e.g. `/supportedInterfaces/0` */
  pointer: string;
}

/**
 * The emitted card's `supportedInterfaces`, in preference order (A2A §8.3.1: the first is
 * preferred). An entry that omits `protocolVersion` reads as `""`, which no version floor admits.
 */
export function listInterfaces(card: ParsedCard): InterfaceRef[] {
  const out: InterfaceRef[] = [];
  (ownArray(cardAsRead(card), 'supportedInterfaces') ?? []).forEach((el, i) => {
    if (!isJsonObject(el)) return;
    const pointer = pointerJoin('/supportedInterfaces', i);
    const typed = convertMessage(el, AGENT_INTERFACE, pointer, {
      aliases: false,
    }) as unknown as TypedAgentInterface;
    out.push({ ...typed, pointer });
  });
  return out;
}

/**
 * The v0.3 top-level `protocolVersion` (e.g. `"0.3.0"`), when the emitted card carries one as a
 * string. v1.0 has no such member (it moved to `supportedInterfaces[].protocolVersion`), so to a
 * v1.0 reader it is unknown; XV-DISC-003 still reads it to catch a legacy version beside v1.0-only
 * members.
 */
export function legacyProtocolVersion(card: ParsedCard): string | undefined {
  const value = own(card.emitted, 'protocolVersion');
  return typeof value === 'string' ? value : undefined;
}
